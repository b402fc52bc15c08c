import {
  DISCIPLINE_LABELS,
  formatPay,
  formatRoleDate,
  TRACK_LABELS,
  type Role,
} from '@agency/schema';
import { Anchor, Badge, Button, Grid, Text } from '@mantine/core';
import { IconEdit, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { trpc } from '../../../lib/trpc.ts';
import { errorMessage } from '../AdminDataProvider.tsx';
import { ContentCard, ContentList, SavedNotice, useContentRoute } from '../ContentCards.tsx';
import { ErrorNotice, LoadingBlock } from '../shared.tsx';
import { Pipeline } from './Pipeline.tsx';
import { RoleForm } from './RoleForm.tsx';
import { RoleHistory } from './RoleHistory.tsx';
import { ROLE_TEXTS, STATUS_STYLES } from './texts.ts';

/** The roles, the 'New Role' form, one role's edit form or its pipeline, by URL (`?new=1`, `?edit=`, `?role=`). */
export function RolesTab({ token }: { token: string }) {
  const { params, editing, creating, go } = useContentRoute('roles');
  const utils = trpc.useUtils();
  const list = trpc.admin.roles.list.useQuery();
  const [saved, setSaved] = useState<{ role: Role; mode: 'create' | 'edit' } | null>(null);
  const pipeline = params.get('role');

  if (pipeline) return <Pipeline slug={pipeline} token={token} onBack={() => go({})} />;

  if (creating || editing) {
    if (list.isPending) return <LoadingBlock label={ROLE_TEXTS.loading} />;
    if (list.isError) return <ErrorNotice title={errorMessage(list.error)} />;
    const role = editing ? list.data.find((candidate) => candidate.slug === editing) : undefined;
    if (editing && !role) return <ErrorNotice title="Role not found" />;
    const form = (
      <RoleForm
        key={editing ?? 'new'}
        role={role}
        onCancel={() => go({})}
        onSaved={(result, mode) =>
          void Promise.all([
            utils.admin.roles.list.invalidate(),
            // Queries are never stale here: the next edit would show the history before this save.
            utils.admin.roles.revisions.invalidate({ id: result.slug }),
          ]).then(() => {
            setSaved({ role: result, mode });
            go({});
          })
        }
      />
    );
    if (!role) return form;
    return (
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, lg: 8 }}>{form}</Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <RoleHistory slug={role.slug} />
        </Grid.Col>
      </Grid>
    );
  }

  return (
    <ContentList
      title={ROLE_TEXTS.title}
      subtitle={ROLE_TEXTS.subtitle}
      newLabel={ROLE_TEXTS.newRole}
      onNew={() => go({ new: '1' })}
      notice={
        saved ? (
          <SavedNotice
            title={saved.mode === 'create' ? ROLE_TEXTS.created : ROLE_TEXTS.saved}
            onClose={() => setSaved(null)}
          >
            {`“${saved.role.title}” is at `}
            <Anchor href={`/careers/${saved.role.slug}`} target="_blank" rel="noopener">
              {`/careers/${saved.role.slug}`}
            </Anchor>
            {saved.role.status === 'open'
              ? '.'
              : ` (${STATUS_STYLES[saved.role.status].label.toLowerCase()}: not public).`}
          </SavedNotice>
        ) : null
      }
      query={list}
      rows={list.data ?? []}
      loading={ROLE_TEXTS.loading}
      empty={ROLE_TEXTS.noRoles}
    >
      {list.data?.map((role) => {
        const status = STATUS_STYLES[role.status];
        return (
          <ContentCard
            key={role.slug}
            data-testid="role-admin-card"
            data-role={role.slug}
            badges={
              <>
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
              </>
            }
            title={role.title}
            actions={
              <>
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
              </>
            }
          >
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
          </ContentCard>
        );
      })}
    </ContentList>
  );
}
