import {
  fillPlaceholders,
  LeadReplyInput,
  placeholderValues,
  REPLY_BODY_MAX,
  REPLY_PLACEHOLDERS,
  REPLY_SUBJECT_MAX,
  REPLY_TEMPLATE_NAME_MAX,
  ReplyTemplateInput,
} from '@agency/schema';
import {
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { trpc } from '../../../lib/trpc.ts';
import { errorMessage, serverFieldErrors, type AdminOutputs } from '../AdminDataProvider.tsx';
import { formatAdminDate } from '../format.ts';
import { ErrorNotice } from '../shared.tsx';
import { REPLY_STATUS_LABELS, REPLY_TEXTS } from './replyTexts.ts';

type Detail = AdminOutputs['leads']['detail'];
type Template = AdminOutputs['replies']['templates'][number];

/** While a reply is still being sent, the lead is read again this often to show how it went. */
const PENDING_REFRESH_MS = 3000;

const PLACEHOLDER_HINT = Object.keys(REPLY_PLACEHOLDERS)
  .map((key) => `{{${key}}}`)
  .join(' ');

/** The first message of each field the schema refuses, by field name. */
function fieldErrors(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

/**
 * The emails staff sent this lead, with how their delivery went, and the form to write one: from a
 * template, in the writer's name, through the server's outbox.
 */
export function LeadReplies({ lead, replies }: Pick<Detail, 'lead' | 'replies'>) {
  const utils = trpc.useUtils();
  const whoami = trpc.admin.whoami.useQuery();
  const templates = trpc.admin.replies.templates.useQuery();
  const refresh = () =>
    Promise.all([
      utils.admin.leads.detail.invalidate({ id: lead.id }),
      utils.admin.leads.list.invalidate(),
    ]);
  const send = trpc.admin.replies.send.useMutation({ onSuccess: refresh });
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [managing, setManaging] = useState(false);
  const sender = whoami.data?.label ?? '';

  const pending = replies.some((reply) => reply.status === 'pending');
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(
      () => void utils.admin.leads.detail.invalidate({ id: lead.id }),
      PENDING_REFRESH_MS,
    );
    return () => clearInterval(timer);
  }, [pending, lead.id, utils]);

  const choose = (id: string | null) => {
    setTemplateId(id);
    const template = templates.data?.find((row) => row.id === id);
    if (!template) return;
    const values = placeholderValues(lead, sender);
    setSubject(fillPlaceholders(template.subject, values));
    setBody(fillPlaceholders(template.body, values));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server's own rules, so the form refuses what the server would, with its messages.
    const checked = LeadReplyInput.safeParse({ subject, body });
    setErrors(fieldErrors(checked));
    if (!checked.success) return;
    send.mutate(
      { id: lead.id, subject, body },
      {
        onSuccess: () => {
          setTemplateId(null);
          setSubject('');
          setBody('');
        },
      },
    );
  };
  const serverErrors = serverFieldErrors(send.error);

  return (
    <Paper withBorder radius="md" p="md" data-testid="lead-replies">
      <Title order={3} size="h5" mb="sm">
        {REPLY_TEXTS.title}
      </Title>
      <Stack gap="xs" mb="md">
        {replies.length === 0 ? (
          <Text size="sm" c="dimmed">
            {REPLY_TEXTS.none}
          </Text>
        ) : null}
        {replies.map((reply) => {
          const status = REPLY_STATUS_LABELS[reply.status];
          return (
            <Stack key={reply.id} gap={2} data-testid="lead-reply">
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <Text size="sm" fw={600} style={{ minWidth: 0 }} truncate>
                  {reply.subject}
                </Text>
                <Badge color={status.color} variant="light" style={{ flexShrink: 0 }}>
                  {status.label}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed">
                {REPLY_TEXTS.by(reply.senderName)} · {reply.toEmail} ·{' '}
                {formatAdminDate(reply.createdAt)}
                {reply.status === 'sent' ? '' : ` · ${REPLY_TEXTS.attempts(reply.attempts)}`}
              </Text>
              {reply.status !== 'sent' && reply.lastError ? (
                <Text size="xs" c="red">
                  {reply.lastError}
                </Text>
              ) : null}
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} lineClamp={4}>
                {reply.body}
              </Text>
            </Stack>
          );
        })}
      </Stack>

      <Stack gap="sm" component="form" onSubmit={submit} aria-label={REPLY_TEXTS.compose}>
        <Group justify="space-between" align="flex-end" gap="xs">
          <Select
            label={REPLY_TEXTS.template}
            placeholder={REPLY_TEXTS.noTemplate}
            data={(templates.data ?? []).map((row) => ({ value: row.id, label: row.name }))}
            value={templateId}
            onChange={choose}
            clearable
            style={{ flex: 1, minWidth: 200 }}
          />
          <Button variant="subtle" onClick={() => setManaging(true)}>
            {REPLY_TEXTS.manage}
          </Button>
        </Group>
        <TextInput
          label={REPLY_TEXTS.subject}
          value={subject}
          maxLength={REPLY_SUBJECT_MAX}
          onChange={(event) => setSubject(event.currentTarget.value)}
          error={errors.subject ?? serverErrors.subject}
        />
        <Textarea
          label={REPLY_TEXTS.body}
          value={body}
          autosize
          minRows={6}
          maxLength={REPLY_BODY_MAX}
          onChange={(event) => setBody(event.currentTarget.value)}
          error={errors.body ?? serverErrors.body}
        />
        <Text size="xs" c="dimmed">
          {REPLY_TEXTS.signedAs(sender || 'you')}
        </Text>
        {send.isError ? <ErrorNotice title={errorMessage(send.error)} /> : null}
        <Group justify="flex-end">
          <Button
            type="submit"
            leftSection={<IconMail size={16} aria-hidden />}
            loading={send.isPending}
          >
            {REPLY_TEXTS.send}
          </Button>
        </Group>
      </Stack>

      <Modal
        opened={managing}
        onClose={() => setManaging(false)}
        title={REPLY_TEXTS.templates}
        size="lg"
      >
        <TemplateEditor templates={templates.data ?? []} />
      </Modal>
    </Paper>
  );
}

