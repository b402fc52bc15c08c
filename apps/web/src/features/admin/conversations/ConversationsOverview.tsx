import {
  Button,
  Group,
  Pagination,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  ThemeIcon,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconBriefcase,
  IconMessage,
  IconMessages,
  IconPaperclip,
  IconUsers,
} from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { trpc } from '../../../lib/trpc.ts';
import { formatAdminDate, INTENT_FILTER_OPTIONS } from '../format.ts';
import { CardCell } from '../CardTable.tsx';
import { FilterSelect, ListStatus, ListTable, RefreshButton, SearchField } from '../lists.tsx';
import { IntentBadge } from '../shared.tsx';
import { ADMIN_TEXTS } from '../texts.ts';
import { MarkAllReadButton } from '../unread.tsx';
import { useSearchDraft } from '../useSearchDraft.ts';

export const CONVERSATIONS_PAGE_SIZE = 25;

interface ConversationsOverviewProps {
  search: string;
  intent: string;
  page: number;
  onChange: (changes: Record<string, string | null>) => void;
  onOpen: (id: string) => void;
}

function Counter({
  label,
  value,
  icon,
  color,
}: {
  label: string;
  value: number | undefined;
  icon: ReactNode;
  color: string;
}) {
  return (
    <Paper withBorder radius="md" p="md" data-testid="admin-counter">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed" style={{ letterSpacing: '0.04em' }}>
            {label}
          </Text>
          <Text fz={28} fw={700} lh={1.2} mt={4}>
            {value === undefined ? '–' : value.toLocaleString('en-US')}
          </Text>
        </div>
        <ThemeIcon variant="light" color={color} size={38} radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
    </Paper>
  );
}

export function ConversationsOverview({
  search,
  intent,
  page,
  onChange,
  onOpen,
}: ConversationsOverviewProps) {
  const [draft, setDraft] = useSearchDraft(search, (q) => onChange({ q, page: null }));

  const query = trpc.admin.conversations.list.useQuery(
    {
      search: search || undefined,
      intent: intent || undefined,
      limit: CONVERSATIONS_PAGE_SIZE,
      offset: (page - 1) * CONVERSATIONS_PAGE_SIZE,
    },
    { placeholderData: keepPreviousData },
  );
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / CONVERSATIONS_PAGE_SIZE)) : 1;

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <Counter
          label={ADMIN_TEXTS.totalConversations}
          value={data?.counts.totalConversations}
          icon={<IconMessages size={20} />}
          color="sunset"
        />
        <Counter
          label={ADMIN_TEXTS.totalMessages}
          value={data?.counts.totalMessages}
          icon={<IconMessage size={20} />}
          color="cyan"
        />
        <Counter
          label={ADMIN_TEXTS.serviceInquiries}
          value={data?.counts.serviceInquiries}
          icon={<IconUsers size={20} />}
          color="blue"
        />
        <Counter
          label={ADMIN_TEXTS.employmentInquiries}
          value={data?.counts.employmentInquiries}
          icon={<IconBriefcase size={20} />}
          color="green"
        />
      </SimpleGrid>

      <Group gap="md" align="flex-end" wrap="wrap">
        <SearchField
          placeholder={ADMIN_TEXTS.searchConversations}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          style={{ flex: '1 1 320px' }}
        />
        <FilterSelect
          label="Intent"
          allLabel={ADMIN_TEXTS.allIntents}
          options={INTENT_FILTER_OPTIONS}
          value={intent}
          onChange={(value) => onChange({ intent: value, page: null })}
          w={220}
        />
        <RefreshButton label="Refresh conversations" query={query} />
        <MarkAllReadButton kind="conversation" />
      </Group>

      <ListStatus
        query={query}
        rows={data?.conversations}
        loading="Loading conversations..."
        empty={ADMIN_TEXTS.noConversations}
      />

      <ListTable
        label="Conversations"
        busy={query.isFetching}
        stale={query.isPlaceholderData}
        rows={data?.conversations}
        head={
          <>
            <Table.Th>Contact</Table.Th>
            <Table.Th>Latest message</Table.Th>
            <Table.Th>Intent</Table.Th>
            <Table.Th ta="right">Messages</Table.Th>
            <Table.Th>Last activity</Table.Th>
            <Table.Th aria-label="Actions" />
          </>
        }
      >
        {(conversation) => (
          <Table.Tr
            key={conversation.id}
            data-testid="conversation-row"
            data-conversation-id={conversation.id}
            data-unread={conversation.unread || undefined}
          >
            <CardCell area="title" maw={260}>
              <Text size="sm" fw={conversation.unread ? 800 : 400} truncate>
                {conversation.clientName ?? 'Anonymous visitor'}
                {conversation.unread ? <VisuallyHidden> (unread)</VisuallyHidden> : null}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {conversation.clientEmail ?? `Session ${conversation.sessionId}`}
              </Text>
            </CardCell>
            <CardCell maw={420}>
              {conversation.subject ? (
                <Text size="sm" fw={500} truncate>
                  {conversation.subject}
                </Text>
              ) : null}
              <Text size="sm" c="dimmed" lineClamp={2}>
                {conversation.lastMessage ?? '—'}
              </Text>
            </CardCell>
            <CardCell area="badges">
              <IntentBadge intent={conversation.intent} />
            </CardCell>
            <CardCell label="Messages" ta="right">
              <Group gap={6} justify="flex-end" wrap="nowrap">
                {conversation.documentCount + conversation.resumeCount > 0 ? (
                  <IconPaperclip
                    size={14}
                    aria-label={`${conversation.documentCount + conversation.resumeCount} files`}
                  />
                ) : null}
                <Text size="sm">{conversation.messageCount}</Text>
              </Group>
            </CardCell>
            <CardCell label="Last activity">
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatAdminDate(conversation.lastActivityAt)}
              </Text>
            </CardCell>
            <CardCell area="action" ta="right">
              <Button size="xs" variant="light" onClick={() => onOpen(conversation.id)}>
                {ADMIN_TEXTS.viewDetails}
              </Button>
            </CardCell>
          </Table.Tr>
        )}
      </ListTable>

      {data && data.total > CONVERSATIONS_PAGE_SIZE ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {`${((page - 1) * CONVERSATIONS_PAGE_SIZE + 1).toLocaleString('en-US')}–${Math.min(page * CONVERSATIONS_PAGE_SIZE, data.total).toLocaleString('en-US')} of ${data.total.toLocaleString('en-US')}`}
          </Text>
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={(value) => onChange({ page: value > 1 ? String(value) : null })}
            siblings={1}
            boundaries={1}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
