import { LEAD_SOURCES, LEAD_STATUSES, type LeadListQuery, type LeadStatus } from '@agency/schema';
import {
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { trpc } from '../../../lib/trpc.ts';
import { errorMessage } from '../AdminDataProvider.tsx';
import { formatAdminDate } from '../format.ts';
import { downloadFile } from '../session.ts';
import { FilterSelect, ListStatus, SearchField } from '../lists.tsx';
import { ErrorNotice, LoadingBlock } from '../shared.tsx';
import { MarkAllReadButton } from '../unread.tsx';
import { useSearchDraft } from '../useSearchDraft.ts';
import { BriefFilters, type BriefFilterValues } from './brief.tsx';
import { BULK_TEXTS } from './bulkTexts.ts';
import { LEAD_TEXTS, SOURCE_LABELS, STATUS_LABELS } from './texts.ts';

export const LEADS_PAGE_SIZE = 50;

// The rows with their selection and bulk actions come with the first page of leads: the admin's
// first load has no room for them.
const LeadsTable = lazy(() =>
  import('./LeadsTable.tsx').then((mod) => ({ default: mod.LeadsTable })),
);

/** The status filter's value for the leads marked spam, which every other view leaves out. */
const SPAM = 'spam';

interface LeadsOverviewProps {
  token: string;
  search: string;
  status: string;
  source: string;
  assignedToMe: boolean;
  /** The budget, timeline, service and industry filters, '' for none. */
  brief: BriefFilterValues;
  onChange: (changes: Record<string, string | null>) => void;
  onOpen: (id: string) => void;
}

/** A lead still new past its reply due time. */
export function OverdueBadge({ dueAt }: { dueAt: string | null }) {
  return (
    <Badge
      color="red"
      variant="filled"
      data-testid="overdue"
      title={`${LEAD_TEXTS.overdueHint}${dueAt ? ` (due ${formatAdminDate(dueAt)})` : ''}`}
    >
      {LEAD_TEXTS.overdue}
    </Badge>
  );
}

/** Search, status and source filters, counters by status (each one a filter), the list and its CSV. */
export function LeadsOverview({
  token,
  search,
  status,
  source,
  assignedToMe,
  brief,
  onChange,
  onOpen,
}: LeadsOverviewProps) {
  const [draft, setDraft] = useSearchDraft(search, (q) => onChange({ q }));
  const [csvError, setCsvError] = useState<string | null>(null);
  // Held here, not in the table: a bulk action that empties the view (the last spam lead marked
  // not spam) takes the table away, and the notice must still say what was done.
  const [bulkChanged, setBulkChanged] = useState<number | null>(null);

  const spamView = status === SPAM;
  const filters = {
    search: search || undefined,
    status: (status && !spamView ? status : undefined) as LeadStatus | undefined,
    spam: spamView ? ('only' as const) : undefined,
    source: (source || undefined) as (typeof LEAD_SOURCES)[number] | undefined,
    assigned: assignedToMe ? ('me' as const) : undefined,
    // From the URL as typed: the server refuses a value it does not know, and the list says why.
    ...(Object.fromEntries(
      Object.entries(brief).map(([key, value]) => [key, value || undefined]),
    ) as Pick<LeadListQuery, keyof BriefFilterValues>),
  };
  const query = trpc.admin.leads.list.useQuery(
    { ...filters, limit: LEADS_PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const data = query.data;

  const downloadCsv = () => {
    setCsvError(null);
    const params = new URLSearchParams(
      Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
    );
    const day = new Date().toISOString().slice(0, 10);
    downloadFile(`/api/admin/leads.csv?${params}`, token, `leads-${day}.csv`).catch(
      (failure: unknown) => setCsvError(errorMessage(failure)),
    );
  };

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, xs: 3, md: 6 }} spacing="sm">
        {LEAD_STATUSES.map((value) => (
          <UnstyledButton
            key={value}
            onClick={() => onChange({ status: status === value ? null : value })}
            aria-pressed={status === value}
            data-testid="lead-counter"
          >
            <Paper
              withBorder
              radius="md"
              p="sm"
              bg={status === value ? 'var(--mantine-color-dark-5)' : undefined}
            >
              <Text size="xs" tt="uppercase" fw={700} c="dimmed">
                {STATUS_LABELS[value].label}
              </Text>
              <Text fz={24} fw={700}>
                {data ? data.counts[value].toLocaleString('en-US') : '–'}
              </Text>
            </Paper>
          </UnstyledButton>
        ))}
      </SimpleGrid>

      <Group gap="md" align="flex-end" wrap="wrap">
        <SearchField
          placeholder={LEAD_TEXTS.search}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          style={{ flex: '1 1 300px' }}
        />
        <FilterSelect
          label="Status"
          allLabel={LEAD_TEXTS.allStatuses}
          options={[
            ...LEAD_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value].label })),
            { value: SPAM, label: LEAD_TEXTS.spam },
          ]}
          value={status}
          onChange={(value) => onChange({ status: value })}
        />
        <FilterSelect
          label="Source"
          allLabel={LEAD_TEXTS.allSources}
          options={LEAD_SOURCES.map((value) => ({ value, label: SOURCE_LABELS[value] ?? value }))}
          value={source}
          onChange={(value) => onChange({ source: value })}
        />
        <BriefFilters values={brief} onChange={onChange} />
        <Switch
          label={LEAD_TEXTS.assignedToMe}
          checked={assignedToMe}
          onChange={(event) => onChange({ assigned: event.currentTarget.checked ? 'me' : null })}
          mb={8}
        />
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={downloadCsv}
        >
          {LEAD_TEXTS.downloadCsv}
        </Button>
        <MarkAllReadButton kind="lead" />
      </Group>

      {csvError ? <ErrorNotice title={csvError} /> : null}
      <ListStatus
        query={query}
        rows={data?.leads}
        loading="Loading leads..."
        empty={
          search || status || source || assignedToMe || Object.values(brief).some(Boolean)
            ? LEAD_TEXTS.noLeadsMatch
            : LEAD_TEXTS.noLeads
        }
      />
      {bulkChanged !== null ? (
        <Text size="sm" c="dimmed" aria-live="polite">
          {BULK_TEXTS.done(bulkChanged)}
        </Text>
      ) : null}
      {data && data.leads.length > 0 ? (
        <Suspense fallback={<LoadingBlock label="Loading leads..." />}>
          <LeadsTable
            leads={data.leads}
            busy={query.isFetching}
            spamView={spamView}
            onOpen={onOpen}
            onChanged={setBulkChanged}
          />
        </Suspense>
      ) : null}
      {data && data.total > data.leads.length ? (
        <Text size="sm" c="dimmed">
          Showing the {data.leads.length} most recent of {data.total}; search or filter to narrow
          down, or download the CSV for all.
        </Text>
      ) : null}
    </Stack>
  );
}
