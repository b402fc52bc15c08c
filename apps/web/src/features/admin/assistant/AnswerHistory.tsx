import { Badge, Button, Card, Group, Modal, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { trpc } from '../../../lib/trpc.ts';
import { errorMessage, type AdminOutputs } from '../AdminDataProvider.tsx';
import { formatAdminDate } from '../format.ts';
import { ErrorNotice } from '../shared.tsx';

type Revision = AdminOutputs['assistant']['answers']['revisions'][number];

const FIELD_LABELS: Record<string, string> = {
  topic: 'Topic',
  context: 'Belongs to',
  textEn: 'English text',
  textEs: 'Spanish text',
  phrasingsEn: 'English phrasings',
  phrasingsEs: 'Spanish phrasings',
  enabled: 'On/off',
};

const ACTIONS: Record<string, { label: string; color: string }> = {
  create: { label: 'Created', color: 'green' },
  update: { label: 'Updated', color: 'blue' },
  restore: { label: 'Restored', color: 'grape' },
  import: { label: 'Imported', color: 'cyan' },
  attach: { label: 'Question attached', color: 'teal' },
};

/** Who changed the answer, when and what; any change can be undone by restoring the version before it. */
export function AnswerHistory({ unitId, onRestored }: { unitId: string; onRestored: () => void }) {
  const revisions = trpc.admin.assistant.answers.revisions.useQuery({ id: unitId });
  const restore = trpc.admin.assistant.answers.restore.useMutation();
  const [confirming, setConfirming] = useState<Revision | null>(null);

  const confirm = async () => {
    if (!confirming) return;
    try {
      await restore.mutateAsync({ id: unitId, revisionId: confirming.id });
      setConfirming(null);
      await revisions.refetch();
      onRestored();
    } catch {
      // shown in the dialog from restore.error
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" data-testid="answer-history">
      <Group gap="xs" mb="sm">
        <IconHistory size={18} aria-hidden />
        <Title order={3} size="h5">
          History
        </Title>
      </Group>
      {revisions.isError ? <ErrorNotice title={errorMessage(revisions.error)} /> : null}
      {revisions.data?.length === 0 ? (
        <Text size="sm" c="dimmed">
          No change recorded yet: this answer is as seeded.
        </Text>
      ) : null}
      <ScrollArea.Autosize mah={420} type="auto">
        <Stack gap="sm">
          {(revisions.data ?? []).map((revision) => {
            const action = ACTIONS[revision.action] ?? { label: revision.action, color: 'gray' };
            return (
              <Card
                key={revision.id}
                withBorder
                radius="sm"
                padding="sm"
                data-testid="answer-revision"
              >
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
                {revision.fields.length ? (
                  <Text size="xs" c="dimmed" mt={6}>
                    {`Changed: ${revision.fields.map((field) => FIELD_LABELS[field] ?? field).join(', ')}`}
                  </Text>
                ) : null}
                {revision.restorable ? (
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
              ? `The answer goes back to how it was before the change of ${formatAdminDate(confirming.createdAt)} by ${confirming.actor}. The assistant uses it from the next message; the current version stays in the history.`
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
            <Button color="grape" onClick={() => void confirm()} loading={restore.isPending}>
              Restore
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
