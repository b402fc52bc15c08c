import { openDatabase } from '../client.ts';
import { applyMigrations } from '../migrate.ts';
import { configFromEnv } from './config.ts';

const db = openDatabase(configFromEnv());
try {
  const applied = await applyMigrations(db.adapterFactory);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
} finally {
  await db.close();
}
