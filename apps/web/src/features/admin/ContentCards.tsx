// Roles and case studies are edited alike: a tab lists them as cards under its 'New' button, the
// URL says which form is open (`?new=1`, `?edit=<id>`), and a save comes back to the list with a
// notice that links to the page it changed.
import { Alert, Button, Card, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconCircleCheck, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ListStatus } from './lists.tsx';
import { TabHeading } from './shared.tsx';
import { useUrlParams } from './urlParams.ts';

/** The tab's place in the URL: which form is open, and how to go to another (none: the list). */
export function useContentRoute(tab: string) {
  const [params, update] = useUrlParams();
  return {
    params,
    editing: params.get('edit'),
    creating: params.get('new') === '1',
    go: (next: Record<string, string>) => update({ tab, ...next }, { leave: true }),
  };
}

/** The tab's heading and 'New' button, the notice of the last save, then the cards. */
export function ContentList({
  title,
  subtitle,
  newLabel,
  onNew,
  notice,
  query,
  rows,
  loading,
  empty,
  children,
}: {
  title: string;
  subtitle: string;
  newLabel: string;
  onNew: () => void;
  notice: ReactNode;
  query: { isPending: boolean; isError: boolean; isSuccess: boolean; error: unknown };
  rows: readonly unknown[];
  loading: string;
  empty: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <TabHeading title={title} subtitle={subtitle} />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onNew}>
          {newLabel}
        </Button>
      </Group>
      {notice}
      <ListStatus
        query={query}
        rows={query.isSuccess ? rows : undefined}
        loading={loading}
        empty={empty}
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {children}
      </SimpleGrid>
    </Stack>
  );
}

/** What the last save did, with a link to the page it changed; closed by its button. */
export function SavedNotice({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconCircleCheck size={18} aria-hidden />}
      withCloseButton
      onClose={onClose}
      title={title}
    >
      {children}
    </Alert>
  );
}

/** One item's card: its picture if it has one, badges, title and lines, then its buttons. */
export function ContentCard({
  media,
  badges,
  title,
  children,
  actions,
  ...data
}: {
  media?: ReactNode;
  badges: ReactNode;
  title: string;
  children: ReactNode;
  actions: ReactNode;
  [attribute: `data-${string}`]: string;
}) {
  return (
    <Card withBorder radius="md" padding="lg" {...data}>
      {media ? <Card.Section>{media}</Card.Section> : null}
      <Stack gap="xs" mt={media ? 'md' : undefined} style={{ flex: 1 }}>
        <Group gap="xs">{badges}</Group>
        <Title order={3} size="h5">
          {title}
        </Title>
        {children}
      </Stack>
      <Group mt="md" gap="xs">
        {actions}
      </Group>
    </Card>
  );
}
