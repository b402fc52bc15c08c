// Throwaway Postgres databases for test and benchmark runs: each run creates its own on the server
// it was given and drops it at the end, so runs never see (or leave) each other's rows.
import pg from 'pg';

/** The same server's URL with another database name. */
export function databaseUrlFor(serverUrl: string, database: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** The maintenance database on the same server, for CREATE and DROP DATABASE. */
export function adminUrl(serverUrl: string) {
  return databaseUrlFor(serverUrl, 'postgres');
}

export async function adminQuery(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: adminUrl(serverUrl) });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A database name unique to this process and moment, e.g. `agency_e2e_4242_m3x9k2`. */
export function uniqueDatabaseName(prefix: string) {
  return `${prefix}_${process.pid}_${Date.now().toString(36)}`;
}

export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** Creates an empty database on the server of `serverUrl`; `drop()` removes it, connections and all. */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
): Promise<ScratchDatabase> {
  const name = uniqueDatabaseName(prefix);
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  return {
    name,
    url: databaseUrlFor(serverUrl, name),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
