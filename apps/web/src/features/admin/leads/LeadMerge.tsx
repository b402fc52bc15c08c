// Merging another lead of the same person into the open one: pick it, see what would move, confirm.
// Fetched when a lead opens, as the reply composer is.
import {
  Alert,
  Button,
  Group,
  List,
  Modal,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import '@mantine/core/styles/List.css';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowsJoin } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { trpc } from '../../../lib/trpc.ts';
import { errorMessage, errorStatus, serverFieldErrors } from '../AdminDataProvider.tsx';
import { ErrorNotice, LoadingBlock } from '../shared.tsx';
import { MERGE_TEXTS } from './mergeTexts.ts';
import { STATUS_LABELS } from './texts.ts';
import type { LeadStatus } from '@agency/schema';

interface LeadMergeProps {
  lead: { id: string; email: string };
}

export function LeadMerge({ lead }: LeadMergeProps) {
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconArrowsJoin size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {MERGE_TEXTS.open}
      </Button>
      <Modal opened={opened} onClose={close} title={MERGE_TEXTS.title} centered size="lg">
        {opened ? <MergeDialog lead={lead} onDone={close} /> : null}
      </Modal>
    </>
  );
}

function MergeDialog({ lead, onDone }: LeadMergeProps & { onDone: () => void }) {
  const [mergedId, setMergedId] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  if (!mergedId)
    return (
      <Picker
        leadId={lead.id}
        refused={refused}
        onPick={(id) => {
          setRefused(null);
          setMergedId(id);
        }}
        onCancel={onDone}
      />
    );
  return (
    <Confirmation
      keptId={lead.id}
      mergedId={mergedId}
      onBack={() => setMergedId(null)}
      onRefused={(message) => {
        setRefused(message);
        setMergedId(null);
      }}
      onDone={onDone}
    />
  );
}

function Picker({
  leadId,
  refused,
  onPick,
  onCancel,
}: {
  leadId: string;
  /** The server's refusal of the lead picked before, shown beside the search until it changes. */
  refused: string | null;
  onPick: (id: string) => void;
  onCancel: () => void;
}) {
  const [search, setSearch] = useState('');
  const [error, setError] = useState(refused);
  const [term] = useDebouncedValue(search.trim(), 250);
  const found = trpc.admin.leads.list.useQuery(
    { search: term, limit: 10 },
    { enabled: term.length > 0 },
  );
  const others = found.data?.leads.filter((other) => other.id !== leadId) ?? [];
  return (
    <Stack>
      <TextInput
        label={MERGE_TEXTS.search}
        description={MERGE_TEXTS.searchHint}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setError(null);
        }}
        error={error}
        data-autofocus
      />
      {found.isError ? <ErrorNotice title={errorMessage(found.error)} /> : null}
      {term && found.data && others.length === 0 ? (
        <Text size="sm" c="dimmed">
          {MERGE_TEXTS.noMatch}
        </Text>
      ) : null}
      <Stack gap={4} data-testid="merge-candidates">
        {others.map((other) => (
          <UnstyledButton
            key={other.id}
            onClick={() => onPick(other.id)}
            aria-label={MERGE_TEXTS.pick(other.name ?? other.email)}
            p="xs"
            style={{
              borderRadius: 'var(--mantine-radius-sm)',
              border: '1px solid var(--mantine-color-default-border)',
            }}
          >
            <Text size="sm" fw={600}>
              {other.name ?? other.email}
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {[other.email, other.company].filter(Boolean).join(' · ')}
            </Text>
          </UnstyledButton>
        ))}
      </Stack>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {MERGE_TEXTS.cancel}
        </Button>
      </Group>
    </Stack>
  );
}

const plural = (count: number, [one, many]: [string, string]) =>
  `${count} ${count === 1 ? one : many}`;

