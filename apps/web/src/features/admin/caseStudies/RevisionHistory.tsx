import type { CaseStudy } from '@agency/schema';
import { Badge, Button, Card, Group, Modal, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconHistory, IconRestore } from '@tabler/icons-react';
import { useState } from 'react';
import { trpc } from '../../../lib/trpc.ts';
import { errorMessage, type CaseStudyRevision } from '../AdminDataProvider.tsx';
import { formatAdminDate } from '../format.ts';
import { ErrorNotice } from '../shared.tsx';

const FIELD_LABELS: Record<string, string> = {
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

const ACTIONS: Record<string, { label: string; color: string }> = {
  create: { label: 'Created', color: 'green' },
  update: { label: 'Updated', color: 'blue' },
  restore: { label: 'Restored', color: 'grape' },
};

interface RevisionHistoryProps {
  caseStudyId: string;
  /** Called with the case study as restored. */
  onRestored: (study: CaseStudy) => void;
}

/** The audit trail of a case study (who, when, what changed), and the restore of earlier versions. */
export function RevisionHistory({ caseStudyId, onRestored }: RevisionHistoryProps) {
  const revisions = trpc.admin.caseStudies.revisions.useQuery({ id: caseStudyId });
  const restore = trpc.admin.caseStudies.restore.useMutation();
  const [confirming, setConfirming] = useState<CaseStudyRevision | null>(null);
  const entries = revisions.data ?? [];
  const latest = entries[0];

  const confirm = async () => {
    if (!confirming) return;
    try {
      const study = await restore.mutateAsync({ id: caseStudyId, revisionId: confirming.id });
      setConfirming(null);
      await revisions.refetch();
      onRestored(study as CaseStudy);
    } catch {
      // shown below from restore.error
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" data-testid="revision-history">
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          <IconHistory size={18} aria-hidden />
          <Title order={3} size="h5">
            Revision history
          </Title>
        </Group>
        {latest?.restorable ? (
          <Button
            size="xs"
            variant="light"
            color="grape"
            leftSection={<IconRestore size={14} aria-hidden />}
            onClick={() => setConfirming(latest)}
          >
            Restore previous version
          </Button>
        ) : null}
      </Group>
      {revisions.isError ? <ErrorNotice title={errorMessage(revisions.error)} /> : null}
      {revisions.isSuccess && entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          No changes recorded yet. Every save from now on is listed here.
        </Text>
      ) : null}
      <ScrollArea.Autosize mah={420} type="auto">
        <Stack gap="sm">
          {entries.map((revision, index) => {
            const action = ACTIONS[revision.action] ?? { label: revision.action, color: 'gray' };
            return (
              <Card key={revision.id} withBorder radius="sm" padding="sm" data-testid="revision">
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Group gap="xs">
                    <Badge color={action.color} variant="light" size="sm">
                      {action.label}
                    </Badge>
                    <Text size="sm" fw={500}>
                      {formatAdminDate(revision.createdAt)}
                    </Text>
                  </Group>
                  <Text size="xs" c="dimmed">{`by ${revision.actor}`}</Text>
                </Group>
                {revision.action !== 'create' && revision.fields.length ? (
                  <Text size="xs" c="dimmed" mt={6}>
                    {`Changed: ${revision.fields.map((field) => FIELD_LABELS[field] ?? field).join(', ')}`}
                  </Text>
                ) : null}
                {revision.restorable && index > 0 ? (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="grape"
                    mt={6}
                    onClick={() => setConfirming(revision)}
                  >
                    Restore the version before this change
                  </Button>
                ) : null}
              </Card>
            );
          })}
        </Stack>
      </ScrollArea.Autosize>

      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title="Restore an earlier version?"
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            {confirming
              ? `The case study goes back to how it was before the change of ${formatAdminDate(confirming.createdAt)} by ${confirming.actor}. The current version stays in the history, so this can be undone too.`
              : null}
          </Text>
          {restore.isError ? <ErrorNotice title={errorMessage(restore.error)} /> : null}
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => setConfirming(null)}
              disabled={restore.isPending}
            >
              Cancel
            </Button>
            <Button color="grape" onClick={() => void confirm()} disabled={restore.isPending}>
              {restore.isPending ? 'Restoring...' : 'Restore'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
