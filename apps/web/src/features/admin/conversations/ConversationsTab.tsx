import { useUrlParams } from '../urlParams.ts';
import { ConversationDetailView } from './ConversationDetailView.tsx';
import { ConversationsOverview } from './ConversationsOverview.tsx';

/** Overview (search, filter, counters, list) or the detailed view of one conversation, by URL. */
export function ConversationsTab({ token }: { token: string }) {
  const [params, update] = useUrlParams();
  const selected = params.get('conversation');

  if (selected) {
    return (
      <ConversationDetailView
        id={selected}
        token={token}
        onBack={() => update({ conversation: null })}
      />
    );
  }
  return (
    <ConversationsOverview
      search={params.get('q') ?? ''}
      intent={params.get('intent') ?? ''}
      page={Math.max(1, Number(params.get('page')) || 1)}
      onChange={update}
      onOpen={(id) => update({ conversation: id })}
    />
  );
}
