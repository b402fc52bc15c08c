import { ANSWER_CONTEXTS, ANSWER_TEXT_MAX, AnswerFields, type AnswerContext } from '@agency/schema';
import {
  Button,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { ErrorNotice } from '../shared.tsx';

export interface AnswerDraft {
  topic: string;
  context: AnswerContext;
  textEn: string;
  textEs: string;
  phrasingsEn: string[];
  phrasingsEs: string[];
  enabled: boolean;
}

export const CONTEXT_LABELS: Record<AnswerContext, string> = {
  general: 'General',
  project: 'Project (prospective clients)',
  careers: 'Careers',
  vendor: 'Vendors',
  press: 'Press',
};

/** One phrasing a line: how staff read and write a list of questions. */
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

interface AnswerFormProps {
  initial: AnswerDraft;
  submitLabel: string;
  pending: boolean;
  /** The server's refusal (a phrasing another answer holds, a stale copy...). */
  serverError?: string | null;
  onSubmit: (draft: AnswerDraft) => void;
  onCancel?: () => void;
}

/**
 * The fields staff edit of an answer, checked with the server's own schema before sending, so a
 * message here reads the same as the server's. Nothing reaches the assistant until it is saved.
 */
export function AnswerForm({
  initial,
  submitLabel,
  pending,
  serverError,
  onSubmit,
  onCancel,
}: AnswerFormProps) {
  const [topic, setTopic] = useState(initial.topic);
  const [context, setContext] = useState<AnswerContext>(initial.context);
  const [textEn, setTextEn] = useState(initial.textEn);
  const [textEs, setTextEs] = useState(initial.textEs);
  const [phrasingsEn, setPhrasingsEn] = useState(initial.phrasingsEn.join('\n'));
  const [phrasingsEs, setPhrasingsEs] = useState(initial.phrasingsEs.join('\n'));
  const [enabled, setEnabled] = useState(initial.enabled);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () => {
    const draft = {
      topic,
      context,
      textEn,
      textEs,
      phrasingsEn: lines(phrasingsEn),
      phrasingsEs: lines(phrasingsEs),
      enabled,
    };
    const parsed = AnswerFields.safeParse(draft);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };

  const counter = (value: string) => `${value.trim().length} / ${ANSWER_TEXT_MAX} characters`;

  return (
    <Stack gap="md" component="form" onSubmit={(event) => (event.preventDefault(), submit())}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Topic"
          value={topic}
          onChange={(event) => setTopic(event.currentTarget.value)}
          error={errors.topic}
          required
        />
        <Select
          label="Belongs to"
          data={ANSWER_CONTEXTS.map((value) => ({ value, label: CONTEXT_LABELS[value] }))}
          value={context}
          onChange={(value) => value && setContext(value as AnswerContext)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
          error={errors.context}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Textarea
          label="English text"
          description={counter(textEn)}
          value={textEn}
          onChange={(event) => setTextEn(event.currentTarget.value)}
          error={errors.textEn}
          autosize
          minRows={4}
          required
        />
        <Textarea
          label="Spanish text"
          description={counter(textEs)}
          value={textEs}
          onChange={(event) => setTextEs(event.currentTarget.value)}
          error={errors.textEs}
          autosize
          minRows={4}
          required
        />
        <Textarea
          label="English phrasings"
          description="How visitors ask for it, one a line"
          value={phrasingsEn}
          onChange={(event) => setPhrasingsEn(event.currentTarget.value)}
          error={errors.phrasingsEn}
          autosize
          minRows={4}
          maxRows={14}
        />
        <Textarea
          label="Spanish phrasings"
          description="Cómo lo preguntan, una por línea"
          value={phrasingsEs}
          onChange={(event) => setPhrasingsEs(event.currentTarget.value)}
          error={errors.phrasingsEs}
          autosize
          minRows={4}
          maxRows={14}
        />
      </SimpleGrid>
      <Switch
        label="On: the assistant gives this answer"
        checked={enabled}
        onChange={(event) => setEnabled(event.currentTarget.checked)}
      />
      {serverError ? <ErrorNotice title={serverError} /> : null}
      <Group justify="flex-end">
        {onCancel ? (
          <Button variant="default" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
