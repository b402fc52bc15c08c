import {
  Alert,
  Button,
  Center,
  Loader,
  Paper,
  PasswordInput,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { verifyToken } from './session.ts';
import { ADMIN_TEXTS } from './texts.ts';

interface AdminLoginProps {
  onLogin: (token: string) => void;
  /** Why the last session ended, if it was not a logout (e.g. the token stopped working). */
  notice?: string | null;
}

/** 'Admin Access': the token is checked against the server before it is kept. */
export function AdminLogin({ onLogin, notice }: AdminLoginProps) {
  const [token, setToken] = useState('');
  const [verifying, setVerifying] = useState(false);
  const [error, setError] = useState<{ message: string; detail?: string } | null>(
    notice ? { message: notice } : null,
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (verifying) return;
    if (!token.trim()) {
      setError({ message: ADMIN_TEXTS.tokenRequired });
      return;
    }
    setVerifying(true);
    setError(null);
    const result = await verifyToken(token);
    setVerifying(false);
    if (result.ok) onLogin(token.trim());
    else setError({ message: result.error, detail: result.detail });
  }

  return (
    <Center mih="100dvh" p="md" data-testid="admin-login">
      <Paper withBorder shadow="lg" radius="lg" p="xl" w="100%" maw={420}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="lg">
            <Stack gap="xs" align="center">
              <ThemeIcon size={52} radius="xl" variant="light" aria-hidden>
                <IconLock size={28} />
              </ThemeIcon>
              <Title order={1} size="h2">
                {ADMIN_TEXTS.loginTitle}
              </Title>
              <Text c="dimmed" size="sm" ta="center">
                {ADMIN_TEXTS.loginSubtitle}
              </Text>
            </Stack>
            <PasswordInput
              label={ADMIN_TEXTS.tokenLabel}
              placeholder={ADMIN_TEXTS.tokenPlaceholder}
              value={token}
              onChange={(event) => setToken(event.currentTarget.value)}
              autoComplete="current-password"
              disabled={verifying}
              error={error ? true : undefined}
              data-autofocus
              autoFocus
            />
            {error ? (
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertCircle size={18} aria-hidden />}
                role="alert"
                title={error.message}
              >
                {error.detail ?? null}
              </Alert>
            ) : null}
            <Button
              type="submit"
              fullWidth
              size="md"
              disabled={verifying}
              leftSection={verifying ? <Loader size="xs" color="currentColor" aria-hidden /> : null}
            >
              {verifying ? ADMIN_TEXTS.verifying : ADMIN_TEXTS.loginButton}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
