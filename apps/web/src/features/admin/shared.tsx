import { mailtoHref } from '@agency/schema';
import {
  Alert,
  Anchor,
  Badge,
  Center,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
  type BadgeProps,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { intentStyle } from './format.ts';

export function IntentBadge({
  intent,
  ...props
}: { intent: string | null | undefined } & BadgeProps) {
  const style = intentStyle(intent);
  return (
    <Badge color={style.color} variant="light" data-intent={intent ?? ''} {...props}>
      {style.label}
    </Badge>
  );
}

export function ErrorNotice({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} aria-hidden />}
      title={title}
      role="alert"
    >
      {children}
    </Alert>
  );
}

/** A tab's title and the line under it that says what the tab is for. */
export function TabHeading({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div>
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {subtitle}
      </Text>
    </div>
  );
}

export function LoadingBlock({ label }: { label: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader size="md" aria-hidden />
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Text ta="center" c="dimmed">
        {children}
      </Text>
    </Paper>
  );
}

/** A label and a value in a details list; the value shows a dash when absent. */
export function Field({
  label,
  children,
  extra,
}: {
  label: string;
  children: ReactNode;
  extra?: ReactNode;
}) {
  const empty = children === null || children === undefined || children === '';
  return (
    <div>
      <Text size="xs" tt="uppercase" fw={600} c="dimmed" style={{ letterSpacing: '0.04em' }}>
        {label} {extra}
      </Text>
      <Text
        size="sm"
        style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
        c={empty ? 'dimmed' : undefined}
      >
        {empty ? '—' : children}
      </Text>
    </div>
  );
}

/** A visitor's email: a link only when it is one valid address, else the text as they typed it. */
export function EmailLink({ address }: { address: string | null | undefined }) {
  if (!address) return null;
  const href = mailtoHref(address);
  return href ? (
    <Anchor href={href} size="sm">
      {address}
    </Anchor>
  ) : (
    <Text span size="sm">
      {address}
    </Text>
  );
}
