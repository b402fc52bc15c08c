import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../lib/usePageTitle.ts';

interface PagePlaceholderProps {
  /** Stable hook for tests: rendered as `data-page`. */
  page: string;
  /** The page's name, shown as its heading and used in the document title. */
  title: string;
  /** The slug of a detail page, if any. */
  slug?: string;
  children?: ReactNode;
}

/** What a route shows until its real screen is built: its name, and a way home. Nothing pretend. */
export function PagePlaceholder({ page, title, slug, children }: PagePlaceholderProps) {
  usePageTitle(slug ? `${title}: ${slug}` : title);
  return (
    <Container component="main" size="sm" py="xl" data-page={page}>
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        {slug ? (
          <Text>
            Slug: <code>{slug}</code>
          </Text>
        ) : null}
        <Text c="dimmed">This page has not been built yet.</Text>
        {children}
        <Anchor component={Link} to="/">
          Home
        </Anchor>
      </Stack>
    </Container>
  );
}
