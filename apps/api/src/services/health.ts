import type { DatabaseKind } from '@agency/db';

export function health(databaseKind: DatabaseKind) {
  return {
    status: 'ok' as const,
    database: databaseKind === 'postgres' ? ('postgres' as const) : ('embedded' as const),
  };
}
