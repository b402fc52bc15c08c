import { Box, Button, Container, Group, Tabs, Text, Title } from '@mantine/core';
import {
  IconAddressBook,
  IconBriefcase,
  IconChartBar,
  IconId,
  IconFileText,
  IconLogout,
  IconMessages,
  IconRobot,
  IconSend,
  IconUsers,
} from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { CaseStudiesTab } from './caseStudies/CaseStudiesTab.tsx';
import { ConversationsTab } from './conversations/ConversationsTab.tsx';
import { LeadsTab } from './leads/LeadsTab.tsx';
import { LEAD_TEXTS } from './leads/texts.ts';
import { REPORT_TEXTS } from './reports/texts.ts';
import { ResumesTab } from './resumes/ResumesTab.tsx';
import { ROLE_TEXTS } from './roles/texts.ts';
import { LoadingBlock } from './shared.tsx';
import { STAFF_TEXTS } from './staff/texts.ts';
import { StaffEmailAlert } from './StaffEmailAlert.tsx';
import { ADMIN_TEXTS } from './texts.ts';
import { UnreadCount, useUnreadCounts } from './unread.tsx';
import { useUrlParams } from './urlParams.ts';

// Fetched when opened: its forms and pipeline are most of a tab's weight, for a few staff.
const RolesTab = lazy(() =>
  import('./roles/RolesTab.tsx').then((mod) => ({ default: mod.RolesTab })),
);
// Staff teaching the assistant open it now and then; its editors need not load with every visit.
const AssistantTab = lazy(() =>
  import('./assistant/AssistantTab.tsx').then((mod) => ({ default: mod.AssistantTab })),
);
// The chart library is most of its weight: fetched when the tab is opened, not with the admin.
const DashboardTab = lazy(() =>
  import('./reports/DashboardTab.tsx').then((mod) => ({ default: mod.DashboardTab })),
);
// Looked at when something went wrong: its filters and table need not load with the admin.
const DeliveriesTab = lazy(() =>
  import('./leads/DeliveriesTab.tsx').then((mod) => ({ default: mod.DeliveriesTab })),
);
// Owners only, and seldom: it need not weigh on everyone's first load.
const StaffTab = lazy(() =>
  import('./staff/StaffTab.tsx').then((mod) => ({ default: mod.StaffTab })),
);

const TABS = [
  'conversations',
  'leads',
  'resumes',
  'case-studies',
  'roles',
  'assistant',
  'deliveries',
  'dashboard',
  'staff',
] as const;
type Tab = (typeof TABS)[number];

interface AdminDashboardProps {
  token: string;
  onLogout: () => void;
}

/**
 * Tabs Conversations, Leads, Resumes, Case Studies, Roles, Assistant, Deliveries, Dashboard,
 * Staff (owners only) and a Logout button; the open tab is kept in the URL.
 */
