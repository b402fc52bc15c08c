import {
  STAFF_EMAIL_MAX,
  STAFF_NAME_MAX,
  STAFF_ROLES,
  StaffCreate,
  StaffEmail,
  type StaffRole,
} from '@agency/schema';
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
import { errorMessage, serverFieldErrors, type AdminOutputs } from '../AdminDataProvider.tsx';
import { formatAdminDate } from '../format.ts';
import { CardCell } from '../CardTable.tsx';
import { ListStatus, ListTable } from '../lists.tsx';
import { ErrorNotice, TabHeading } from '../shared.tsx';
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
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('staff');
  const [nameError, setNameError] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server's own rule, so the form refuses what the server would, with its message.
    const checked = StaffCreate.shape.name.safeParse(name);
    const checkedEmail = StaffEmail.safeParse(email);
    setNameError(checked.success ? null : (checked.error.issues[0]?.message ?? null));
    setEmailError(checkedEmail.success ? null : (checkedEmail.error.issues[0]?.message ?? null));
    if (!checked.success || !checkedEmail.success) return;
    create.mutate(
      { name, role, ...(checkedEmail.data ? { email: checkedEmail.data } : {}) },
      { onSuccess: () => (setName(''), setEmail('')) },
    );
  };
  const issued = create.data;

  return (
    <Stack gap="lg" data-testid="staff-tab">
      <TabHeading title={STAFF_TEXTS.title} subtitle={STAFF_TEXTS.subtitle} />
      <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} noValidate>
        <Group align="flex-end" gap="sm">
          <TextInput
            label={STAFF_TEXTS.name}
            value={name}
            maxLength={STAFF_NAME_MAX}
            onChange={(event) => setName(event.currentTarget.value)}
            error={nameError ?? serverFieldErrors(create.error).name}
            style={{ flex: 1, minWidth: 200 }}
          />
          <TextInput
            label={STAFF_TEXTS.email}
            type="email"
            value={email}
            maxLength={STAFF_EMAIL_MAX}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={emailError ?? serverFieldErrors(create.error).email}
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
        <Text size="xs" c="dimmed" mt="xs">
          {STAFF_TEXTS.emailHint}
        </Text>
        {create.isError &&
        !serverFieldErrors(create.error).name &&
        !serverFieldErrors(create.error).email ? (
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
      <ListStatus
        query={list}
        rows={list.data}
        loading={STAFF_TEXTS.loading}
        empty={STAFF_TEXTS.none}
        notices={revoke.isError ? <ErrorNotice title={errorMessage(revoke.error)} /> : null}
      />
      <ListTable
        label={STAFF_TEXTS.title}
        rows={list.data}
        head={
          <>
            <Table.Th>{STAFF_TEXTS.name}</Table.Th>
            <Table.Th>{STAFF_TEXTS.email}</Table.Th>
            <Table.Th>{STAFF_TEXTS.role}</Table.Th>
            <Table.Th>{STAFF_TEXTS.created}</Table.Th>
            <Table.Th>{STAFF_TEXTS.lastUsed}</Table.Th>
            <Table.Th>{STAFF_TEXTS.status}</Table.Th>
          </>
        }
      >
        {(person) => (
          <Table.Tr key={person.id} data-testid="staff-row" data-staff={person.name}>
            <CardCell area="title">
              <Text fw={500}>{person.name}</Text>
              <Text size="xs" c="dimmed" ff="monospace">
                slc_{person.tokenPrefix}_…
              </Text>
            </CardCell>
            <CardCell label={STAFF_TEXTS.email}>
              <EmailCell person={person} onSaved={refresh} />
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
                          revoke.mutate({ id: person.id }, { onSettled: () => setConfirming(null) })
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
        )}
      </ListTable>
    </Stack>
  );
}

type StaffMember = AdminOutputs['staff']['list'][number];

/** A person's address for reminders, changed in place: the server audits each change. */
function EmailCell({ person, onSaved }: { person: StaffMember; onSaved: () => Promise<unknown> }) {
  const update = trpc.admin.staff.update.useMutation({ onSuccess: onSaved });
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (draft === null)
    return (
      <Stack gap={2} align="flex-start">
        <Text size="sm" c={person.email ? undefined : 'dimmed'}>
          {person.email ?? STAFF_TEXTS.noEmail}
        </Text>
        {person.emailChangedBy && person.emailChangedAt ? (
          <Text size="xs" c="dimmed">
            {STAFF_TEXTS.emailChanged(
              person.emailChangedBy,
              formatAdminDate(person.emailChangedAt),
            )}
          </Text>
        ) : null}
        <Button
          size="compact-xs"
          variant="subtle"
          aria-label={STAFF_TEXTS.editEmail(person.name)}
          onClick={() => (update.reset(), setError(null), setDraft(person.email ?? ''))}
        >
          {STAFF_TEXTS.edit}
        </Button>
      </Stack>
    );

  const save = (event: FormEvent) => {
    event.preventDefault();
    const checked = StaffEmail.safeParse(draft);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? null);
    setError(null);
    update.mutate(
      { id: person.id, changes: { email: checked.data } },
      { onSuccess: () => setDraft(null) },
    );
  };
  return (
    // The schema's messages, not the browser's own bubble for an email field.
    <form onSubmit={save} noValidate>
      <Group gap="xs" align="flex-start">
        <TextInput
          aria-label={STAFF_TEXTS.editEmail(person.name)}
          type="email"
          size="xs"
          value={draft}
          maxLength={STAFF_EMAIL_MAX}
          onChange={(event) => setDraft(event.currentTarget.value)}
          error={error ?? (update.isError ? errorMessage(update.error) : null)}
          style={{ flex: 1, minWidth: 180 }}
        />
        <Button type="submit" size="compact-sm" loading={update.isPending}>
          {STAFF_TEXTS.save}
        </Button>
        <Button size="compact-sm" variant="default" onClick={() => setDraft(null)}>
          {STAFF_TEXTS.cancel}
        </Button>
      </Group>
    </form>
  );
}
