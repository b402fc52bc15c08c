import { createMigration } from '../migrate.ts';

const name = process.argv.slice(2).join('_');
const folder = await createMigration(name);
console.log(
  folder
    ? `Created prisma/migrations/${folder}/migration.sql`
    : 'No schema changes: nothing to migrate.',
);