function Confirmation({
  keptId,
  mergedId,
  onBack,
  onRefused,
  onDone,
}: {
  keptId: string;
  mergedId: string;
  onBack: () => void;
  /** The server refused the lead picked (itself, or merged or deleted meanwhile): pick again. */
  onRefused: (message: string) => void;
  onDone: () => void;
}) {
  const utils = trpc.useUtils();
  const preview = trpc.admin.leads.mergePreview.useQuery(
    { id: keptId, mergedId },
    { refetchOnWindowFocus: false },
  );
  const merge = trpc.admin.leads.merge.useMutation({
    onSuccess: async () => {
      await Promise.all([
        utils.admin.leads.detail.invalidate({ id: keptId }),
        utils.admin.leads.list.invalidate(),
      ]);
      onDone();
    },
    // Stale: what was shown is no longer what would move, so show it again before anything.
    onError: (error) => {
      if (errorStatus(error) === 409) void preview.refetch();
    },
  });
  const refusedPick = serverFieldErrors(preview.error ?? merge.error).mergedId;
  useEffect(() => {
    if (refusedPick) onRefused(refusedPick);
  }, [refusedPick, onRefused]);
  if (preview.isPending) return <LoadingBlock label={MERGE_TEXTS.loading} />;
  if (preview.isError || !preview.data)
    return (
      <Stack>
        <ErrorNotice title={errorMessage(preview.error)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onBack}>
            {MERGE_TEXTS.back}
          </Button>
        </Group>
      </Stack>
    );
  const { kept, merged, moves, result, confirm } = preview.data;
  const moved = Object.entries(moves).filter(([, count]) => count > 0);
  const filled = (['name', 'company', 'phone'] as const).filter(
    (field) => kept[field] === null && result[field] !== null,
  );
  const stale = merge.isError && errorStatus(merge.error) === 409;
  return (
    <Stack data-testid="merge-confirmation">
      <Text size="sm" fw={600}>
        {MERGE_TEXTS.moves(merged.email)}
      </Text>
      {moved.length ? (
        <List size="sm" data-testid="merge-moves">
          {moved.map(([key, count]) => (
            <List.Item key={key}>{plural(count, MERGE_TEXTS.counts[key] ?? [key, key])}</List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm" c="dimmed">
          {MERGE_TEXTS.nothingMoves}
        </Text>
      )}
      <Text size="sm" fw={600}>
        {MERGE_TEXTS.becomes}
      </Text>
      <List size="sm" data-testid="merge-result">
        {filled.map((field) => (
          <List.Item key={field}>
            {MERGE_TEXTS.fills(field[0]!.toUpperCase() + field.slice(1), result[field]!)}
          </List.Item>
        ))}
        {result.status !== kept.status ? (
          <List.Item>
            {MERGE_TEXTS.status(STATUS_LABELS[result.status as LeadStatus]?.label ?? result.status)}
          </List.Item>
        ) : null}
        {result.owner !== kept.owner ? (
          <List.Item>{MERGE_TEXTS.owner(result.owner)}</List.Item>
        ) : null}
        {merged.notes ? <List.Item>{MERGE_TEXTS.notesAppended}</List.Item> : null}
      </List>
      {kept.owner && merged.owner && kept.owner !== merged.owner ? (
        <Text size="sm">{MERGE_TEXTS.otherOwner(merged.owner)}</Text>
      ) : null}
      {kept.spam ? <Alert color="yellow">{MERGE_TEXTS.keptSpam}</Alert> : null}
      {!kept.spam && merged.spam ? <Alert color="yellow">{MERGE_TEXTS.mergedSpam}</Alert> : null}
      <Text size="sm">{MERGE_TEXTS.alias(merged.email)}</Text>
      {stale ? (
        <Alert color="yellow" data-testid="merge-stale">
          {errorMessage(merge.error)} {MERGE_TEXTS.stale}
        </Alert>
      ) : merge.isError ? (
        <ErrorNotice title={errorMessage(merge.error)} />
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onBack} disabled={merge.isPending}>
          {MERGE_TEXTS.back}
        </Button>
        <Button
          color="red"
          loading={merge.isPending}
          // After a refusal, a refetch brings a new digest; the old one is not sent again.
          disabled={preview.isFetching}
          onClick={() => merge.mutate({ id: keptId, mergedId, confirm })}
        >
          {MERGE_TEXTS.confirm}
        </Button>
      </Group>
    </Stack>
  );
}
