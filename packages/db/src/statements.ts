// Which of the app's statements are prepared, and under what names: shared by the Postgres pool
// (client.ts) and the embedded database's thread (pgliteWorker.ts), which imports no more than this.
import { createHash } from 'node:crypto';

/** How many distinct statements each pooled connection keeps prepared, at most. */
export const PREPARED_STATEMENTS_MAX = 300;

/**
 * Names the statements sent to Postgres after their text, so that each pooled connection (and the
 * embedded database's one session) parses and plans a statement once and then only binds it: a
 * chat message's one large statement was parsed and planned anew for every message (bench:load:
 * chat throughput +15% named). The app's statements are a fixed set; should some query's text
 * vary without end, those past PREPARED_STATEMENTS_MAX go unnamed (an empty name), rather than
 * fill every connection.
 */
export function statementNames(max = PREPARED_STATEMENTS_MAX): (query: { sql: string }) => string {
  const names = new Map<string, string>();
  return ({ sql }) => {
    let name = names.get(sql);
    if (name === undefined) {
      if (names.size >= max) return '';
      name = `s${createHash('sha256').update(sql).digest('base64url').slice(0, 24)}`;
      names.set(sql, name);
    }
    return name;
  };
}