export function AdminDashboard({ token, onLogout }: AdminDashboardProps) {
  const [params, update] = useUrlParams();
  const whoami = trpc.admin.whoami.useQuery();
  const isOwner = whoami.data?.role === 'owner';
  const unread = useUnreadCounts().data;
  const requested = params.get('tab');
  // Until whoami answers, a Staff link waits on the overview rather than asking as a non-owner.
  const tab: Tab =
    TABS.includes(requested as Tab) && (requested !== 'staff' || isOwner)
      ? (requested as Tab)
      : 'conversations';

  const selectTab = (value: string | null) => {
    if (!value) return;
    // Switching tabs starts each tab at its overview.
    update({ tab: value === 'conversations' ? null : value }, { leave: true });
  };

  return (
    <Box mih="100dvh" data-testid="admin-dashboard">
      <Box
        component="header"
        py="md"
        style={{ borderBottom: '1px solid var(--mantine-color-dark-4)' }}
      >
        <Container size="xl">
          <Group justify="space-between" wrap="nowrap">
            <div>
              <Title order={1} size="h3">
                {ADMIN_TEXTS.dashboardTitle}
              </Title>
              <Text size="sm" c="dimmed">
                {whoami.data
                  ? `Signed in as ${whoami.data.label}`
                  : 'Silver Lake Creative staff area'}
              </Text>
            </div>
            <Button
              variant="default"
              leftSection={<IconLogout size={16} aria-hidden />}
              onClick={onLogout}
              // Beside a long title on a phone, a shrinking button cut its own label.
              style={{ flexShrink: 0 }}
            >
              {ADMIN_TEXTS.logout}
            </Button>
          </Group>
        </Container>
      </Box>
      <Container size="xl" py="lg" component="main">
        <StaffEmailAlert />
        <Tabs value={tab} onChange={selectTab} keepMounted={false}>
          <Tabs.List mb="lg">
            <Tabs.Tab
              value="conversations"
              leftSection={<IconMessages size={16} aria-hidden />}
              rightSection={<UnreadCount count={unread?.conversations} what="conversation" />}
            >
              {ADMIN_TEXTS.tabConversations}
            </Tabs.Tab>
            <Tabs.Tab
              value="leads"
              leftSection={<IconAddressBook size={16} aria-hidden />}
              rightSection={<UnreadCount count={unread?.leads} what="lead" />}
            >
              {LEAD_TEXTS.tab}
            </Tabs.Tab>
            <Tabs.Tab value="resumes" leftSection={<IconFileText size={16} aria-hidden />}>
              {ADMIN_TEXTS.tabResumes}
            </Tabs.Tab>
            <Tabs.Tab value="case-studies" leftSection={<IconBriefcase size={16} aria-hidden />}>
              {ADMIN_TEXTS.tabCaseStudies}
            </Tabs.Tab>
            <Tabs.Tab value="roles" leftSection={<IconId size={16} aria-hidden />}>
              {ROLE_TEXTS.tab}
            </Tabs.Tab>
            <Tabs.Tab value="assistant" leftSection={<IconRobot size={16} aria-hidden />}>
              {ADMIN_TEXTS.tabAssistant}
            </Tabs.Tab>
            <Tabs.Tab value="deliveries" leftSection={<IconSend size={16} aria-hidden />}>
              {LEAD_TEXTS.deliveriesTab}
            </Tabs.Tab>
            <Tabs.Tab value="dashboard" leftSection={<IconChartBar size={16} aria-hidden />}>
              {REPORT_TEXTS.tab}
            </Tabs.Tab>
            {isOwner ? (
              <Tabs.Tab value="staff" leftSection={<IconUsers size={16} aria-hidden />}>
                {STAFF_TEXTS.tab}
              </Tabs.Tab>
            ) : null}
          </Tabs.List>
          <Tabs.Panel value="conversations">
            <ConversationsTab token={token} />
          </Tabs.Panel>
          <Tabs.Panel value="leads">
            <LeadsTab token={token} />
          </Tabs.Panel>
          <Tabs.Panel value="resumes">
            <ResumesTab token={token} />
          </Tabs.Panel>
          <Tabs.Panel value="case-studies">
            <CaseStudiesTab token={token} />
          </Tabs.Panel>
          <Tabs.Panel value="roles">
            <Suspense fallback={<LoadingBlock label={ROLE_TEXTS.loading} />}>
              <RolesTab token={token} />
            </Suspense>
          </Tabs.Panel>
          <Tabs.Panel value="assistant">
            <Suspense fallback={<LoadingBlock label={ADMIN_TEXTS.loadingAssistant} />}>
              <AssistantTab />
            </Suspense>
          </Tabs.Panel>
          <Tabs.Panel value="deliveries">
            <Suspense fallback={<LoadingBlock label={LEAD_TEXTS.loadingDeliveries} />}>
              <DeliveriesTab />
            </Suspense>
          </Tabs.Panel>
          <Tabs.Panel value="dashboard">
            <Suspense fallback={<LoadingBlock label={REPORT_TEXTS.loading} />}>
              <DashboardTab token={token} />
            </Suspense>
          </Tabs.Panel>
          {isOwner ? (
            <Tabs.Panel value="staff">
              <Suspense fallback={<LoadingBlock label={STAFF_TEXTS.loading} />}>
                <StaffTab />
              </Suspense>
            </Tabs.Panel>
          ) : null}
        </Tabs>
      </Container>
    </Box>
  );
}
