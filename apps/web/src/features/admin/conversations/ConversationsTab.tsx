import { useSearchParams } from 'react-router-dom';
import { ConversationDetailView } from './ConversationDetailView.tsx';
import { ConversationsOverview } from './ConversationsOverview.tsx';

/** Overview (search, filter, counters, list) or the detailed view of one conversation, by URL. */
export function ConversationsTab({ token }: { token: string }) {
  const [params, setParams] = useSearchParams();
  const selected = params.get('conversation');

  const update = (changes: Record<string, string | null>) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
  };

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
