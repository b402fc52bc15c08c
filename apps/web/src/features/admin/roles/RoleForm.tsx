import {
  DISCIPLINE_LABELS,
  PAY_UNITS,
  ROLE_DISCIPLINES,
  ROLE_STATUSES,
  ROLE_TRACKS,
  TRACK_LABELS,
  WORK_MODE_LABELS,
  WORK_MODES,
  type Role,
  type RoleCreate,
} from '@agency/schema';
import {
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { trpc } from '../../../lib/trpc.ts';
import { errorMessage, serverFieldErrors } from '../AdminDataProvider.tsx';
import { ErrorNotice } from '../shared.tsx';
import { ROLE_TEXTS, STATUS_STYLES } from './texts.ts';

type Values = Omit<RoleCreate, 'validThrough' | 'datePosted' | 'slug'> & {
  /** yyyy-mm-dd, the last day applications are taken (Los Angeles), or empty. */
  validThrough: string;
};

const options = <T extends string>(values: readonly T[], label: (value: T) => string) =>
  values.map((value) => ({ value, label: label(value) }));

/** The end of that day in Los Angeles (Pacific time, -08:00 in winter, -07:00 in summer). */
function endOfDayInLosAngeles(day: string): string {
  const noon = new Date(`${day}T12:00:00Z`);
  const offset = noon
    .toLocaleString('en-US', { timeZone: 'America/Los_Angeles', timeZoneName: 'longOffset' })
    .match(/GMT([+-]\d{2}):?(\d{2})/);
  const zone = offset ? `${offset[1]}:${offset[2]}` : '-08:00';
  return new Date(`${day}T23:59:59${zone}`).toISOString();
}

const laDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-CA', { timeZone: 'America/Los_Angeles' });

function initial(role: Role | undefined): Values {
  return {
    title: role?.title ?? '',
    track: role?.track ?? 'full-time',
    discipline: role?.discipline ?? 'copywriting',
    workMode: role?.workMode ?? 'hybrid',
    payMin: role?.payMin ?? 0,
    payMax: role?.payMax ?? 0,
    payUnit: role?.payUnit ?? 'year',
    openings: role?.openings ?? 1,
    status: role?.status ?? 'draft',
    description: role?.description ?? '',
    requirements: role?.requirements ?? '',
    validThrough: role?.validThrough ? laDay(role.validThrough) : '',
  };
}

/** Posting or editing a role; the server's message says what to fix. */
export function RoleForm({
  role,
  onCancel,
  onSaved,
}: {
  role?: Role;
  onCancel: () => void;
  onSaved: (role: Role, mode: 'create' | 'edit') => void;
}) {
  const [values, setValues] = useState(() => initial(role));
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const create = trpc.admin.roles.create.useMutation();
  const update = trpc.admin.roles.update.useMutation();
  const saving = create.isPending || update.isPending;
  const error = create.error ?? update.error;
  // What the server refused, beside its field (an edit's fields are under `updates`, except in
  // the check of the edit merged with the stored role); any other refusal (a conflict, a field the
  // form does not show) is the notice above the form.
  const fieldErrors = serverFieldErrors(error, role ? 'updates.' : '');
  const fieldError = (key: keyof Values) => fieldErrors[key];
  const besideFields =
    Object.keys(fieldErrors).length > 0 && Object.keys(fieldErrors).every((key) => key in values);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const fields = {
      ...values,
      validThrough: values.validThrough ? endOfDayInLosAngeles(values.validThrough) : null,
    };
    const saved = role
      ? await update
          .mutateAsync({ id: role.slug, updates: { ...fields, updatedAt: role.updatedAt } })
          .catch(() => null)
      : await create.mutateAsync(fields).catch(() => null);
    if (saved) onSaved(saved, role ? 'edit' : 'create');
  }

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      aria-label={role ? `Edit ${role.title}` : ROLE_TEXTS.newRole}
    >
      <Stack gap="md" maw={900}>
        <Title order={2} size="h3">
          {role ? `Edit ${role.title}` : ROLE_TEXTS.newRole}
        </Title>
        {error && !besideFields ? <ErrorNotice title={errorMessage(error)} /> : null}
        <TextInput
          label="Title"
          required
          value={values.title}
          onChange={(event) => set('title', event.currentTarget.value)}
          error={fieldError('title')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label="Track"
            data={options(ROLE_TRACKS, (track) => TRACK_LABELS[track])}
            value={values.track}
            onChange={(value) => value && set('track', value as Values['track'])}
            allowDeselect={false}
            error={fieldError('track')}
          />
          <Select
            label="Discipline"
            data={options(ROLE_DISCIPLINES, (discipline) => DISCIPLINE_LABELS[discipline])}
            value={values.discipline}
            onChange={(value) => value && set('discipline', value as Values['discipline'])}
            allowDeselect={false}
            error={fieldError('discipline')}
          />
          <Select
            label="Work mode"
            data={options(WORK_MODES, (mode) => WORK_MODE_LABELS[mode])}
            value={values.workMode}
            onChange={(value) => value && set('workMode', value as Values['workMode'])}
            allowDeselect={false}
            error={fieldError('workMode')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label="Minimum pay (USD)"
            required
            min={0}
            decimalScale={2}
            thousandSeparator=","
            value={values.payMin}
            onChange={(value) => set('payMin', Number(value) || 0)}
            error={fieldError('payMin')}
          />
          <NumberInput
            label="Maximum pay (USD)"
            required
            min={0}
            decimalScale={2}
            thousandSeparator=","
            value={values.payMax}
            onChange={(value) => set('payMax', Number(value) || 0)}
            error={fieldError('payMax')}
          />
          <Select
            label="Per"
            data={options(PAY_UNITS, (unit) => unit)}
            value={values.payUnit}
            onChange={(value) => value && set('payUnit', value as Values['payUnit'])}
            allowDeselect={false}
            error={fieldError('payUnit')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label="Openings"
            min={1}
            max={100}
            allowDecimal={false}
            value={values.openings}
            onChange={(value) => set('openings', Number(value) || 1)}
            error={fieldError('openings')}
          />
          <TextInput
            label="Apply by (last day)"
            type="date"
            value={values.validThrough}
            onChange={(event) => set('validThrough', event.currentTarget.value)}
            error={fieldError('validThrough')}
          />
          <Select
            label="Status"
            data={options(ROLE_STATUSES, (status) => STATUS_STYLES[status].label)}
            value={values.status}
            onChange={(value) => value && set('status', value as Values['status'])}
            allowDeselect={false}
            error={fieldError('status')}
          />
        </SimpleGrid>
        <Textarea
          label="Description (Markdown: ## headings, - lists)"
          required
          autosize
          minRows={8}
          value={values.description}
          onChange={(event) => set('description', event.currentTarget.value)}
          error={fieldError('description')}
        />
        <Textarea
          label="Requirements (Markdown)"
          required
          autosize
          minRows={4}
          value={values.requirements}
          onChange={(event) => set('requirements', event.currentTarget.value)}
          error={fieldError('requirements')}
        />
        <Group>
          <Button type="submit" loading={saving}>
            {saving ? ROLE_TEXTS.saving : ROLE_TEXTS.save}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
