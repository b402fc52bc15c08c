import { useUrlParams } from '../urlParams.ts';
import { BRIEF_FILTERS, type BriefFilterValues } from './brief.tsx';
import { LeadDetailView } from './LeadDetailView.tsx';
import { LeadsOverview } from './LeadsOverview.tsx';

/** The list or one lead, by URL (`lead=<id>`), so a lead's link from an email opens it. */
export function LeadsTab({ token }: { token: string }) {
  const [params, update] = useUrlParams();
  const selected = params.get('lead');

  if (selected)
    return <LeadDetailView id={selected} token={token} onBack={() => update({ lead: null })} />;
  return (
    <LeadsOverview
      token={token}
      search={params.get('q') ?? ''}
      status={params.get('status') ?? ''}
      source={params.get('source') ?? ''}
      assignedToMe={params.get('assigned') === 'me'}
      brief={
        Object.fromEntries(
          BRIEF_FILTERS.map((key) => [key, params.get(key) ?? '']),
        ) as BriefFilterValues
      }
      onChange={update}
      onOpen={(id) => update({ lead: id })}
    />
  );
}