const EMPTY = { name: '', subject: '', body: '' };

/** Staff's templates: each to edit or delete, and a new one. */
function TemplateEditor({ templates }: { templates: Template[] }) {
  const utils = trpc.useUtils();
  const refresh = () => utils.admin.replies.templates.invalidate();
  const create = trpc.admin.replies.createTemplate.useMutation({ onSuccess: refresh });
  const update = trpc.admin.replies.updateTemplate.useMutation({ onSuccess: refresh });
  const remove = trpc.admin.replies.deleteTemplate.useMutation({ onSuccess: refresh });
  const [editing, setEditing] = useState<string | null>(null);
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState<string | null>(null);
  const failed = create.error ?? update.error ?? remove.error;

  const startEditing = (template: Template | null) => {
    setEditing(template?.id ?? null);
    setDraft(
      template ? { name: template.name, subject: template.subject, body: template.body } : EMPTY,
    );
    setErrors({});
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = ReplyTemplateInput.safeParse(draft);
    setErrors(fieldErrors(checked));
    if (!checked.success) return;
    const done = { onSuccess: () => startEditing(null) };
    if (editing) update.mutate({ id: editing, template: draft }, done);
    else create.mutate(draft, done);
  };

  return (
    <Stack gap="md" data-testid="reply-templates">
      {templates.length === 0 ? (
        <Text size="sm" c="dimmed">
          {REPLY_TEXTS.noTemplates}
        </Text>
      ) : null}
      {templates.map((template) => (
        <Group key={template.id} justify="space-between" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} truncate>
              {template.name}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {template.subject}
            </Text>
          </div>
          <Group gap={4} wrap="nowrap">
            {confirming === template.id ? (
              <>
                <Button
                  size="xs"
                  color="red"
                  aria-label={REPLY_TEXTS.confirmRemove(template.name)}
                  loading={remove.isPending}
                  onClick={() =>
                    remove.mutate({ id: template.id }, { onSuccess: () => setConfirming(null) })
                  }
                >
                  {REPLY_TEXTS.remove}
                </Button>
                <Button size="xs" variant="default" onClick={() => setConfirming(null)}>
                  {REPLY_TEXTS.cancel}
                </Button>
              </>
            ) : (
              <>
                <Button
                  size="xs"
                  variant="light"
                  aria-label={`${REPLY_TEXTS.edit} ${template.name}`}
                  onClick={() => startEditing(template)}
                >
                  {REPLY_TEXTS.edit}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  aria-label={`${REPLY_TEXTS.remove} ${template.name}`}
                  onClick={() => setConfirming(template.id)}
                >
                  {REPLY_TEXTS.remove}
                </Button>
              </>
            )}
          </Group>
        </Group>
      ))}

      <Stack gap="sm" component="form" onSubmit={submit} aria-label={REPLY_TEXTS.newTemplate}>
        <Title order={4} size="h6">
          {editing ? `${REPLY_TEXTS.edit}: ${draft.name}` : REPLY_TEXTS.newTemplate}
        </Title>
        <TextInput
          label={REPLY_TEXTS.name}
          value={draft.name}
          maxLength={REPLY_TEMPLATE_NAME_MAX}
          onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
          error={errors.name}
        />
        <TextInput
          label={REPLY_TEXTS.subject}
          value={draft.subject}
          maxLength={REPLY_SUBJECT_MAX}
          onChange={(event) => setDraft({ ...draft, subject: event.currentTarget.value })}
          error={errors.subject}
        />
        <Textarea
          label={REPLY_TEXTS.body}
          value={draft.body}
          autosize
          minRows={5}
          maxLength={REPLY_BODY_MAX}
          onChange={(event) => setDraft({ ...draft, body: event.currentTarget.value })}
          error={errors.body}
        />
        <Text size="xs" c="dimmed">
          {REPLY_TEXTS.placeholders} {PLACEHOLDER_HINT}
        </Text>
        {failed ? <ErrorNotice title={errorMessage(failed)} /> : null}
        <Group justify="flex-end">
          {editing ? (
            <Button variant="default" onClick={() => startEditing(null)}>
              {REPLY_TEXTS.cancel}
            </Button>
          ) : null}
          <Button type="submit" loading={create.isPending || update.isPending}>
            {REPLY_TEXTS.save}
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
