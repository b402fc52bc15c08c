import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router-dom';
import { usePageTitle } from '../lib/usePageTitle.ts';

/** A route's chunk failed to load (typically a new deploy replaced it) or a page crashed. */
export function RouteError() {
  const error = useRouteError();
  usePageTitle('Something went wrong');
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Container component="main" size="sm" data-page="error">
      <Stack align="center" justify="center" gap="lg" mih="100dvh" ta="center">
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed" size="lg">
          This page could not be shown. Reloading usually fixes it.
        </Text>
        <Group justify="center">
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <Button component={Link} to="/" variant="default" reloadDocument>
            Back to Home
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
