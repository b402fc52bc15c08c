import { STAFF_NAME_MAX, STAFF_ROLES, StaffCreate, type StaffRole } from '@agency/schema';
import {
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { trpc } from '../../../lib/trpc.ts';
import { errorMessage, serverFieldErrors } from '../AdminDataProvider.tsx';
import { formatAdminDate } from '../format.ts';
import { CardCell, CardTable } from '../CardTable.tsx';
import { EmptyState, ErrorNotice, LoadingBlock, TabHeading } from '../shared.tsx';
import { ROLE_LABELS, STAFF_TEXTS } from './texts.ts';

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** Owners only: a token per named person, shown once; when each was last used; revocation. */
export function StaffTab() {
  const utils = trpc.useUtils();
  const list = trpc.admin.staff.list.useQuery();
  const refresh = () =>
    Promise.all([utils.admin.staff.list.invalidate(), utils.admin.staff.active.invalidate()]);
  const create = trpc.admin.staff.create.useMutation({ onSuccess: refresh });
  const revoke = trpc.admin.staff.revoke.useMutation({ onSuccess: refresh });
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('staff');
  const [nameError, setNameError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server's own rule, so the form refuses what the server would, with its message.
    const checked = StaffCreate.shape.name.safeParse(name);
    if (!checked.success) {
      setNameError(checked.error.issues[0]?.message ?? null);
      return;
    }
    setNameError(null);
    create.mutate({ name, role }, { onSuccess: () => setName('') });
  };
  const issued = create.data;

  return (
    <Stack gap="lg" data-testid="staff-tab">
      <TabHeading title={STAFF_TEXTS.title} subtitle={STAFF_TEXTS.subtitle} />
      <Paper withBorder radius="md" p="md" component="form" onSubmit={submit}>
        <Group align="flex-end" gap="sm">
          <TextInput
            label={STAFF_TEXTS.name}
            value={name}
            maxLength={STAFF_NAME_MAX}
            onChange={(event) => setName(event.currentTarget.value)}
            error={nameError ?? serverFieldErrors(create.error).name}
            style={{ flex: 1, minWidth: 200 }}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} component="span" id="staff-role-label">
              {STAFF_TEXTS.role}
            </Text>
            <SegmentedControl
              aria-labelledby="staff-role-label"
              data={ROLE_OPTIONS}
              value={role}
              onChange={(value) => setRole(value as StaffRole)}
            />
          </Stack>
          <Button
            type="submit"
            leftSection={<IconKey size={16} aria-hidden />}
            loading={create.isPending}
          >
            {STAFF_TEXTS.create}
          </Button>
        </Group>
        {create.isError && !serverFieldErrors(create.error).name ? (
          <ErrorNotice title={errorMessage(create.error)} />
        ) : null}
      </Paper>
      {issued ? (
        <Alert
          color="teal"
          variant="light"
          title={STAFF_TEXTS.tokenTitle(issued.staff.name)}
          withCloseButton
          closeButtonLabel={STAFF_TEXTS.dismiss}
          onClose={() => create.reset()}
          data-testid="staff-token"
        >
          <Stack gap="xs">
            <Text size="sm">{STAFF_TEXTS.tokenOnce}</Text>
            <Code block>{issued.token}</Code>
            <CopyButton value={issued.token}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" onClick={copy} w="fit-content">
                  {copied ? STAFF_TEXTS.copied : STAFF_TEXTS.copy}
                </Button>
              )}
            </CopyButton>
          </Stack>
        </Alert>
      ) : null}
      {list.isPending ? <LoadingBlock label={STAFF_TEXTS.loading} /> : null}
      {list.isError ? <ErrorNotice title={errorMessage(list.error)} /> : null}
      {revoke.isError ? <ErrorNotice title={errorMessage(revoke.error)} /> : null}
      {list.isSuccess && list.data.length === 0 ? (
        <EmptyState>{STAFF_TEXTS.none}</EmptyState>
      ) : null}
      {list.data?.length ? (
        <CardTable label={STAFF_TEXTS.title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{STAFF_TEXTS.name}</Table.Th>
              <Table.Th>{STAFF_TEXTS.role}</Table.Th>
              <Table.Th>{STAFF_TEXTS.created}</Table.Th>
              <Table.Th>{STAFF_TEXTS.lastUsed}</Table.Th>
              <Table.Th>{STAFF_TEXTS.status}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.map((person) => (
              <Table.Tr key={person.id} data-testid="staff-row" data-staff={person.name}>
                <CardCell area="title">
                  <Text fw={500}>{person.name}</Text>
                  <Text size="xs" c="dimmed" ff="monospace">
                    slc_{person.tokenPrefix}_…
                  </Text>
                </CardCell>
                <CardCell label={STAFF_TEXTS.role}>{ROLE_LABELS[person.role]}</CardCell>
                <CardCell label={STAFF_TEXTS.created}>
                  <Text size="sm">{formatAdminDate(person.createdAt)}</Text>
                  <Text size="xs" c="dimmed">
                    by {person.createdBy}
                  </Text>
                </CardCell>
                <CardCell label={STAFF_TEXTS.lastUsed}>
                  {person.lastUsedAt ? formatAdminDate(person.lastUsedAt) : STAFF_TEXTS.never}
                </CardCell>
                <CardCell label={STAFF_TEXTS.status}>
                  {person.revokedAt ? (
                    <Text size="sm" c="dimmed">
                      Revoked {formatAdminDate(person.revokedAt)} by {person.revokedBy}
                    </Text>
                  ) : (
                    <Group gap="xs">
                      <Badge color="green" variant="light">
                        {STAFF_TEXTS.active}
                      </Badge>
                      {confirming === person.id ? (
                        <>
                          <Text size="sm">{STAFF_TEXTS.revokeConfirm(person.name)}</Text>
                          <Button
                            size="compact-xs"
                            color="red"
                            loading={revoke.isPending}
                            onClick={() =>
                              revoke.mutate(
                                { id: person.id },
                                { onSettled: () => setConfirming(null) },
                              )
                            }
                          >
                            {STAFF_TEXTS.revokeYes}
                          </Button>
                          <Button
                            size="compact-xs"
                            variant="default"
                            onClick={() => setConfirming(null)}
                          >
                            {STAFF_TEXTS.cancel}
                          </Button>
                        </>
                      ) : (
                        <Button
                          size="compact-xs"
                          color="red"
                          variant="light"
                          aria-label={`${STAFF_TEXTS.revoke} ${person.name}`}
                          onClick={() => setConfirming(person.id)}
                        >
                          {STAFF_TEXTS.revoke}
                        </Button>
                      )}
                    </Group>
                  )}
                </CardCell>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </CardTable>
      ) : null}
    </Stack>
  );
}
