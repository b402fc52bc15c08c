// The leads list's rows with their selection and the bulk actions on it. Loaded with the first page
// of leads rather than with the admin: the admin's first load has no room for it.
import { LEAD_STATUSES, type LeadBulk, type LeadStatus } from '@agency/schema';
import {
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import { trpc } from '../../../lib/trpc.ts';
import { errorMessage, type AdminOutputs } from '../AdminDataProvider.tsx';
import { formatAdminDate } from '../format.ts';
import { CardCell } from '../CardTable.tsx';
import { ListTable } from '../lists.tsx';
import { ErrorNotice } from '../shared.tsx';
import { briefCells } from './brief.tsx';
import { BRIEF_TEXTS } from './briefTexts.ts';
import { BULK_TEXTS } from './bulkTexts.ts';
import { OverdueBadge } from './LeadsOverview.tsx';
import { LEAD_TEXTS, SOURCE_LABELS, STATUS_LABELS } from './texts.ts';

type Lead = AdminOutputs['leads']['list']['leads'][number];

function StatusBadge({ status }: { status: string }) {
  const style = STATUS_LABELS[status as LeadStatus] ?? { label: status, color: 'gray' };
  return (
    <Badge color={style.color} variant="light" data-status={status}>
      {style.label}
    </Badge>
  );
}

interface LeadsTableProps {
  leads: Lead[];
  busy: boolean;
  /** The list shows the leads marked spam: the spam action takes the mark off. */
  spamView: boolean;
  onOpen: (id: string) => void;
  /** A bulk action changed this many leads; null when the selection changes again. */
  onChanged: (changed: number | null) => void;
}

export function LeadsTable({ leads, busy, spamView, onOpen, onChanged }: LeadsTableProps) {
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  // Only what is on the page now: a lead that left it (another page, a filter) is not acted on.
  const selected = leads.filter((lead) => picked.has(lead.id)).map((lead) => lead.id);
  const all = selected.length === leads.length;
  const toggle = (id: string, on: boolean) => {
    // Outside the updater: an updater runs while this table renders, and the notice is the
    // overview's state.
    onChanged(null);
    setPicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };

  return (
    <Stack gap="sm">
      {selected.length ? (
        <BulkBar
          ids={selected}
          spamView={spamView}
          onClear={() => setPicked(new Set())}
          onDone={(count) => {
            setPicked(new Set());
            onChanged(count);
          }}
        />
      ) : null}
      <ListTable
        label="Leads"
        selectable
        busy={busy}
        rows={leads}
        head={
          <>
            <CardCell head area="select" label={BULK_TEXTS.selectAll} w={40}>
              <Checkbox
                aria-label={BULK_TEXTS.selectAll}
                checked={all}
                indeterminate={selected.length > 0 && !all}
                onChange={() => {
                  onChanged(null);
                  setPicked(new Set(all ? [] : leads.map((lead) => lead.id)));
                }}
              />
            </CardCell>
            <Table.Th>Person</Table.Th>
            <Table.Th>Company</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Sources</Table.Th>
            <Table.Th>{BRIEF_TEXTS.budget}</Table.Th>
            <Table.Th>{BRIEF_TEXTS.timeline}</Table.Th>
            <Table.Th>{BRIEF_TEXTS.services}</Table.Th>
            <Table.Th>{BRIEF_TEXTS.industry}</Table.Th>
            <Table.Th>Last activity</Table.Th>
            <Table.Th aria-label="Actions" />
          </>
        }
      >
        {(lead) => (
          <Table.Tr
            key={lead.id}
            data-testid="lead-row"
            data-lead-id={lead.id}
            data-unread={lead.unread || undefined}
          >
            <CardCell area="select">
              <Checkbox
                aria-label={BULK_TEXTS.select(lead.name ?? lead.email)}
                checked={picked.has(lead.id)}
                onChange={(event) => toggle(lead.id, event.currentTarget.checked)}
              />
            </CardCell>
            <CardCell area="title" maw={280}>
              <Text size="sm" fw={lead.unread ? 800 : 400} truncate>
                {lead.name ?? lead.email}
                {lead.unread ? <VisuallyHidden> ({LEAD_TEXTS.unread})</VisuallyHidden> : null}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {lead.email}
              </Text>
            </CardCell>
            <CardCell label="Company">{lead.company ?? '—'}</CardCell>
            <CardCell area="badges">
              <Group gap={4} wrap="nowrap">
                <StatusBadge status={lead.status} />
                {lead.overdue ? <OverdueBadge dueAt={lead.dueAt} /> : null}
              </Group>
            </CardCell>
            <CardCell label="Sources">
              <Text size="sm">
                {lead.sources.map((value) => SOURCE_LABELS[value] ?? value).join(', ')}
              </Text>
            </CardCell>
            {Object.entries(briefCells(lead.brief)).map(([field, value]) => (
              <CardCell
                key={field}
                label={BRIEF_TEXTS[field as keyof ReturnType<typeof briefCells>]}
                data-brief={field}
              >
                <Text size="sm" c={value ? undefined : 'dimmed'}>
                  {value ?? '—'}
                </Text>
              </CardCell>
            ))}
            <CardCell label="Last activity">
              <Text size="sm">{formatAdminDate(lead.lastActivityAt)}</Text>
            </CardCell>
            <CardCell area="action" ta="right">
              <Button size="xs" variant="light" onClick={() => onOpen(lead.id)}>
                {LEAD_TEXTS.open}
              </Button>
            </CardCell>
          </Table.Tr>
        )}
      </ListTable>
    </Stack>
  );
}

/** The assign select's value for taking the owner off: a staff id is never this. */
const NOBODY = 'nobody';

/** Owner, status, spam or deletion for the selected leads: one request each, all or nothing. */
function BulkBar({
  ids,
  spamView,
  onClear,
  onDone,
}: {
  ids: string[];
  spamView: boolean;
  onClear: () => void;
  onDone: (changed: number) => void;
}) {
  const utils = trpc.useUtils();
  const people = trpc.admin.staff.active.useQuery();
  const [deleting, setDeleting] = useState(false);
  const bulk = trpc.admin.leads.bulk.useMutation({
    onSuccess: async (result) => {
      setDeleting(false);
      onDone(result.changed);
      await Promise.all([
        utils.admin.leads.list.invalidate(),
        utils.admin.unread.counts.invalidate(),
      ]);
    },
  });
  const run = (action: LeadBulk['action']) => bulk.mutate({ ids, action });

  return (
    <Paper withBorder radius="md" p="sm" data-testid="lead-bulk">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Text size="sm" fw={700} mb={8} aria-live="polite">
          {BULK_TEXTS.selected(ids.length)}
        </Text>
        <Select
          label={BULK_TEXTS.assign}
          data={[
            { value: NOBODY, label: BULK_TEXTS.nobody },
            ...(people.data ?? []).map((person) => ({ value: person.id, label: person.name })),
          ]}
          value={null}
          searchable
          disabled={bulk.isPending}
          onChange={(id) => id && run({ type: 'assign', ownerId: id === NOBODY ? null : id })}
          w={180}
          comboboxProps={{ withinPortal: false }}
        />
        <Select
          label={BULK_TEXTS.setStatus}
          data={LEAD_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value].label }))}
          value={null}
          disabled={bulk.isPending}
          onChange={(status) => status && run({ type: 'status', status: status as LeadStatus })}
          w={160}
          comboboxProps={{ withinPortal: false }}
        />
        <Button
          variant="default"
          disabled={bulk.isPending}
          onClick={() => run({ type: 'spam', spam: !spamView })}
        >
          {spamView ? BULK_TEXTS.notSpam : BULK_TEXTS.markSpam}
        </Button>
        <Button color="red" variant="light" onClick={() => setDeleting(true)}>
          {BULK_TEXTS.delete}
        </Button>
        <Button variant="subtle" onClick={onClear}>
          {BULK_TEXTS.clear}
        </Button>
      </Group>
      {bulk.isError && !deleting ? <ErrorNotice title={errorMessage(bulk.error)} /> : null}
      <Modal
        opened={deleting}
        onClose={() => setDeleting(false)}
        title={BULK_TEXTS.deleteTitle(ids.length)}
        centered
      >
        <Stack>
          <Text size="sm">{BULK_TEXTS.deleteWarning(ids.length)}</Text>
          {bulk.isError ? <ErrorNotice title={errorMessage(bulk.error)} /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(false)}>
              {BULK_TEXTS.cancel}
            </Button>
            <Button
              color="red"
              loading={bulk.isPending}
              onClick={() => run({ type: 'delete', confirmCount: ids.length })}
            >
              {BULK_TEXTS.deleteConfirm(ids.length)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
