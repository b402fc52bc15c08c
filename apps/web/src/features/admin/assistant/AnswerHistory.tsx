import { trpc } from '../../../lib/trpc.ts';
import type { AdminOutputs } from '../AdminDataProvider.tsx';
import { History } from '../History.tsx';

type Field = AdminOutputs['assistant']['answers']['revisions'][number]['fields'][number];

const FIELD_LABELS: Record<Field, string> = {
  topic: 'Topic',
  context: 'Belongs to',
  textEn: 'English text',
  textEs: 'Spanish text',
  phrasingsEn: 'English phrasings',
  phrasingsEs: 'Spanish phrasings',
  enabled: 'On/off',
};

/** The audit trail of an answer, and the restore of earlier versions. */
export function AnswerHistory({ unitId, onRestored }: { unitId: string; onRestored: () => void }) {
  const revisions = trpc.admin.assistant.answers.revisions.useQuery({ id: unitId });
  const restore = trpc.admin.assistant.answers.restore.useMutation();
  return (
    <History
      noun="answer"
      labels={FIELD_LABELS}
      revisions={revisions}
      restore={{
        id: unitId,
        mutation: restore,
        after: 'The assistant gives it from the next message.',
        onRestored,
      }}
    />
  );
}
