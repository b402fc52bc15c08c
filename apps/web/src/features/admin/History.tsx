// The audit trail of what staff edit (case studies, the assistant's answers, roles) is one panel:
// who changed it, when and which fields, newest first, with a restore of the version before any
// change the server says can be restored, where the content has one.
import { Badge, Button, Card, Group, Modal, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from './AdminDataProvider.tsx';
import { formatAdminDate } from './format.ts';
import { ErrorNotice } from './shared.tsx';

/** A revision as the admin's `revisions` queries give it; a role's never say `restorable`. */
interface Revision<F extends string> {
  id: string;
  action: string;
  actor: string;
  createdAt: string;
  fields: readonly F[];
  restorable?: boolean;
}

const ACTIONS: Record<string, { label: string; color: string }> = {
  create: { label: 'Created', color: 'green' },
  update: { label: 'Updated', color: 'blue' },
  restore: { label: 'Restored', color: 'grape' },
  import: { label: 'Imported', color: 'cyan' },
  attach: { label: 'Question attached', color: 'teal' },
};

interface HistoryProps<F extends string> {
  /** What this is the history of, as in "this case study". */
  noun: string;
  labels: Record<F, string>;
  revisions: {
    data?: readonly Revision<F>[];
    isError: boolean;
    isSuccess: boolean;
    error: unknown;
    refetch: () => Promise<unknown>;
  };
  restore?: {
    id: string;
    mutation: {
      mutateAsync: (input: { id: string; revisionId: string }) => Promise<unknown>;
      isPending: boolean;
      isError: boolean;
      error: unknown;
    };
    /** What else a restore does, said in its confirmation. */
    after: string;
    onRestored: () => void;
  };
}

export function History<F extends string>({ noun, labels, revisions, restore }: HistoryProps<F>) {
  const [confirming, setConfirming] = useState<Revision<F> | null>(null);
  const entries = revisions.data ?? [];

  const confirm = async () => {
    if (!confirming || !restore) return;
    try {
      await restore.mutation.mutateAsync({ id: restore.id, revisionId: confirming.id });
      setConfirming(null);
      await revisions.refetch();
      restore.onRestored();
    } catch {
      // shown in the dialog from the mutation's error
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" data-testid="revision-history">
      <Group gap="xs" mb="sm">
        <IconHistory size={18} aria-hidden />
        <Title order={3} size="h5">
          History
        </Title>
      </Group>
      {revisions.isError ? <ErrorNotice title={errorMessage(revisions.error)} /> : null}
      {revisions.isSuccess && entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {`No change to this ${noun} recorded yet; every save from now on is listed here.`}
        </Text>
      ) : null}
      <ScrollArea.Autosize mah={420} type="auto">
        <Stack gap="sm">
          {entries.map((revision) => {
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
                {/* A creation "changes" every field it was given: listing them says nothing. */}
                {revision.action !== 'create' && revision.fields.length ? (
                  <Text size="xs" c="dimmed" mt={6}>
                    {`Changed: ${revision.fields.map((field) => labels[field]).join(', ')}`}
                  </Text>
                ) : null}
                {restore && revision.restorable ? (
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
      {restore ? (
        <Modal
          opened={confirming !== null}
          onClose={() => setConfirming(null)}
          title="Restore an earlier version?"
          centered
        >
          <Stack gap="md">
            <Text size="sm">
              {confirming
                ? `The ${noun} goes back to how it was before the change of ${formatAdminDate(confirming.createdAt)} by ${confirming.actor}. ${restore.after} The current version stays in the history, so this can be undone too.`
                : null}
            </Text>
            {restore.mutation.isError ? (
              <ErrorNotice title={errorMessage(restore.mutation.error)} />
            ) : null}
            <Group justify="flex-end">
              <Button
                variant="default"
                onClick={() => setConfirming(null)}
                disabled={restore.mutation.isPending}
              >
                Cancel
              </Button>
              <Button
                color="grape"
                onClick={() => void confirm()}
                loading={restore.mutation.isPending}
              >
                Restore
              </Button>
            </Group>
          </Stack>
        </Modal>
      ) : null}
    </Card>
  );
}
