import { openDatabase } from '../client.ts';
import { applyMigrations } from '../migrate.ts';
import { seed } from '../seed/index.ts';
import { configFromEnv } from './config.ts';

const db = openDatabase(configFromEnv());
try {
  await applyMigrations(db.adapterFactory);
  const { inserted } = await seed(db.prisma);
  const summary = Object.entries(inserted)
    .map(([name, count]) => `${name} ${count}`)
    .join(', ');
  console.log(`Seeded (new rows): ${summary}`);
} finally {
  await db.close();
}
