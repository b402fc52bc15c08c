import { serviceSeo, notFoundSeo, TEXTS, type Service } from '@agency/schema';
import {
  Box,
  Button,
  Container,
  Grid,
  Group,
  List,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowRight, IconCheck, IconSparkles, IconUsers } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import { siteOrigin, useSeo } from '../../lib/seo/index.ts';
import { withDataProviders } from '../../lib/DataProviders.tsx';
import { trpc } from '../../lib/trpc.ts';
import { BackAndHome, ContentCard } from '../shared/blocks.tsx';
import { SitePage } from '../shared/SitePage.tsx';
import shared from '../shared/site.module.css';
import { useBack } from '../shared/useBack.ts';
import classes from './ServicePage.module.css';

/** "Discover: we interview…" → a step name and its text; a step without a name keeps its text only. */
export function splitStep(step: string): { name: string | null; text: string } {
  const match = /^([^:]{2,40}):\s+(.+)$/s.exec(step);
  return match ? { name: match[1] ?? null, text: match[2] ?? step } : { name: null, text: step };
}

/** The page inside its data providers (the app's entry starts without them). */
export const ServicePage = withDataProviders(ServicePageContent);

function ServicePageContent() {
  const { slug = '' } = useParams();
  const query = trpc.services.bySlug.useQuery({ slug }, { enabled: slug !== '' });
  const service = query.data;
  useSeo(
    service
      ? serviceSeo(slug, service, siteOrigin())
      : query.isError || !slug
        ? notFoundSeo()
        : null,
  );

  return (
    <SitePage page="service">
      {service ? (
        <ServiceView service={service} />
      ) : query.isPending && slug ? (
        <Container size="lg">
          <Stack
            align="center"
            justify="center"
            gap="md"
            py={{ base: 96, md: 160 }}
            role="status"
            aria-busy="true"
          >
            <Loader size="lg" aria-hidden />
            <Text c="dark.1">Loading service details...</Text>
          </Stack>
        </Container>
      ) : (
        <ServiceNotFound />
      )}
    </SitePage>
  );
}

function ServiceNotFound() {
  const back = useBack();
  return (
    <Container size="lg">
      <Stack
        align="center"
        ta="center"
        gap="lg"
        py={{ base: 64, md: 120 }}
        data-testid="service-not-found"
      >
        <Title order={1} className={shared.display}>
          {TEXTS.serviceNotFound}
        </Title>
        <Text className={shared.lead}>The service you're looking for doesn't exist.</Text>
        <Group gap="sm" justify="center">
          <Button size="md" radius="xl" onClick={back} leftSection={<span aria-hidden>←</span>}>
            Go Back
          </Button>
          <Button component={Link} to="/contact" size="md" radius="xl" variant="default">
            Talk to Us Instead
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

function ServiceView({ service }: { service: Service }) {
  const back = useBack();
  return (
    <article>
      <Box className={shared.hero}>
        <Container size="lg">
          <BackAndHome onBack={back} />
          <Stack gap="lg" mt="xl" maw={880}>
            <span className={shared.eyebrow}>Services</span>
            <Title order={1} className={shared.display}>
              {service.title}
            </Title>
            <Text className={shared.lead}>{service.description}</Text>
          </Stack>
        </Container>
      </Box>

      <Container size="lg" pt="xl">
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <ContentCard title="Overview">
                <Text className={shared.body}>{service.overview}</Text>
              </ContentCard>

              <ContentCard title="Key Services">
                <SimpleGrid
                  cols={{ base: 1, sm: 2 }}
                  spacing="sm"
                  component="ul"
                  className={classes.plainList}
                >
                  {service.keyServices.map((item) => (
                    <li key={item} className={classes.keyService}>
                      <ThemeIcon size={24} radius="xl" variant="light" aria-hidden>
                        <IconCheck size={14} />
                      </ThemeIcon>
                      <Text c="dark.0">{item}</Text>
                    </li>
                  ))}
                </SimpleGrid>
              </ContentCard>

              <ContentCard title="Capabilities">
                <List
                  spacing="sm"
                  icon={
                    <IconSparkles size={16} color="var(--mantine-color-sunset-4)" aria-hidden />
                  }
                  center
                >
                  {service.capabilities.map((item) => (
                    <List.Item key={item} c="dark.0" lh={1.5}>
                      {item}
                    </List.Item>
                  ))}
                </List>
              </ContentCard>

              <ContentCard title="Our Approach">
                <ol className={classes.steps}>
                  {service.approach.map((step, index) => {
                    const { name, text } = splitStep(step);
                    return (
                      <li key={step} className={classes.step}>
                        <span className={classes.stepNumber} aria-hidden>
                          {index + 1}
                        </span>
                        <div>
                          {name ? (
                            <Text fw={700} c="white">
                              {name}
                            </Text>
                          ) : null}
                          <Text c="dark.0" className={classes.stepText}>
                            {name ? text.charAt(0).toUpperCase() + text.slice(1) : text}
                          </Text>
                        </div>
                      </li>
                    );
                  })}
                </ol>
              </ContentCard>
            </Stack>
          </Grid.Col>

          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg" className={classes.sidebar}>
              <ContentCard title="Results & Impact">
                <Text c="dark.0" size="sm" lh={1.7}>
                  {service.results}
                </Text>
              </ContentCard>
              <ContentCard title="Client Types">
                <List
                  spacing="xs"
                  icon={<IconUsers size={16} color="var(--mantine-color-dark-1)" aria-hidden />}
                  center
                  size="sm"
                >
                  {service.clientTypes.map((item) => (
                    <List.Item key={item} c="dark.0" lh={1.5}>
                      {item}
                    </List.Item>
                  ))}
                </List>
              </ContentCard>
              <div className={shared.cta} style={{ padding: 'var(--mantine-spacing-xl)' }}>
                <Stack gap="sm">
                  <Title order={2} className={shared.cardTitle}>
                    Ready to Get Started?
                  </Title>
                  <Text c="dark.0" size="sm">
                    Tell us what you need and a strategist will reply within one business day.
                  </Text>
                  <Button
                    component={Link}
                    to="/contact"
                    radius="xl"
                    fullWidth
                    mt="xs"
                    rightSection={<IconArrowRight size={16} aria-hidden />}
                  >
                    Start a Conversation
                  </Button>
                </Stack>
              </div>
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </article>
  );
}
