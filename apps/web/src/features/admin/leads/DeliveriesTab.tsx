import { DELIVERY_CHANNELS, DELIVERY_STATUSES, OUTBOX_EVENT_TYPES } from '@agency/schema';
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc.ts';
import { errorMessage } from '../AdminDataProvider.tsx';
import { formatAdminDate } from '../format.ts';
import { CardCell } from '../CardTable.tsx';
import { FilterSelect, ListStatus, ListTable } from '../lists.tsx';
import { ErrorNotice } from '../shared.tsx';
import { useUrlParams } from '../urlParams.ts';
import { LEAD_TEXTS } from './texts.ts';

const STATUS_COLORS: Record<string, string> = {
  pending: 'yellow',
  sending: 'blue',
  delivered: 'green',
  failed: 'red',
};

/** Only these can be sent again: a pending one now, a failed one for a new round. */
const RESENDABLE = new Set(['pending', 'failed']);

/** The value of a URL filter when it is one of `values`, else all. */
function pick<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((known) => known === value);
}

/**
 * Each email and webhook delivery: attempts, last answer, next try; a pending or failed one can be
 * sent again. The filters live in the URL, so the admin's failing-email banner can link to them.
 */
export function DeliveriesTab() {
  const [params, updateParams] = useUrlParams();
  const status = pick(DELIVERY_STATUSES, params.get('status'));
  const channel = pick(DELIVERY_CHANNELS, params.get('channel'));
  const type = pick(OUTBOX_EVENT_TYPES, params.get('type'));
  const filtered = Boolean(status || channel || type);
  const utils = trpc.useUtils();
  const query = trpc.admin.deliveries.list.useQuery(
    { status, channel, type, limit: 100 },
    { placeholderData: keepPreviousData },
  );
  const resend = trpc.admin.deliveries.resend.useMutation({
    onSettled: () =>
      Promise.all([
        utils.admin.deliveries.list.invalidate(),
        utils.admin.deliveries.health.invalidate(),
      ]),
  });
  const data = query.data;
  const filter = (key: string) => (value: string | null) => updateParams({ [key]: value });

  return (
    <Stack gap="lg">
      <Group gap="md" align="end">
        <FilterSelect
          label="Status"
          allLabel={LEAD_TEXTS.allDeliveryStatuses}
          options={DELIVERY_STATUSES.map((value) => ({ value, label: value }))}
          value={status}
          onChange={filter('status')}
          w={200}
        />
        <FilterSelect
          label="Channel"
          allLabel={LEAD_TEXTS.allChannels}
          options={DELIVERY_CHANNELS.map((value) => ({ value, label: value }))}
          value={channel}
          onChange={filter('channel')}
          w={200}
        />
        <FilterSelect
          label="Event"
          allLabel={LEAD_TEXTS.allEventTypes}
          options={OUTBOX_EVENT_TYPES.map((value) => ({ value, label: value }))}
          value={type}
          onChange={filter('type')}
          w={220}
        />
      </Group>
      <ListStatus
        query={query}
        rows={data?.deliveries}
        loading={LEAD_TEXTS.loadingDeliveries}
        empty={filtered ? LEAD_TEXTS.noDeliveriesMatch : LEAD_TEXTS.noDeliveries}
        notices={resend.isError ? <ErrorNotice title={errorMessage(resend.error)} /> : null}
      />
      <ListTable
        label="Deliveries"
        rows={data?.deliveries}
        head={
          <>
            <Table.Th>Event</Table.Th>
            <Table.Th>To</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Attempts</Table.Th>
            <Table.Th>Last answer</Table.Th>
            <Table.Th>Next try</Table.Th>
            <Table.Th aria-label="Actions" />
          </>
        }
      >
        {(delivery) => (
          <Table.Tr key={delivery.id} data-testid="delivery-row">
            <CardCell area="title">
              <Text size="sm" fw={600}>
                {delivery.eventType}
              </Text>
              <Text size="xs" c="dimmed">
                {formatAdminDate(delivery.eventCreatedAt)}
              </Text>
            </CardCell>
            <CardCell label="To" maw={260}>
              <Text size="sm" truncate>
                {delivery.channel === 'email' ? 'Email: ' : ''}
                {delivery.target}
              </Text>
            </CardCell>
            <CardCell area="badges">
              <Badge color={STATUS_COLORS[delivery.status] ?? 'gray'} variant="light">
                {delivery.status}
              </Badge>
            </CardCell>
            <CardCell label="Attempts" ta="right">
              {delivery.attempts}
            </CardCell>
            <CardCell label="Last answer" maw={220}>
              <Text size="sm" truncate>
                {delivery.lastError ?? (delivery.lastStatus ? `HTTP ${delivery.lastStatus}` : '—')}
              </Text>
            </CardCell>
            <CardCell label="Next try">
              {delivery.nextAttemptAt ? formatAdminDate(delivery.nextAttemptAt) : '—'}
              {delivery.lastResend ? (
                <Text size="xs" c="dimmed">
                  Resent by {delivery.lastResend.by}, {formatAdminDate(delivery.lastResend.at)}
                </Text>
              ) : null}
            </CardCell>
            <CardCell area="action" ta="right">
              <Button
                size="xs"
                variant="light"
                title={LEAD_TEXTS.resendHint}
                disabled={!RESENDABLE.has(delivery.status)}
                loading={resend.isPending && resend.variables?.id === delivery.id}
                onClick={() => resend.mutate({ id: delivery.id })}
              >
                {LEAD_TEXTS.resend}
              </Button>
            </CardCell>
          </Table.Tr>
        )}
      </ListTable>
    </Stack>
  );
}
