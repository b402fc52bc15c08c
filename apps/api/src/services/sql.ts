// SQL fragments the services' raw statements share.
import { Prisma } from '@agency/db';

/** Prisma keeps DateTime columns as UTC in `timestamp(3)`; now() is one instant per statement. */
export const NOW = Prisma.sql`(now() AT TIME ZONE 'UTC')`;
