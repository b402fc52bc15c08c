export {
  openDatabase,
  statementNames,
  type Database,
  type DatabaseConfig,
  type DatabaseKind,
} from './client.ts';
export {
  applyMigrations,
  createMigration,
  loadMigrations,
  PRISMA_DIR,
  REPO_ROOT,
} from './migrate.ts';
export {
  answerUnitSelect,
  caseStudySelect,
  caseStudyToRow,
  rowToCaseStudy,
  roleSelect,
  roleToRow,
  rowToRole,
  type CaseStudyRow,
  type RoleRow,
} from './mappers.ts';
export { seed, seedIfEmpty, type SeedResult } from './seed/index.ts';
export { Prisma, PrismaClient } from './generated/prisma/client.ts';
