import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { trpc } from '../../../lib/trpc.ts';
import { errorMessage, type AdminOutputs } from '../AdminDataProvider.tsx';
import { formatAdminDate } from '../format.ts';
import { ListStatus } from '../lists.tsx';
import { ErrorNotice } from '../shared.tsx';
import { useUrlParams } from '../urlParams.ts';
import { useSearchDraft } from '../useSearchDraft.ts';
import { AnswerForm } from './AnswerForm.tsx';

type UnansweredGroup = AdminOutputs['assistant']['unanswered']['list']['groups'][number];

const REASONS: Record<string, string> = {
  unknown: 'could not confirm',
  fallback: 'fell back',
  error: 'fell back',
  'weak-unit': 'low confidence',
  passage: 'answered from a page',
  'off-topic': 'off topic',
  missed: 'visitor said it missed',
};

const STATUS: Record<string, { label: string; color: string }> = {
  open: { label: 'Open', color: 'orange' },
  attached: { label: 'Attached', color: 'teal' },
  answered: { label: 'Answered', color: 'green' },
  dismissed: { label: 'Dismissed', color: 'gray' },
};

const LANGUAGES: Record<string, string> = { en: 'English', es: 'Spanish', other: 'Other' };

/** The questions the assistant could not answer well, grouped, the most asked first. */
export function UnansweredView() {
  const [params, update] = useUrlParams();
  const status = (params.get('status') ?? 'open') as 'open' | 'handled' | 'all';
  const search = params.get('q') ?? '';
  const focus = params.get('group');
  const [draft, setDraft] = useSearchDraft(search, (q) => update({ q }));
  const query = trpc.admin.assistant.unanswered.list.useQuery(
    { status, search: search || undefined, limit: 100 },
    { placeholderData: keepPreviousData },
  );
  const focused = trpc.admin.assistant.unanswered.detail.useQuery(
    { id: focus ?? '' },
    { enabled: Boolean(focus) },
  );
  const data = query.data;
  const groups = focus && focused.data ? [focused.data] : (data?.groups ?? []);

  return (
    <Stack gap="md">
      <Group align="flex-end">
        <SegmentedControl
          value={status}
          onChange={(value) => update({ status: value === 'open' ? null : value, group: null })}
          data={[
            { value: 'open', label: `Open${data ? ` (${data.counts.open})` : ''}` },
            { value: 'handled', label: `Handled${data ? ` (${data.counts.handled})` : ''}` },
            { value: 'all', label: 'All' },
          ]}
        />
        <TextInput
          aria-label="Search questions"
          placeholder="Search questions"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          w={320}
        />
        {focus ? (
          <Button variant="subtle" onClick={() => update({ group: null })}>
            Show every question
          </Button>
        ) : null}
      </Group>
      <ListStatus
        query={query}
        rows={data ? groups : undefined}
        loading="Loading questions..."
        empty={
          status === 'open'
            ? 'Nothing waiting: every question the assistant missed has been handled.'
            : 'No question here.'
        }
        notices={focused.isError ? <ErrorNotice title={errorMessage(focused.error)} /> : null}
      />
      {groups.map((group) => (
        <GroupCard key={group.id} group={group} />
      ))}
    </Stack>
  );
}

