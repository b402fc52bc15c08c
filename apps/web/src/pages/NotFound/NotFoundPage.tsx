import { notFoundSeo, TEXTS } from '@agency/schema';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useSeo } from '../../lib/seo/index.ts';
import { SitePage } from '../shared/SitePage.tsx';
import shared from '../shared/site.module.css';

const SUGGESTIONS = [
  { to: '/case-studies/imax', label: 'Our work for IMAX' },
  { to: '/about', label: 'About the agency' },
  { to: '/los-angeles-advertising-agency', label: 'Our Los Angeles services' },
  { to: '/contact', label: 'Contact us' },
];

export function NotFoundPage() {
  useSeo(notFoundSeo());
  return (
    <SitePage page="not-found">
      <Container size="sm">
        <Stack align="center" justify="center" gap="lg" py={{ base: 72, md: 140 }} ta="center">
          <Text className={shared.eyebrow}>Error 404</Text>
          <Title order={1} className={shared.display}>
            {TEXTS.notFound}
          </Title>
          <Text className={shared.lead}>
            The page you are looking for does not exist or has moved.
          </Text>
          <Button component={Link} to="/" size="md" radius="xl">
            Back to Home
          </Button>
          <Group gap="xs" justify="center" mt="md">
            <Text size="sm" c="dark.2">
              Or try:
            </Text>
            {SUGGESTIONS.map((link) => (
              <Button
                key={link.to}
                component={Link}
                to={link.to}
                variant="subtle"
                color="gray"
                size="compact-sm"
              >
                {link.label}
              </Button>
            ))}
          </Group>
        </Stack>
      </Container>
    </SitePage>
  );
}
