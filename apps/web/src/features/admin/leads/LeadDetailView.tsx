import { LEAD_STATUSES, type LeadStatus } from '@agency/schema';
import {
  Anchor,
  Button,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconDownload, IconEye, IconTrash } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { trpc } from '../../../lib/trpc.ts';
import { errorMessage } from '../AdminDataProvider.tsx';
import { formatAdminDate, formatBytes } from '../format.ts';
import { downloadFile, openFileInNewTab } from '../session.ts';
import { ErrorNotice, Field, LoadingBlock } from '../shared.tsx';
import { OwnerSelect } from '../staff/OwnerSelect.tsx';
import { REPLY_TEXTS } from './replyTexts.ts';
import { useReadOnOpen } from '../unread.tsx';
import { ContactMessage, LeadBriefFields } from './brief.tsx';
import { BRIEF_TEXTS } from './briefTexts.ts';
import { OverdueBadge } from './LeadsOverview.tsx';
import { LEAD_TEXTS, SOURCE_LABELS, STATUS_LABELS } from './texts.ts';

// Fetched when a lead opens: the editor and templates need not weigh on the admin's first load.
const LeadReplies = lazy(() =>
  import('./LeadReplies.tsx').then((mod) => ({ default: mod.LeadReplies })),
);
const LeadMerge = lazy(() => import('./LeadMerge.tsx').then((mod) => ({ default: mod.LeadMerge })));

interface LeadDetailViewProps {
  id: string;
  token: string;
  onBack: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

const FIELD_LABELS: Record<string, string> = { name: 'Name', company: 'Company', phone: 'Phone' };

function describeAudit(entry: { action: string; detail: Record<string, unknown> }): string {
  const { from, to } = entry.detail as { from?: unknown; to?: unknown };
  if (entry.action === 'status')
    return `Status: ${STATUS_LABELS[from as LeadStatus]?.label ?? from} → ${STATUS_LABELS[to as LeadStatus]?.label ?? to}`;
  if (entry.action === 'owner') return `Owner: ${from ?? '—'} → ${to ?? '—'}`;
  if (entry.action === 'notes') return 'Notes edited';
  if (entry.action === 'export') return 'Data exported';
  if (entry.action === 'merged') return LEAD_TEXTS.merged(String(entry.detail.email));
  if (entry.action === 'reply') return `Emailed: ${String(entry.detail.subject)}`;
  const { field, value } = entry.detail as { field?: string; value?: string };
  if (entry.action === 'suggested') return `Suggested ${field}: ${value}`;
  if (entry.action === 'suggestion dismissed') return `Dismissed suggested ${field}: ${value}`;
  if (entry.action === 'name' || entry.action === 'company' || entry.action === 'phone')
    return `${FIELD_LABELS[entry.action]}: ${from ?? '—'} → ${to ?? '—'}`;
  return entry.action;
}

/** One lead: one-click status, owner, notes, everything attached, the history, export and deletion. */
export function LeadDetailView({ id, token, onBack }: LeadDetailViewProps) {
  const utils = trpc.useUtils();
  const query = trpc.admin.leads.detail.useQuery({ id });
  const update = trpc.admin.leads.update.useMutation({
    onSuccess: () =>
      Promise.all([
        utils.admin.leads.detail.invalidate({ id }),
        utils.admin.leads.list.invalidate(),
      ]),
  });
  const decide = trpc.admin.leads.decideSuggestion.useMutation({
    onSuccess: () =>
      Promise.all([
        utils.admin.leads.detail.invalidate({ id }),
        utils.admin.leads.list.invalidate(),
      ]),
  });
  const remove = trpc.admin.leads.delete.useMutation({
    onSuccess: async () => {
      await utils.admin.leads.list.invalidate();
      onBack();
    },
  });
  const [notes, setNotes] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [confirmEmail, setConfirmEmail] = useState('');
  // The six statuses side by side need about 480 px: narrower (a phone), they stack.
  const stacked = useMediaQuery('(max-width: 36em)');
  const lead = query.data?.lead;
  useReadOnOpen('lead', lead?.id);
  // The draft restarts from the server's value when another lead opens or that value changes.
  const [leadId, leadNotes] = [lead?.id, lead?.notes];
  useEffect(() => {
    if (leadNotes === undefined) return;
    setNotes(leadNotes);
  }, [leadId, leadNotes]);

  const run = (action: Promise<void>) => {
    setFileError(null);
    action.catch((failure: unknown) => setFileError(errorMessage(failure)));
  };

  const back = (
    <Button
      variant="subtle"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      onClick={onBack}
      w="fit-content"
    >
      {LEAD_TEXTS.back}
    </Button>
  );
  if (query.isPending) return <LoadingBlock label="Loading lead..." />;
  if (query.isError || !query.data || !lead)
    return (
      <Stack>
        {back}
        <ErrorNotice title={errorMessage(query.error)} />
      </Stack>
    );
  const { conversations, documents, resumes, audit, suggestions, replies, aliases } = query.data;

  return (
    <Stack gap="lg" data-testid="lead-detail">
      {back}
      <Group justify="space-between" align="flex-start">
        <div>
          <Group gap="xs">
            <Title order={2} size="h3">
              {lead.name ?? lead.email}
            </Title>
            {lead.overdue ? <OverdueBadge dueAt={lead.dueAt} /> : null}
          </Group>
          <Text c="dimmed">
            {lead.email}
            {lead.company ? ` · ${lead.company}` : ''}
          </Text>
        </div>
        <Group gap="xs">
          <Suspense fallback={null}>
            <LeadMerge lead={lead} />
          </Suspense>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() =>
              run(
                downloadFile(
                  `/api/admin/leads/${lead.id}/export`,
                  token,
                  `lead-${lead.id}.json`,
                ).then(() => utils.admin.leads.detail.invalidate({ id })),
              )
            }
          >
            {LEAD_TEXTS.exportData}
          </Button>
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setDeleting(true)}
          >
            {LEAD_TEXTS.deleteData}
          </Button>
        </Group>
      </Group>

