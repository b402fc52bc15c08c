import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import classes from './site.module.css';

interface PageHeroProps {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  size?: 'md' | 'lg';
}

/** The opening band of a static page: eyebrow, the page's one h1, a lead paragraph, actions. */
export function PageHero({ eyebrow, title, lead, children, size = 'lg' }: PageHeroProps) {
  return (
    <Box component="section" className={classes.hero}>
      <Container size={size}>
        <Stack gap="lg" maw={880}>
          {eyebrow ? <span className={classes.eyebrow}>{eyebrow}</span> : null}
          <Title order={1} className={classes.display}>
            {title}
          </Title>
          {lead ? <Text className={classes.lead}>{lead}</Text> : null}
          {children}
        </Stack>
      </Container>
    </Box>
  );
}

interface SectionProps {
  eyebrow?: string;
  title?: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  id?: string;
}

/** A titled band of a page (its title is an h2). */
export function Section({ eyebrow, title, intro, children, id }: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <Box
      component="section"
      className={classes.section}
      id={id}
      aria-labelledby={title ? headingId : undefined}
    >
      <Container size="lg">
        {title ? (
          <Stack gap="sm" mb="xl" maw={760}>
            {eyebrow ? <span className={classes.eyebrow}>{eyebrow}</span> : null}
            <Title order={2} className={classes.sectionTitle} id={headingId}>
              {title}
            </Title>
            {intro ? <Text className={classes.lead}>{intro}</Text> : null}
          </Stack>
        ) : null}
        {children}
      </Container>
    </Box>
  );
}

interface CtaBannerProps {
  title: string;
  text: string;
  primary: { to: string; label: string };
  secondary?: { to: string; label: string };
}

/** The closing call to action of a page. */
export function CtaBanner({ title, text, primary, secondary }: CtaBannerProps) {
  return (
    <Container size="lg" mt="xl">
      <div className={classes.cta}>
        <Stack gap="md" maw={680}>
          <Title order={2} className={classes.sectionTitle}>
            {title}
          </Title>
          <Text className={classes.lead}>{text}</Text>
          <Group gap="sm" mt="xs">
            <Button
              component={Link}
              to={primary.to}
              size="md"
              radius="xl"
              rightSection={<IconArrowRight size={18} aria-hidden />}
            >
              {primary.label}
            </Button>
            {secondary ? (
              <Button component={Link} to={secondary.to} size="md" radius="xl" variant="default">
                {secondary.label}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </div>
    </Container>
  );
}

/** Back (in history, or home when the page was opened directly) and Return to Home. */
export function BackAndHome({
  onBack,
  backLabel = 'Back',
}: {
  onBack: () => void;
  backLabel?: string;
}) {
  return (
    <Group gap="sm">
      <Button
        variant="subtle"
        color="gray"
        onClick={onBack}
        leftSection={<span aria-hidden>←</span>}
      >
        {backLabel}
      </Button>
      <Button component={Link} to="/" variant="default">
        Return to Home
      </Button>
    </Group>
  );
}

interface ContentCardProps {
  title: string;
  children: ReactNode;
  /** Heading level inside the page: cards under the page's h1 are h2. */
  order?: 2 | 3;
  className?: string;
  testId?: string;
}

/** A titled card of a detail page (case study, service). */
export function ContentCard({ title, children, order = 2, className, testId }: ContentCardProps) {
  return (
    <Box
      component="section"
      className={`${classes.panel} ${className ?? ''}`}
      p={{ base: 'lg', md: 'xl' }}
      data-testid={testId}
    >
      <Title order={order} className={classes.cardTitle} mb="md">
        {title}
      </Title>
      {children}
    </Box>
  );
}