function GroupCard({ group }: { group: UnansweredGroup }) {
  const utils = trpc.useUtils();
  const refresh = () =>
    Promise.all([
      utils.admin.assistant.unanswered.invalidate(),
      utils.admin.assistant.answers.invalidate(),
    ]);
  const [attaching, setAttaching] = useState(false);
  const [writing, setWriting] = useState(false);
  const [unitId, setUnitId] = useState<string | null>(null);
  const answers = trpc.admin.assistant.answers.list.useQuery({}, { enabled: attaching });
  const attach = trpc.admin.assistant.unanswered.attach.useMutation({ onSuccess: refresh });
  const write = trpc.admin.assistant.unanswered.answer.useMutation({ onSuccess: refresh });
  const dismiss = trpc.admin.assistant.unanswered.dismiss.useMutation({ onSuccess: refresh });
  const status = STATUS[group.status] ?? { label: group.status, color: 'gray' };
  const reasons = [...new Set(group.turns.map((turn) => REASONS[turn.reason] ?? turn.reason))];
  const error = attach.error ?? write.error ?? dismiss.error;
  const open = group.status === 'open';
  const questions = (lang: 'en' | 'es') => [
    ...new Set(
      group.turns
        .filter((turn) => (turn.lang === 'es' ? 'es' : 'en') === lang)
        .map((turn) => turn.question.trim()),
    ),
  ];

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      data-testid="unanswered-group"
      data-status={group.status}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="unanswered-question">
            {group.question}
          </Text>
          <Text size="xs" c="dimmed">
            {`Asked ${group.count} time${group.count === 1 ? '' : 's'} · first ${formatAdminDate(group.firstSeenAt)} · last ${formatAdminDate(group.lastSeenAt)} · ${group.langs.map((lang) => LANGUAGES[lang] ?? lang).join(', ')}`}
          </Text>
          <Text size="xs" c="dimmed">{`Why: ${reasons.join(', ')}`}</Text>
        </Stack>
        <Stack gap={4} align="flex-end">
          <Badge color={status.color} variant="light" data-testid="unanswered-status">
            {status.label}
          </Badge>
          {group.count > 1 ? <Badge variant="outline">{`${group.count}×`}</Badge> : null}
        </Stack>
      </Group>
      {open ? null : (
        <Text size="sm" mt="xs">
          {`${status.label}${group.unitId ? ` to “${group.unitId}”` : ''} by ${group.handledBy ?? 'staff'} on ${formatAdminDate(group.handledAt)}`}
        </Text>
      )}
      <Stack gap={2} mt="sm">
        {group.turns.map((turn) => (
          <Group key={turn.messageId} gap="xs" wrap="nowrap">
            <Anchor
              component={Link}
              to={`/admin?conversation=${turn.conversationId}`}
              size="sm"
              style={{ overflowWrap: 'anywhere' }}
            >
              {turn.question}
            </Anchor>
            <Text size="xs" c="dimmed">
              {formatAdminDate(turn.createdAt)}
            </Text>
          </Group>
        ))}
        {group.count > group.turns.length ? (
          <Text size="xs" c="dimmed">{`and ${group.count - group.turns.length} more`}</Text>
        ) : null}
      </Stack>
      {error ? (
        <Stack mt="sm">
          <ErrorNotice title={errorMessage(error)} />
        </Stack>
      ) : null}
      {attach.data?.skipped.length ? (
        <Text size="xs" c="dimmed" mt="xs">
          {`Not attached: ${attach.data.skipped.map((item) => `“${item.question}” (${item.why})`).join('; ')}`}
        </Text>
      ) : null}
      {open ? (
        <Group mt="md" gap="sm">
          <Button size="xs" onClick={() => setWriting(true)}>
            Write an answer
          </Button>
          {attaching ? (
            <Group gap="xs">
              <Select
                aria-label="Answer to attach to"
                placeholder="Choose an answer"
                searchable
                data={(answers.data?.answers ?? []).map((answer) => ({
                  value: answer.id,
                  label: `${answer.id} — ${answer.textEn.slice(0, 60)}`,
                }))}
                value={unitId}
                onChange={setUnitId}
                comboboxProps={{ withinPortal: false }}
                w={360}
              />
              <Button
                size="xs"
                variant="light"
                disabled={!unitId}
                loading={attach.isPending}
                onClick={() => unitId && attach.mutate({ id: group.id, unitId })}
              >
                Attach
              </Button>
            </Group>
          ) : (
            <Button size="xs" variant="light" onClick={() => setAttaching(true)}>
              Attach to an answer
            </Button>
          )}
          <Button
            size="xs"
            variant="subtle"
            color="gray"
            loading={dismiss.isPending}
            onClick={() => dismiss.mutate({ id: group.id })}
          >
            Dismiss
          </Button>
        </Group>
      ) : null}
      <Modal
        opened={writing}
        onClose={() => setWriting(false)}
        title="A new answer"
        size="xl"
        centered
      >
        <Text size="sm" c="dimmed" mb="md">
          The questions of this group become its phrasings; add other ways visitors might ask.
        </Text>
        <AnswerForm
          initial={{
            topic: '',
            context: 'general',
            textEn: '',
            textEs: '',
            phrasingsEn: questions('en'),
            phrasingsEs: questions('es'),
            enabled: true,
          }}
          submitLabel="Save the answer"
          pending={write.isPending}
          serverError={write.isError ? errorMessage(write.error) : null}
          onCancel={() => setWriting(false)}
          onSubmit={(answer) =>
            write.mutate({ id: group.id, answer }, { onSuccess: () => setWriting(false) })
          }
        />
      </Modal>
    </Card>
  );
}
