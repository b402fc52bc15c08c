import { trpc } from '../../../lib/trpc.ts';
import type { CaseStudyRevision } from '../AdminDataProvider.tsx';
import { History } from '../History.tsx';

const FIELD_LABELS: Record<CaseStudyRevision['fields'][number], string> = {
  client: 'Client',
  title: 'Title',
  industry: 'Industry',
  duration: 'Duration',
  challenge: 'Challenge',
  strategy: 'Strategy',
  execution: 'Execution',
  results: 'Results',
  metrics: 'Metrics',
  services: 'Services',
  quote: 'Quote',
  tags: 'Tags',
  images: 'Images',
  videos: 'Videos',
  videoUrl: 'Video URL',
};

/** The audit trail of a case study, and the restore of earlier versions. */
export function RevisionHistory({
  caseStudyId,
  onRestored,
}: {
  caseStudyId: string;
  onRestored: () => void;
}) {
  const revisions = trpc.admin.caseStudies.revisions.useQuery({ id: caseStudyId });
  const restore = trpc.admin.caseStudies.restore.useMutation();
  return (
    <History
      noun="case study"
      labels={FIELD_LABELS}
      revisions={revisions}
      restore={{
        id: caseStudyId,
        mutation: restore,
        after: 'The site shows it at once.',
        onRestored,
      }}
    />
  );
}
