// The banner at the top of the admin while the staff's emails are failing (the latest attempts
// all failed, as the server counts them): small, since it loads with every admin page.
import { Anchor, Box } from '@mantine/core';
import { Link } from 'react-router-dom';
import { trpc } from '../../lib/trpc.ts';
import { ErrorNotice } from './shared.tsx';

/** As often as the tabs' unread counts. */
const HEALTH_REFRESH_MS = 60_000;

/** The Deliveries tab showing the emails that failed. */
export const FAILED_EMAIL_LINK = '?tab=deliveries&status=failed&channel=email';

export function StaffEmailAlert() {
  const health = trpc.admin.deliveries.health.useQuery(undefined, {
    refetchInterval: HEALTH_REFRESH_MS,
  }).data;
  if (!health?.failing) return null;
  return (
    <Box mb="lg">
      <ErrorNotice
        title={`Staff emails are failing: ${health.lastError ?? 'no answer from the mail server'}`}
      >
        The last {health.attempts} attempts to email the staff address failed.{' '}
        <Anchor component={Link} to={FAILED_EMAIL_LINK} size="sm">
          See the failed emails
        </Anchor>
      </ErrorNotice>
    </Box>
  );
}
