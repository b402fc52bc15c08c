import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconFileTypePdf, IconRobot, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { trpc } from '../../../lib/trpc.ts';
import {
  errorMessage,
  errorStatus,
  type AdminMessage,
  type ConversationDetail,
} from '../AdminDataProvider.tsx';
import { describeTokenUsage, formatAdminDate, formatBytes } from '../format.ts';
import { openFileInNewTab } from '../session.ts';
import { ErrorNotice, Field, IntentBadge, LoadingBlock, EmailLink } from '../shared.tsx';
import { ADMIN_TEXTS } from '../texts.ts';
import { useReadOnOpen } from '../unread.tsx';

interface ConversationDetailViewProps {
  id: string;
  token: string;
  onBack: () => void;
}

const EMPLOYMENT_LABELS: Record<string, string> = {
  freelancer: 'Freelance',
  'full-time': 'Full-time',
  internship: 'Internship',
};

export function ConversationDetailView({ id, token, onBack }: ConversationDetailViewProps) {
  const detail = trpc.admin.conversations.detail.useQuery({ id });
  useReadOnOpen('conversation', detail.data?.conversation.id);

  return (
    <Stack gap="lg" data-testid="conversation-detail">
      <Group>
        <Button
          variant="subtle"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={onBack}
        >
          {ADMIN_TEXTS.backToList}
        </Button>
      </Group>
      {detail.isPending ? <LoadingBlock label="Loading conversation..." /> : null}
      {detail.isError ? (
        <ErrorNotice
          title={
            errorStatus(detail.error) === 404
              ? 'Conversation not found'
              : errorMessage(detail.error)
          }
        />
      ) : null}
      {detail.data ? <Detail detail={detail.data} token={token} /> : null}
    </Stack>
  );
}

