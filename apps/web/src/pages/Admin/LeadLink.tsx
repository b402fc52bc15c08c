import { Navigate, useParams } from 'react-router-dom';

/** `/admin/leads/<id>` (the staff email's link) opens that lead in the admin's Leads tab. */
export function LeadLink() {
  const { leadId = '' } = useParams();
  return <Navigate replace to={`/admin?${new URLSearchParams({ tab: 'leads', lead: leadId })}`} />;
}