      <Stack gap={6}>
        <Text size="sm" fw={600} id="lead-status-label">
          {LEAD_TEXTS.status}
        </Text>
        <SegmentedControl
          aria-labelledby="lead-status-label"
          data={LEAD_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value].label }))}
          value={lead.status}
          onChange={(value) =>
            update.mutate({ id: lead.id, changes: { status: value as LeadStatus } })
          }
          disabled={update.isPending}
          fullWidth
          orientation={stacked ? 'vertical' : 'horizontal'}
        />
      </Stack>
      {update.isError ? <ErrorNotice title={errorMessage(update.error)} /> : null}
      {fileError ? <ErrorNotice title={fileError} /> : null}

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Section title="Details">
          <SimpleGrid cols={2} spacing="sm">
            <Field label="Phone">{lead.phone}</Field>
            <Field label="Sources">
              {lead.sources.map((value) => SOURCE_LABELS[value] ?? value).join(', ')}
            </Field>
            <Field label="First activity">{formatAdminDate(lead.firstActivityAt)}</Field>
            <Field label="Last activity">{formatAdminDate(lead.lastActivityAt)}</Field>
            <Field label={LEAD_TEXTS.replyDue}>{lead.dueAt && formatAdminDate(lead.dueAt)}</Field>
            {aliases.length ? <Field label={LEAD_TEXTS.aliases}>{aliases.join(', ')}</Field> : null}
          </SimpleGrid>
          {suggestions.length > 0 ? (
            <Stack gap={6} mt="md" data-testid="lead-suggestions">
              <Text size="sm" fw={600}>
                {LEAD_TEXTS.suggestions}
              </Text>
              <Text size="xs" c="dimmed">
                {LEAD_TEXTS.suggestionsHint}
              </Text>
              {suggestions.map((suggestion) => (
                <Group key={suggestion.id} justify="space-between" wrap="nowrap">
                  <Text size="sm" style={{ minWidth: 0 }} truncate>
                    {FIELD_LABELS[suggestion.field] ?? suggestion.field}: {suggestion.value}{' '}
                    <Text span c="dimmed" size="xs">
                      via {SOURCE_LABELS[suggestion.source] ?? suggestion.source},{' '}
                      {formatAdminDate(suggestion.createdAt)}
                    </Text>
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    {(['accept', 'dismiss'] as const).map((decision) => (
                      <Button
                        key={decision}
                        size="xs"
                        variant={decision === 'accept' ? 'light' : 'default'}
                        disabled={decide.isPending}
                        aria-label={`${LEAD_TEXTS[decision]} ${FIELD_LABELS[suggestion.field] ?? suggestion.field} ${suggestion.value}`}
                        onClick={() =>
                          decide.mutate({ id: lead.id, suggestionId: suggestion.id, decision })
                        }
                      >
                        {LEAD_TEXTS[decision]}
                      </Button>
                    ))}
                  </Group>
                </Group>
              ))}
              {decide.isError ? <ErrorNotice title={errorMessage(decide.error)} /> : null}
            </Stack>
          ) : null}
          <OwnerSelect
            mt="md"
            ownerId={lead.ownerId}
            owner={lead.owner}
            disabled={update.isPending}
            onChange={(ownerId) => update.mutate({ id: lead.id, changes: { ownerId } })}
          />
          <Textarea
            mt="md"
            label={LEAD_TEXTS.notes}
            autosize
            minRows={3}
            value={notes}
            onChange={(event) => setNotes(event.currentTarget.value)}
            maxLength={20_000}
          />
          <Button
            mt="xs"
            variant="default"
            disabled={notes === lead.notes || update.isPending}
            onClick={() => update.mutate({ id: lead.id, changes: { notes } })}
          >
            {LEAD_TEXTS.saveNotes}
          </Button>
        </Section>

        <Section title={LEAD_TEXTS.history}>
          {audit.length === 0 ? (
            <Text size="sm" c="dimmed">
              {LEAD_TEXTS.nothingAttached}
            </Text>
          ) : (
            <Stack gap={6} data-testid="lead-history">
              {audit.map((entry) => (
                <Text size="sm" key={entry.id}>
                  {describeAudit(entry)}{' '}
                  <Text span c="dimmed" size="xs">
                    by {entry.actor}, {formatAdminDate(entry.createdAt)}
                  </Text>
                </Text>
              ))}
            </Stack>
          )}
        </Section>
      </SimpleGrid>

      <Section title={BRIEF_TEXTS.brief}>
        <LeadBriefFields brief={lead.brief} />
      </Section>

      <Suspense fallback={<LoadingBlock label={REPLY_TEXTS.loading} />}>
        <LeadReplies lead={lead} replies={replies} />
      </Suspense>

      <Section title={`${LEAD_TEXTS.conversations} (${conversations.length})`}>
        <Stack gap="xs">
          {conversations.length === 0 ? (
            <Text size="sm" c="dimmed">
              {LEAD_TEXTS.nothingAttached}
            </Text>
          ) : null}
          {conversations.map((conversation) => (
            <Group
              key={conversation.id}
              justify="space-between"
              wrap="nowrap"
              data-testid="lead-conversation"
            >
              <div style={{ minWidth: 0 }}>
                {conversation.contactMessage !== null ? (
                  <ContactMessage text={conversation.contactMessage} />
                ) : (
                  <Text size="sm" lineClamp={2}>
                    {conversation.firstMessage ?? conversation.subject ?? '—'}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {conversation.messageCount}{' '}
                  {conversation.messageCount === 1 ? 'message' : 'messages'} ·{' '}
                  {formatAdminDate(conversation.lastActivityAt)}
                </Text>
              </div>
              <Anchor component={Link} to={`/admin?conversation=${conversation.id}`} size="sm">
                {LEAD_TEXTS.openConversation}
              </Anchor>
            </Group>
          ))}
        </Stack>
      </Section>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <FileList
          title={LEAD_TEXTS.documents}
          testId="lead-document"
          files={documents.map((document) => ({
            id: document.id,
            name: document.originalName,
            size: document.size,
            date: document.createdAt,
            viewUrl: `/api/admin/documents/${document.id}/view`,
            downloadUrl: `/api/admin/documents/${document.id}/view`,
          }))}
          open={(url) => run(openFileInNewTab(url, token))}
          download={(url, name) => run(downloadFile(url, token, name))}
        />
        <FileList
          title={LEAD_TEXTS.resumes}
          testId="lead-resume"
          files={resumes.map((resume) => ({
            id: resume.id,
            name: resume.originalName,
            size: resume.fileSize,
            date: resume.uploadDate,
            viewUrl: `/api/admin/resume/${resume.id}/view`,
            downloadUrl: `/api/admin/resume/${resume.id}/download`,
          }))}
          open={(url) => run(openFileInNewTab(url, token))}
          download={(url, name) => run(downloadFile(url, token, name))}
        />
      </SimpleGrid>

      <Modal
        opened={deleting}
        onClose={() => setDeleting(false)}
        title={LEAD_TEXTS.deleteTitle}
        centered
      >
        <Stack>
          <Text size="sm">{LEAD_TEXTS.deleteWarning}</Text>
          <TextInput
            label={LEAD_TEXTS.confirmEmail}
            placeholder={lead.email}
            value={confirmEmail}
            onChange={(event) => setConfirmEmail(event.currentTarget.value)}
          />
          {remove.isError ? <ErrorNotice title={errorMessage(remove.error)} /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(false)}>
              {LEAD_TEXTS.cancel}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              disabled={confirmEmail.trim().toLowerCase() !== lead.email}
              onClick={() => remove.mutate({ id: lead.id, confirmEmail })}
            >
              {LEAD_TEXTS.deleteConfirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

interface ListedFile {
  id: string;
  name: string;
  size: number;
  date: string;
  viewUrl: string;
  downloadUrl: string;
}

/** A lead's documents or resumes: name, size and date, to view in a tab or download. */
function FileList({
  title,
  testId,
  files,
  open,
  download,
}: {
  title: string;
  testId: string;
  files: ListedFile[];
  open: (url: string) => void;
  download: (url: string, name: string) => void;
}) {
  return (
    <Section title={`${title} (${files.length})`}>
      <Stack gap="xs">
        {files.length === 0 ? (
          <Text size="sm" c="dimmed">
            {LEAD_TEXTS.nothingAttached}
          </Text>
        ) : null}
        {files.map((file) => (
          <Group key={file.id} justify="space-between" wrap="nowrap" data-testid={testId}>
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} truncate>
                {file.name}
              </Text>
              <Text size="xs" c="dimmed">
                {formatBytes(file.size)} · {formatAdminDate(file.date)}
              </Text>
            </div>
            <Group gap={4} wrap="nowrap">
              <Button
                size="xs"
                variant="light"
                leftSection={<IconEye size={14} aria-hidden />}
                onClick={() => open(file.viewUrl)}
              >
                {LEAD_TEXTS.view}
              </Button>
              <Button
                size="xs"
                variant="default"
                aria-label={`${LEAD_TEXTS.download} ${file.name}`}
                onClick={() => download(file.downloadUrl, file.name)}
              >
                <IconDownload size={14} aria-hidden />
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
    </Section>
  );
}