function Detail({ detail, token }: { detail: ConversationDetail; token: string }) {
  const { conversation, lead, messages, documents, resumes } = detail;
  const [fileError, setFileError] = useState<string | null>(null);

  const open = (url: string) => {
    setFileError(null);
    openFileInNewTab(url, token).catch((error: unknown) =>
      setFileError(error instanceof Error ? error.message : String(error)),
    );
  };

  return (
    <Grid gap="lg" align="flex-start">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="lg">
          <Card withBorder radius="md" padding="lg">
            <Stack gap="md">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
                  {conversation.clientName ?? 'Anonymous visitor'}
                </Title>
                <IntentBadge intent={conversation.intent} />
              </Group>
              <Text size="xs" tt="uppercase" fw={700} c="dimmed">
                Contact details
              </Text>
              <SimpleGrid cols={1} spacing="sm">
                <Field label="Name">{conversation.clientName}</Field>
                <Field label="Email">
                  <EmailLink address={conversation.clientEmail} />
                </Field>
                <Field label={ADMIN_TEXTS.lead}>
                  {lead ? (
                    <Anchor
                      component={Link}
                      to={`/admin?tab=leads&lead=${lead.id}`}
                      size="sm"
                      data-testid="conversation-lead"
                    >
                      {lead.name ?? lead.email}
                    </Anchor>
                  ) : null}
                </Field>
                <Field label="Subject">{conversation.subject}</Field>
                {conversation.employmentType ? (
                  <Field label="Employment type">
                    {EMPLOYMENT_LABELS[conversation.employmentType] ?? conversation.employmentType}
                  </Field>
                ) : null}
                <Field label="Session">{conversation.sessionId}</Field>
                <Field label="IP">{conversation.userIp}</Field>
                <Field label="Started">{formatAdminDate(conversation.startedAt)}</Field>
                <Field label="Last activity">{formatAdminDate(conversation.lastActivityAt)}</Field>
                <Field label="Messages">{String(conversation.messageCount)}</Field>
              </SimpleGrid>
            </Stack>
          </Card>

          <Card withBorder radius="md" padding="lg">
            <Stack gap="sm">
              <Text size="xs" tt="uppercase" fw={700} c="dimmed">
                Documents
              </Text>
              {documents.length === 0 && resumes.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No documents were uploaded in this conversation.
                </Text>
              ) : null}
              {documents.map((document) => (
                <Paper
                  key={document.id}
                  withBorder
                  radius="sm"
                  p="sm"
                  data-testid="conversation-document"
                >
                  <Group justify="space-between" wrap="nowrap" gap="sm">
                    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                      <ThemeIcon variant="light" color="red" aria-hidden>
                        <IconFileTypePdf size={18} />
                      </ThemeIcon>
                      <div style={{ minWidth: 0 }}>
                        <Text size="sm" fw={500} truncate>
                          {document.originalName}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {`${formatBytes(document.size)} · ${formatAdminDate(document.createdAt)}`}
                        </Text>
                      </div>
                    </Group>
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => open(`/api/admin/documents/${document.id}/view`)}
                      aria-label={`Open ${document.originalName}`}
                    >
                      Open PDF
                    </Button>
                  </Group>
                  {document.message ? (
                    <Text size="xs" c="dimmed" mt="xs" lineClamp={3}>
                      {document.message}
                    </Text>
                  ) : null}
                </Paper>
              ))}
              {resumes.map((resume) => (
                <Paper key={resume.id} withBorder radius="sm" p="sm">
                  <Group justify="space-between" wrap="nowrap" gap="sm">
                    <div style={{ minWidth: 0 }}>
                      <Text size="sm" fw={500} truncate>
                        {resume.originalName}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {`Resume${resume.candidateName ? ` of ${resume.candidateName}` : ''} · ${formatAdminDate(resume.uploadDate)}`}
                      </Text>
                    </div>
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => open(`/api/admin/resume/${resume.id}/view`)}
                    >
                      {ADMIN_TEXTS.viewFile(resume.originalName)}
                    </Button>
                  </Group>
                </Paper>
              ))}
              {fileError ? <ErrorNotice title={fileError} /> : null}
            </Stack>
          </Card>
        </Stack>
      </Grid.Col>

      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">
          <Title order={2} size="h4">
            {`Messages (${messages.length})`}
          </Title>
          {messages.map((message) => (
            <MessageCard key={message.id} message={message} />
          ))}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

function Bubble({ who, text, assistant }: { who: string; text: string; assistant?: boolean }) {
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap">
      <ThemeIcon variant="light" color={assistant ? 'sunset' : 'gray'} radius="xl" aria-hidden>
        {assistant ? <IconRobot size={16} /> : <IconUser size={16} />}
      </ThemeIcon>
      <Box style={{ minWidth: 0, flex: 1 }}>
        <Text size="xs" fw={700} c="dimmed">
          {who}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {text}
        </Text>
      </Box>
    </Group>
  );
}

function MessageCard({ message }: { message: AdminMessage }) {
  return (
    <Card withBorder radius="md" padding="md" data-testid="conversation-message">
      <Group justify="space-between" mb="sm" gap="xs">
        <Group gap="xs">
          <Badge variant="default" radius="sm">{`#${message.seq}`}</Badge>
          <Text size="sm" fw={600}>
            {formatAdminDate(message.timestamp)}
          </Text>
          <IntentBadge intent={message.intent} size="sm" />
        </Group>
        <Text size="xs" c="dimmed" data-testid="token-info">
          {describeTokenUsage(message.tokenUsage)}
        </Text>
      </Group>
      <Stack gap="sm">
        <Bubble who="User" text={message.message} />
        <Bubble who="Assistant" text={message.reply} assistant />
      </Stack>
      <Group gap="lg" mt="sm">
        <Text size="xs" c="dimmed">{`Session: ${message.sessionId}`}</Text>
        <Text size="xs" c="dimmed">{`IP: ${message.userIp ?? 'unknown'}`}</Text>
      </Group>
    </Card>
  );
}
