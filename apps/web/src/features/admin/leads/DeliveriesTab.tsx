import { DELIVERY_CHANNELS, DELIVERY_STATUSES, OUTBOX_EVENT_TYPES } from '@agency/schema';
import { Badge, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc.ts';
import { errorMessage } from '../AdminDataProvider.tsx';
import { formatAdminDate } from '../format.ts';
import { CardCell, CardTable } from '../CardTable.tsx';
import { EmptyState, ErrorNotice, LoadingBlock } from '../shared.tsx';
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
  const filter = (key: string) => (value: string | null) =>
    updateParams({ [key]: value === 'all' ? null : value });

  return (
    <Stack gap="lg">
      <Group gap="md" align="end">
        <Select
          label="Status"
          data={[
            { value: 'all', label: LEAD_TEXTS.allDeliveryStatuses },
            ...DELIVERY_STATUSES.map((value) => ({ value, label: value })),
          ]}
          value={status ?? 'all'}
          onChange={filter('status')}
          allowDeselect={false}
          w={200}
          comboboxProps={{ withinPortal: false }}
        />
        <Select
          label="Channel"
          data={[
            { value: 'all', label: LEAD_TEXTS.allChannels },
            ...DELIVERY_CHANNELS.map((value) => ({ value, label: value })),
          ]}
          value={channel ?? 'all'}
          onChange={filter('channel')}
          allowDeselect={false}
          w={200}
          comboboxProps={{ withinPortal: false }}
        />
        <Select
          label="Event"
          data={[
            { value: 'all', label: LEAD_TEXTS.allEventTypes },
            ...OUTBOX_EVENT_TYPES.map((value) => ({ value, label: value })),
          ]}
          value={type ?? 'all'}
          onChange={filter('type')}
          allowDeselect={false}
          w={220}
          comboboxProps={{ withinPortal: false }}
        />
      </Group>
      {query.isError ? <ErrorNotice title={errorMessage(query.error)} /> : null}
      {resend.isError ? <ErrorNotice title={errorMessage(resend.error)} /> : null}
      {query.isPending ? <LoadingBlock label={LEAD_TEXTS.loadingDeliveries} /> : null}
      {data && data.deliveries.length === 0 ? (
        <EmptyState>{filtered ? LEAD_TEXTS.noDeliveriesMatch : LEAD_TEXTS.noDeliveries}</EmptyState>
      ) : null}
      {data && data.deliveries.length > 0 ? (
        <CardTable label="Deliveries">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Event</Table.Th>
              <Table.Th>To</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th ta="right">Attempts</Table.Th>
              <Table.Th>Last answer</Table.Th>
              <Table.Th>Next try</Table.Th>
              <Table.Th aria-label="Actions" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.deliveries.map((delivery) => (
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
                    {delivery.lastError ??
                      (delivery.lastStatus ? `HTTP ${delivery.lastStatus}` : '—')}
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
            ))}
          </Table.Tbody>
        </CardTable>
      ) : null}
    </Stack>
  );
}
