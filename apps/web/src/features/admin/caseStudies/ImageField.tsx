import { Button, FileButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { ImageWithFallback } from '../../../components/media/ImageWithFallback.tsx';
import { IMAGE_ACCEPT } from '../session.ts';

export interface UploadFailure {
  message: string;
  detail?: string;
}

interface ImageFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Uploads the file and resolves with its path; rejects with an UploadFailure. */
  upload: (file: File) => Promise<string>;
  compact?: boolean;
}

/** An image path with a preview and an upload button (jpeg, jpg, png, gif, webp). */
export function ImageField({ label, value, onChange, error, upload, compact }: ImageFieldProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<UploadFailure | null>(null);

  const pick = (file: File | null) => {
    if (!file) return;
    setFailure(null);
    setBusy(true);
    upload(file)
      .then((path) => onChange(path))
      .catch((reason: unknown) =>
        setFailure(isFailure(reason) ? reason : { message: String(reason) }),
      )
      .finally(() => setBusy(false));
  };

  const input = (
    <TextInput
      label={compact ? undefined : label}
      aria-label={compact ? label : undefined}
      placeholder="/api/files/… or https://…"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      style={{ flex: 1 }}
    />
  );
  const button = (
    <FileButton onChange={pick} accept={IMAGE_ACCEPT}>
      {(props) => (
        <Button
          {...props}
          variant="light"
          size={compact ? 'sm' : 'sm'}
          leftSection={<IconUpload size={14} aria-hidden />}
          disabled={busy}
          aria-label={`Upload ${label.toLowerCase()}`}
        >
          {busy ? 'Uploading...' : 'Upload'}
        </Button>
      )}
    </FileButton>
  );

  return (
    <Stack gap={4} style={{ flex: 1 }}>
      <Group gap="sm" align={compact ? 'flex-start' : 'flex-end'} wrap="nowrap">
        <ImageWithFallback
          key={value.trim()}
          src={value.trim() || undefined}
          alt={`${label} preview`}
          label="No image"
          loading="eager"
          width={compact ? 56 : 96}
          height={compact ? 36 : 60}
          style={{
            width: compact ? 56 : 96,
            height: compact ? 36 : 60,
            borderRadius: 6,
            flex: 'none',
            fontSize: 10,
            padding: 2,
          }}
        />
        {input}
        {button}
      </Group>
      {failure ? (
        <Text size="xs" c="red" role="alert">
          {failure.detail ? `${failure.message}: ${failure.detail}` : failure.message}
        </Text>
      ) : null}
    </Stack>
  );
}

function isFailure(value: unknown): value is UploadFailure {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as UploadFailure).message === 'string'
  );
}
