import { DELIVERY_STATUSES } from '@agency/schema';
import { Badge, Button, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc } from '../../../lib/trpc.ts';
import { errorMessage } from '../AdminDataProvider.tsx';
import { formatAdminDate } from '../format.ts';
import { EmptyState, ErrorNotice, LoadingBlock } from '../shared.tsx';
import { LEAD_TEXTS } from './texts.ts';

const STATUS_COLORS: Record<string, string> = {
  pending: 'yellow',
  sending: 'blue',
  delivered: 'green',
  failed: 'red',
};

/** Each email and webhook delivery: attempts, last answer, next try; any can be sent again. */
export function DeliveriesTab() {
  const [status, setStatus] = useState('all');
  const utils = trpc.useUtils();
  const query = trpc.admin.deliveries.list.useQuery(
    {
      status: status === 'all' ? undefined : (status as (typeof DELIVERY_STATUSES)[number]),
      limit: 100,
    },
    { placeholderData: keepPreviousData },
  );
  const resend = trpc.admin.deliveries.resend.useMutation({
    onSuccess: () => utils.admin.deliveries.list.invalidate(),
  });
  const data = query.data;

  return (
    <Stack gap="lg">
      <Select
        label="Status"
        data={[
          { value: 'all', label: LEAD_TEXTS.allDeliveryStatuses },
          ...DELIVERY_STATUSES.map((value) => ({ value, label: value })),
        ]}
        value={status}
        onChange={(value) => setStatus(value ?? 'all')}
        allowDeselect={false}
        w={200}
        comboboxProps={{ withinPortal: false }}
      />
      {query.isError ? <ErrorNotice title={errorMessage(query.error)} /> : null}
      {resend.isError ? <ErrorNotice title={errorMessage(resend.error)} /> : null}
      {query.isPending ? <LoadingBlock label="Loading deliveries..." /> : null}
      {data && data.deliveries.length === 0 ? (
        <EmptyState>{LEAD_TEXTS.noDeliveries}</EmptyState>
      ) : null}
      {data && data.deliveries.length > 0 ? (
        <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
          <Table.ScrollContainer minWidth={900}>
            <Table verticalSpacing="sm" striped="even" aria-label="Deliveries">
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
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {delivery.eventType}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {formatAdminDate(delivery.eventCreatedAt)}
                      </Text>
                    </Table.Td>
                    <Table.Td maw={260}>
                      <Text size="sm" truncate>
                        {delivery.channel === 'email' ? 'Email: ' : ''}
                        {delivery.target}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLORS[delivery.status] ?? 'gray'} variant="light">
                        {delivery.status}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">{delivery.attempts}</Table.Td>
                    <Table.Td maw={220}>
                      <Text size="sm" truncate>
                        {delivery.lastError ??
                          (delivery.lastStatus ? `HTTP ${delivery.lastStatus}` : '—')}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {delivery.nextAttemptAt ? formatAdminDate(delivery.nextAttemptAt) : '—'}
                    </Table.Td>
                    <Table.Td ta="right">
                      <Button
                        size="xs"
                        variant="light"
                        disabled={delivery.status === 'sending' || delivery.status === 'pending'}
                        loading={resend.isPending && resend.variables?.id === delivery.id}
                        onClick={() => resend.mutate({ id: delivery.id })}
                      >
                        {LEAD_TEXTS.resend}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      ) : null}
    </Stack>
  );
}
