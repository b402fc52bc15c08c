import {
  DISCIPLINE_LABELS,
  formatPay,
  formatRoleDate,
  TRACK_LABELS,
  type Role,
} from '@agency/schema';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconEdit, IconPlus, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { trpc } from '../../../lib/trpc.ts';
import { errorMessage } from '../AdminDataProvider.tsx';
import { EmptyState, ErrorNotice, LoadingBlock, TabHeading } from '../shared.tsx';
import { Pipeline } from './Pipeline.tsx';
import { RoleForm } from './RoleForm.tsx';
import { ROLE_TEXTS, STATUS_STYLES } from './texts.ts';

/** The roles, the 'New Role' form, one role's edit form or its pipeline, by URL (`?new=1`, `?edit=`, `?role=`). */
export function RolesTab({ token }: { token: string }) {
  const [params, setParams] = useSearchParams();
  const utils = trpc.useUtils();
  const list = trpc.admin.roles.list.useQuery();
  const [saved, setSaved] = useState<{ role: Role; mode: 'create' | 'edit' } | null>(null);
  const go = (next: Record<string, string>) => setParams({ tab: 'roles', ...next });
  const editing = params.get('edit');
  const creating = params.get('new') === '1';
  const pipeline = params.get('role');

  if (pipeline) return <Pipeline slug={pipeline} token={token} onBack={() => go({})} />;

  if (creating || editing) {
    if (list.isPending) return <LoadingBlock label={ROLE_TEXTS.loading} />;
    if (list.isError) return <ErrorNotice title={errorMessage(list.error)} />;
    const role = editing ? list.data.find((candidate) => candidate.slug === editing) : undefined;
    if (editing && !role) return <ErrorNotice title="Role not found" />;
    return (
      <RoleForm
        key={editing ?? 'new'}
        role={role}
        onCancel={() => go({})}
        onSaved={(result, mode) =>
          void utils.admin.roles.list.invalidate().then(() => {
            setSaved({ role: result, mode });
            go({});
          })
        }
      />
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <TabHeading title={ROLE_TEXTS.title} subtitle={ROLE_TEXTS.subtitle} />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => go({ new: '1' })}>
          {ROLE_TEXTS.newRole}
        </Button>
      </Group>
      {saved ? (
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck size={18} aria-hidden />}
          withCloseButton
          onClose={() => setSaved(null)}
          title={saved.mode === 'create' ? ROLE_TEXTS.created : ROLE_TEXTS.saved}
        >
          {`“${saved.role.title}” is at `}
          <Anchor href={`/careers/${saved.role.slug}`} target="_blank" rel="noopener">
            {`/careers/${saved.role.slug}`}
          </Anchor>
          {saved.role.status === 'open'
            ? '.'
            : ` (${STATUS_STYLES[saved.role.status].label.toLowerCase()}: not public).`}
        </Alert>
      ) : null}
      {list.isPending ? <LoadingBlock label={ROLE_TEXTS.loading} /> : null}
      {list.isError ? <ErrorNotice title={errorMessage(list.error)} /> : null}
      {list.isSuccess && list.data.length === 0 ? (
        <EmptyState>{ROLE_TEXTS.noRoles}</EmptyState>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {list.data?.map((role) => {
          const status = STATUS_STYLES[role.status];
          return (
            <Card
              key={role.slug}
              withBorder
              radius="md"
              padding="lg"
              data-testid="role-admin-card"
              data-role={role.slug}
            >
              <Stack gap="xs" style={{ flex: 1 }}>
                <Group gap="xs">
                  <Badge color={status.color} variant="light">
                    {status.label}
                  </Badge>
                  {role.status === 'open' && !role.live ? (
                    <Badge color="orange" variant="light">
                      {ROLE_TEXTS.expired}
                    </Badge>
                  ) : null}
                  <Badge variant="outline" color="gray">
                    {TRACK_LABELS[role.track]}
                  </Badge>
                </Group>
                <Title order={3} size="h5">
                  {role.title}
                </Title>
                <Text size="sm" c="dimmed">
                  {DISCIPLINE_LABELS[role.discipline]} · {formatPay(role)}
                </Text>
                {role.validThrough ? (
                  <Text size="xs" c="dimmed">
                    Apply by {formatRoleDate(role.validThrough)}
                  </Text>
                ) : null}
                <Text size="sm">
                  {role.candidates.total} candidate{role.candidates.total === 1 ? '' : 's'}
                  {role.candidates.new ? ` · ${role.candidates.new} new` : ''}
                </Text>
              </Stack>
              <Group gap="xs" mt="md">
                <Button
                  size="xs"
                  leftSection={<IconUsers size={14} aria-hidden />}
                  onClick={() => go({ role: role.slug })}
                  aria-label={`${ROLE_TEXTS.pipeline}: ${role.title}`}
                >
                  {ROLE_TEXTS.pipeline}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconEdit size={14} aria-hidden />}
                  onClick={() => go({ edit: role.slug })}
                  aria-label={`${ROLE_TEXTS.edit}: ${role.title}`}
                >
                  {ROLE_TEXTS.edit}
                </Button>
              </Group>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
