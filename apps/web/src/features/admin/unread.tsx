// What is new for the person signed in: the tabs' counts, "mark all read", and the lists and badge
// brought up to date once a lead or conversation is opened (the server reads it on opening).
import type { ReadKind } from '@agency/schema';
import { Badge, Button } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useEffect } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { ErrorNotice } from './shared.tsx';

/** How often the tabs' counts are asked again while the admin stays open. */
const COUNTS_REFRESH_MS = 60_000;

export function useUnreadCounts() {
  return trpc.admin.unread.counts.useQuery(undefined, { refetchInterval: COUNTS_REFRESH_MS });
}

/** A tab's count of unread items; nothing when there are none (or before it is known). */
export function UnreadCount({ count, what }: { count: number | undefined; what: ReadKind }) {
  if (!count) return null;
  return (
    <Badge
      size="sm"
      circle={count < 10}
      color="sunset"
      aria-label={`${count} unread ${what}${count === 1 ? '' : 's'}`}
    >
      {count > 99 ? '99+' : count}
    </Badge>
  );
}

function useRefreshReads(kind: ReadKind) {
  const utils = trpc.useUtils();
  return () =>
    Promise.all([
      utils.admin.unread.counts.invalidate(),
      kind === 'lead'
        ? utils.admin.leads.list.invalidate()
        : utils.admin.conversations.list.invalidate(),
    ]);
}

/** Off when nothing of the kind is unread, on any page of the list. */
export function MarkAllReadButton({ kind }: { kind: ReadKind }) {
  const refresh = useRefreshReads(kind);
  const counts = useUnreadCounts().data;
  const mark = trpc.admin.unread.markAllRead.useMutation({ onSuccess: refresh });
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconChecks size={16} aria-hidden />}
        onClick={() => mark.mutate({ kind })}
        loading={mark.isPending}
        disabled={(kind === 'lead' ? counts?.leads : counts?.conversations) === 0}
      >
        Mark all read
      </Button>
      {mark.isError ? <ErrorNotice title={mark.error.message} /> : null}
    </>
  );
}

/** Once the lead or conversation `openedId` has loaded (and so been read), the counts follow. */
export function useReadOnOpen(kind: ReadKind, openedId: string | undefined) {
  const refresh = useRefreshReads(kind);
  useEffect(() => {
    if (openedId) void refresh();
    // Once per item opened, not once per render of the refresh function.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, openedId]);
}
