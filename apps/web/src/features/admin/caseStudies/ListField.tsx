import { ActionIcon, Button, Fieldset, Group, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { CaseStudyFormValues, ListField as ListFieldName } from './formModel.ts';

interface ListFieldProps {
  form: UseFormReturnType<CaseStudyFormValues>;
  path: ListFieldName;
  legend: string;
  /** The name of one row, for labels: "Execution step", "Tag". */
  item: string;
  placeholder?: string;
  multiline?: boolean;
  /** Extra controls at the end of a row (an upload button). */
  rowExtra?: (index: number) => ReactNode;
  /** Extra controls under the rows. */
  footer?: ReactNode;
}

/** A list of text rows that always keeps one: a row can be removed only while there are two or more. */
export function ListField({
  form,
  path,
  legend,
  item,
  placeholder,
  multiline,
  rowExtra,
  footer,
}: ListFieldProps) {
  const values = form.getValues()[path];
  const Input = multiline ? Textarea : TextInput;
  return (
    <Fieldset legend={legend} radius="md" data-testid={`list-${path}`}>
      <Stack gap="xs">
        {values.map((_, index) => (
          <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
            <Input
              {...form.getInputProps(`${path}.${index}`)}
              aria-label={`${item} ${index + 1}`}
              placeholder={placeholder}
              style={{ flex: 1 }}
              {...(multiline ? { autosize: true, minRows: 1, maxRows: 6 } : {})}
            />
            {rowExtra?.(index)}
            {values.length > 1 ? (
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Remove ${item.toLowerCase()} ${index + 1}`}
                onClick={() => form.removeListItem(path, index)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            ) : null}
          </Group>
        ))}
        <Group gap="xs">
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => form.insertListItem(path, '')}
          >
            {`Add ${item.toLowerCase()}`}
          </Button>
          {footer}
        </Group>
      </Stack>
    </Fieldset>
  );
}
