import { trpc } from '../../../lib/trpc.ts';
import type { AdminOutputs } from '../AdminDataProvider.tsx';
import { History } from '../History.tsx';

type Field = AdminOutputs['roles']['revisions'][number]['fields'][number];

const FIELD_LABELS: Record<Field, string> = {
  title: 'Title',
  track: 'Track',
  discipline: 'Discipline',
  workMode: 'Work mode',
  payMin: 'Minimum pay',
  payMax: 'Maximum pay',
  payUnit: 'Pay per',
  description: 'Description',
  requirements: 'Requirements',
  openings: 'Openings',
  status: 'Status',
  datePosted: 'Date posted',
  validThrough: 'Apply by',
};

/** Who changed a role, when and what; the server restores no role, so there is no restore. */
export function RoleHistory({ slug }: { slug: string }) {
  const revisions = trpc.admin.roles.revisions.useQuery({ id: slug });
  return <History noun="role" labels={FIELD_LABELS} revisions={revisions} />;
}
