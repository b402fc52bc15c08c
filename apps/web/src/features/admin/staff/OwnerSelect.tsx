import { Select, type SelectProps } from '@mantine/core';
import { trpc } from '../../../lib/trpc.ts';
import { STAFF_TEXTS } from './texts.ts';

interface OwnerSelectProps extends Pick<SelectProps, 'size' | 'mt' | 'disabled'> {
  ownerId: string | null;
  /** The name the row holds: shown even when it is no active person's (revoked, or from before staff tokens). */
  owner: string | null;
  onChange: (ownerId: string | null) => void;
}

/** An owner for a lead or candidate, chosen from the people with an active token. */
export function OwnerSelect({ ownerId, owner, onChange, ...props }: OwnerSelectProps) {
  const people = trpc.admin.staff.active.useQuery();
  const data = (people.data ?? []).map((person) => ({ value: person.id, label: person.name }));
  const current = ownerId ?? (owner ? `name:${owner}` : null);
  if (current && owner && !data.some((option) => option.value === current))
    data.push({ value: current, label: owner });
  return (
    <Select
      label={STAFF_TEXTS.owner}
      placeholder={STAFF_TEXTS.nobody}
      data={data}
      value={current}
      clearable
      searchable
      nothingFoundMessage={STAFF_TEXTS.none}
      // The held name is no one to choose: picking it again changes nothing.
      onChange={(value) => {
        if (value !== current && !value?.startsWith('name:')) onChange(value);
      }}
      {...props}
    />
  );
}
