import { ANSWER_CONTEXTS, type AnswerContext } from '@agency/schema';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Grid,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc.ts';
import { errorMessage } from '../AdminDataProvider.tsx';
import { formatAdminDate } from '../format.ts';
import { CardCell } from '../CardTable.tsx';
import { FilterSelect, ListStatus, ListTable, SearchField } from '../lists.tsx';
import { ErrorNotice, LoadingBlock } from '../shared.tsx';
import { useUrlParams } from '../urlParams.ts';
import { useSearchDraft } from '../useSearchDraft.ts';
import { AnswerForm, CONTEXT_LABELS } from './AnswerForm.tsx';
import { AnswerHistory } from './AnswerHistory.tsx';

/** Every answer of the assistant, searchable; one opens in its editor (`?answer=<id>`). */
export function AnswersView() {
  const [params, update] = useUrlParams();
  const selected = params.get('answer');
  if (selected) return <AnswerEditor id={selected} onBack={() => update({ answer: null })} />;
  return <AnswersList onOpen={(id) => update({ answer: id })} />;
}

function AnswersList({ onOpen }: { onOpen: (id: string) => void }) {
  const [params, update] = useUrlParams();
  const search = params.get('q') ?? '';
  const context = params.get('context') ?? 'all';
  const [draft, setDraft] = useSearchDraft(search, (q) => update({ q }));
  const query = trpc.admin.assistant.answers.list.useQuery(
    { search: search || undefined, context: context as AnswerContext | 'all' },
    { placeholderData: keepPreviousData },
  );
  const data = query.data;

  return (
    <Stack gap="md">
      <Group align="flex-end">
        <SearchField
          label="Search answers"
          placeholder="Words of a text or a phrasing, a topic, an id"
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          style={{ flex: '1 1 260px', maxWidth: 360 }}
        />
        <FilterSelect
          label="Belongs to"
          allLabel="All"
          options={ANSWER_CONTEXTS.map((value) => ({ value, label: CONTEXT_LABELS[value] }))}
          value={context}
          onChange={(value) => update({ context: value })}
          w={240}
        />
        {data ? (
          <Text size="sm" c="dimmed">{`${data.answers.length} of ${data.total} answers`}</Text>
        ) : null}
      </Group>
      <ListStatus
        query={query}
        rows={data?.answers}
        loading="Loading answers..."
        empty="No answer matches."
      />
      <ListTable
        label="Answers"
        rows={data?.answers}
        head={
          <>
            <Table.Th>Answer</Table.Th>
            <Table.Th>Topic</Table.Th>
            <Table.Th>English text</Table.Th>
            <Table.Th ta="right">Phrasings</Table.Th>
            <Table.Th>Changed</Table.Th>
          </>
        }
      >
        {(answer) => (
          <Table.Tr key={answer.id} data-testid="answer-row">
            <CardCell area="title">
              <Anchor component="button" type="button" fw={600} onClick={() => onOpen(answer.id)}>
                {answer.id}
              </Anchor>
              <Group gap={4} mt={4}>
                <Badge size="xs" variant="light">
                  {CONTEXT_LABELS[answer.context]}
                </Badge>
                {answer.enabled ? null : (
                  <Badge size="xs" color="gray">
                    Off
                  </Badge>
                )}
                {answer.composer ? (
                  <Badge size="xs" color="violet" variant="light">
                    Filled from content
                  </Badge>
                ) : null}
              </Group>
            </CardCell>
            <CardCell label="Topic">{answer.topic}</CardCell>
            <CardCell maw={480}>
              <Text size="sm" lineClamp={2}>
                {answer.textEn}
              </Text>
            </CardCell>
            <CardCell label="Phrasings" ta="right">
              {`${answer.phrasings.en} en · ${answer.phrasings.es} es`}
            </CardCell>
            <CardCell label="Changed">
              <Text size="xs" c="dimmed">
                {formatAdminDate(answer.updatedAt)}
              </Text>
            </CardCell>
          </Table.Tr>
        )}
      </ListTable>
    </Stack>
  );
}

function AnswerEditor({ id, onBack }: { id: string; onBack: () => void }) {
  const utils = trpc.useUtils();
  const answer = trpc.admin.assistant.answers.detail.useQuery({ id });
  const save = trpc.admin.assistant.answers.update.useMutation({
    onSuccess: async () => {
      await Promise.all([
        utils.admin.assistant.answers.invalidate(),
        utils.admin.assistant.unanswered.invalidate(),
      ]);
    },
  });
  const refresh = () => void utils.admin.assistant.answers.invalidate();
  const data = answer.data;

  return (
    <Stack gap="md">
      <Group>
        <Button
          variant="subtle"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={onBack}
        >
          All answers
        </Button>
      </Group>
      {answer.isError ? <ErrorNotice title={errorMessage(answer.error)} /> : null}
      {answer.isPending ? <LoadingBlock label="Loading the answer..." /> : null}
      {data ? (
        <Grid gap="lg" align="flex-start">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Paper withBorder radius="md" p="lg">
              <Title order={2} size="h4" mb={4}>
                {data.id}
              </Title>
              {data.composer ? (
                <Text size="sm" c="dimmed" mb="md">
                  {`Filled from the site's content when given (${data.composer}); the text below is what it says when there is nothing to fill in.`}
                </Text>
              ) : null}
              {save.isSuccess ? (
                <Alert color="green" variant="light" mb="md" role="status">
                  Saved: the assistant gives this version from the next message, on every server.
                </Alert>
              ) : null}
              <AnswerForm
                // A restore or someone else's save loads the stored version afresh.
                key={data.updatedAt}
                initial={data}
                submitLabel="Save"
                pending={save.isPending}
                serverError={save.isError ? errorMessage(save.error) : null}
                onSubmit={(draft) =>
                  save.mutate({ id, changes: { ...draft, updatedAt: data.updatedAt } })
                }
              />
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <AnswerHistory unitId={id} onRestored={refresh} />
          </Grid.Col>
        </Grid>
      ) : null}
    </Stack>
  );
}
