import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/CloseButton.css';
import { RESUME_TEXT_MAX, type ApplicationResult, type Role } from '@agency/schema';
import {
  Alert,
  Button,
  FileInput,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { isResumeFile } from '../../features/careers/resume.ts';
import shared from '../shared/site.module.css';
import { ApplicationRefused, submitApplication, type ApplicationValues } from './apply.ts';
import { APPLY_TEXTS as T } from './texts.ts';

const EMPTY: ApplicationValues = {
  name: '',
  email: '',
  portfolio: '',
  note: '',
  resume: null,
  resumeText: '',
};

/** The fields the form shows, as the server names them. */
const SHOWN_FIELDS = new Set(['name', 'email', 'resume', 'resumeText', 'portfolio', 'note']);
const isShown = (field: string) => SHOWN_FIELDS.has(field);

/** The application to one open role: details, a resume file or pasted text, a link and a note. */
export function ApplyForm({ role }: { role: Pick<Role, 'slug' | 'title'> }) {
  const [values, setValues] = useState(EMPTY);
  const [mode, setMode] = useState<'file' | 'text'>('file');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<ApplicationRefused['fieldErrors']>({});
  const [done, setDone] = useState<ApplicationResult | null>(null);
  const set = <K extends keyof ApplicationValues>(key: K, value: ApplicationValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  if (done)
    return (
      <Stack gap="sm" role="status" data-testid="application-sent">
        <Title order={2} className={shared.cardTitle}>
          {T.thanksTitle(done.name)}
        </Title>
        <Text c="dark.0">{T.thanksText(done.role.title)}</Text>
      </Stack>
    );

  const hasResume = mode === 'file' ? values.resume !== null : values.resumeText.trim() !== '';
  const ready = values.name.trim() !== '' && values.email.trim() !== '' && hasResume;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!ready || sending) return;
    setSending(true);
    setError(null);
    setFieldErrors({});
    try {
      setDone(
        await submitApplication(role.slug, {
          ...values,
          resume: mode === 'file' ? values.resume : null,
          resumeText: mode === 'text' ? values.resumeText : '',
        }),
      );
    } catch (thrown) {
      const fields = thrown instanceof ApplicationRefused ? thrown.fieldErrors : {};
      setFieldErrors(fields);
      // Said beside the fields it names when the form shows them all; else above the button.
      const beside = Object.keys(fields).length > 0 && Object.keys(fields).every(isShown);
      setError(beside ? null : thrown instanceof Error ? thrown.message : String(thrown));
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={T.formLabel(role.title)}
      data-testid="apply-form"
    >
      <Stack gap="md">
        <TextInput
          label={T.name}
          required
          value={values.name}
          onChange={(event) => set('name', event.currentTarget.value)}
          disabled={sending}
          autoComplete="name"
          maxLength={200}
          error={fieldErrors.name}
        />
        <TextInput
          label={T.email}
          type="email"
          required
          value={values.email}
          onChange={(event) => set('email', event.currentTarget.value)}
          disabled={sending}
          autoComplete="email"
          maxLength={320}
          error={fieldErrors.email}
        />
        <SegmentedControl
          value={mode}
          onChange={(value) => setMode(value as 'file' | 'text')}
          data={[
            { value: 'file', label: T.resumeFile },
            { value: 'text', label: T.resumePaste },
          ]}
          disabled={sending}
          aria-label={T.resumeMode}
        />
        {mode === 'file' ? (
          <FileInput
            label={T.resume}
            description={T.resumeHint}
            accept=".pdf,.txt,application/pdf,text/plain"
            required
            clearable
            value={values.resume}
            onChange={(file) => {
              if (file && !isResumeFile(file)) {
                setError(T.wrongType);
                set('resume', null);
                return;
              }
              setError(null);
              set('resume', file);
            }}
            disabled={sending}
            error={fieldErrors.resume}
          />
        ) : (
          <Textarea
            label={T.resumeText}
            required
            autosize
            minRows={6}
            maxRows={16}
            maxLength={RESUME_TEXT_MAX}
            value={values.resumeText}
            onChange={(event) => set('resumeText', event.currentTarget.value)}
            disabled={sending}
            // The server names `resume` when neither a file nor text came.
            error={fieldErrors.resumeText ?? fieldErrors.resume}
          />
        )}
        <TextInput
          label={T.portfolio}
          type="url"
          placeholder="https://"
          value={values.portfolio}
          onChange={(event) => set('portfolio', event.currentTarget.value)}
          disabled={sending}
          maxLength={500}
          error={fieldErrors.portfolio}
        />
        <Textarea
          label={T.note}
          autosize
          minRows={3}
          maxLength={2000}
          value={values.note}
          onChange={(event) => set('note', event.currentTarget.value)}
          disabled={sending}
          error={fieldErrors.note}
        />
        {error ? (
          <Alert color="red" role="alert" data-testid="apply-error">
            {error}
          </Alert>
        ) : null}
        <Button type="submit" radius="xl" size="md" loading={sending} disabled={!ready}>
          {sending ? T.sending : T.submit}
        </Button>
      </Stack>
    </form>
  );
}
