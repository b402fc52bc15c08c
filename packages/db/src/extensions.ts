import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** Postgres extensions the migrations create, loaded into every PGlite (Postgres ships them as contrib).
 * pg_trgm: the admin's substring search uses trigram indexes. */
export const PGLITE_EXTENSIONS = { pg_trgm };
