import {
  caseStudySeo,
  HERO_IMAGE_HEIGHT,
  HERO_IMAGE_SIZES,
  HERO_IMAGE_WIDTH,
  mediaSrcSet,
  notFoundSeo,
  TEXTS,
  type CaseStudy,
} from '@agency/schema';
import {
  Badge,
  Blockquote,
  Box,
  Button,
  Container,
  Grid,
  Group,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck, IconClock, IconQuote } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import { ImageWithFallback } from '../../components/media/ImageWithFallback.tsx';
import { VideoPlayer } from '../../components/media/VideoPlayer.tsx';
import { siteOrigin, useSeo } from '../../lib/seo/index.ts';
import { withDataProviders } from '../../lib/DataProviders.tsx';
import { trpc } from '../../lib/trpc.ts';
import { BackAndHome, ContentCard } from '../shared/blocks.tsx';
import { SitePage } from '../shared/SitePage.tsx';
import shared from '../shared/site.module.css';
import { useBack } from '../shared/useBack.ts';
import classes from './CaseStudyPage.module.css';
import { caseStudyMedia } from './media.ts';

type Lookup = { state: 'loading' } | { state: 'found'; study: CaseStudy } | { state: 'not-found' };

/**
 * The bundled list first; the server's list only when the bundle has no such slug (or failed), so
 * a study published after the bundle was made is still found (product.md §4).
 */
export function useCaseStudy(slug: string | undefined): Lookup {
  const bundle = trpc.caseStudies.bundle.useQuery(undefined, { enabled: Boolean(slug) });
  const fromBundle = slug ? bundle.data?.caseStudies[slug] : undefined;
  const needServer = Boolean(slug) && !fromBundle && (bundle.isError || bundle.isSuccess);
  const list = trpc.caseStudies.list.useQuery(undefined, { enabled: needServer });
  const fromServer = slug && needServer ? list.data?.caseStudies[slug] : undefined;

  if (!slug) return { state: 'not-found' };
  const study = fromBundle ?? fromServer;
  if (study) return { state: 'found', study: study as CaseStudy };
  if (bundle.isPending || (needServer && list.isPending)) return { state: 'loading' };
  return { state: 'not-found' };
}

/** The page inside its data providers (the app's entry starts without them). */
export const CaseStudyPage = withDataProviders(CaseStudyPageContent);

function CaseStudyPageContent() {
  const { slug } = useParams();
  const lookup = useCaseStudy(slug);
  useSeo(
    lookup.state === 'found'
      ? caseStudySeo(lookup.study, siteOrigin())
      : lookup.state === 'not-found'
        ? notFoundSeo()
        : null,
  );

  return (
    <SitePage page="case-study">
      <Container size="lg" pt={{ base: 'lg', md: 'xl' }}>
        {lookup.state === 'loading' ? <CaseStudySkeleton /> : null}
        {lookup.state === 'not-found' ? <CaseStudyNotFound /> : null}
        {lookup.state === 'found' ? <CaseStudyView study={lookup.study} /> : null}
      </Container>
    </SitePage>
  );
}

function CaseStudySkeleton() {
  return (
    <Box aria-busy="true" data-testid="case-study-skeleton">
      <VisuallyHidden role="status">Loading case study…</VisuallyHidden>
      <Group gap="sm">
        <Skeleton height={36} width={90} radius="md" />
        <Skeleton height={36} width={150} radius="md" />
      </Group>
      <Group gap="xs" mt="xl">
        <Skeleton height={24} width={110} radius="xl" />
        <Skeleton height={24} width={90} radius="xl" />
      </Group>
      <Skeleton height={48} mt="md" width="70%" radius="md" />
      <Skeleton height={20} mt="md" width="30%" radius="md" />
      <Skeleton mt="xl" radius="lg" style={{ aspectRatio: '16 / 9', height: 'auto' }} />
      <Grid mt="xl" gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Skeleton height={180} radius="lg" />
            <Skeleton height={180} radius="lg" />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <Skeleton height={200} radius="lg" />
            <Skeleton height={120} radius="lg" />
          </Stack>
        </Grid.Col>
      </Grid>
    </Box>
  );
}

function CaseStudyNotFound() {
  return (
    <Stack
      align="center"
      ta="center"
      gap="lg"
      py={{ base: 64, md: 120 }}
      data-testid="case-study-not-found"
    >
      <Title order={1} className={shared.display}>
        {TEXTS.caseStudyNotFound}
      </Title>
      <Text className={shared.lead}>
        The case study you're looking for doesn't exist or may have been moved.
      </Text>
      <Button component={Link} to="/" size="md" radius="xl">
        Return to Home
      </Button>
    </Stack>
  );
}

function Bullets({ items }: { items: string[] }) {
  return (
    <List
      spacing="sm"
      center={false}
      icon={
        <ThemeIcon size={22} radius="xl" variant="light" aria-hidden>
          <IconCheck size={14} />
        </ThemeIcon>
      }
    >
      {items.map((item) => (
        <List.Item key={item} className={classes.bullet}>
          {item}
        </List.Item>
      ))}
    </List>
  );
}

function CaseStudyView({ study }: { study: CaseStudy }) {
  const back = useBack();
  const media = caseStudyMedia(study);
  const hasGallery = media.galleryVideos.length > 0 || media.galleryImages.length > 0;

  return (
    <article>
      <BackAndHome onBack={back} />

      <Stack gap="md" mt="xl">
        <Group gap="xs">
          <Badge size="lg" variant="light" radius="sm">
            {study.industry}
          </Badge>
          {study.duration ? (
            <Badge
              size="lg"
              variant="outline"
              color="gray"
              radius="sm"
              leftSection={<IconClock size={14} aria-hidden />}
            >
              {study.duration}
            </Badge>
          ) : null}
        </Group>
        <Title order={1} className={shared.display}>
          {study.title}
        </Title>
        <Text size="lg" c="dark.1">
          Client: <strong style={{ color: '#fff' }}>{study.client}</strong>
        </Text>
      </Stack>

      <Box mt="xl">
        {media.heroVideo ? (
          <div className={classes.hero} data-testid="hero-video">
            <VideoPlayer
              url={media.heroVideo.url}
              title={media.heroVideo.title}
              embedOther
              poster={media.heroImage ?? undefined}
              priority
            />
          </div>
        ) : media.heroImage ? (
          <div className={classes.hero}>
            <ImageWithFallback
              src={media.heroImage}
              alt={`${study.client}: ${study.title}`}
              label={study.client}
              className={classes.heroImage}
              loading="eager"
              width={HERO_IMAGE_WIDTH}
              height={HERO_IMAGE_HEIGHT}
              srcSet={mediaSrcSet(media.heroImage, HERO_IMAGE_WIDTH)}
              sizes={HERO_IMAGE_SIZES}
            />
          </div>
        ) : (
          <div className={classes.noMedia}>
            <Text c="dark.2">No hero media available</Text>
          </div>
        )}
      </Box>

      <Grid mt="xl" gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <ContentCard title="The Challenge">
              <Text className={shared.body}>{study.challenge}</Text>
            </ContentCard>
            {study.strategy ? (
              <ContentCard title="Our Strategy">
                <Text className={shared.body}>{study.strategy}</Text>
              </ContentCard>
            ) : null}
            {study.execution.length > 0 ? (
              <ContentCard title="Execution">
                <Bullets items={study.execution} />
              </ContentCard>
            ) : null}
            {study.results.length > 0 ? (
              <ContentCard title="Results">
                <Bullets items={study.results} />
              </ContentCard>
            ) : null}
            {hasGallery ? (
              <ContentCard title="Gallery" testId="gallery">
                <Stack gap="lg">
                  {media.galleryVideos.length > 0 ? (
                    <SimpleGrid
                      cols={{ base: 1, sm: media.galleryVideos.length > 1 ? 2 : 1 }}
                      spacing="lg"
                    >
                      {media.galleryVideos.map((video) => (
                        <VideoPlayer
                          key={video.url}
                          url={video.url}
                          title={video.title}
                          vertical={video.vertical}
                          embedOther
                        />
                      ))}
                    </SimpleGrid>
                  ) : null}
                  {media.galleryImages.length > 0 ? (
                    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
                      {media.galleryImages.map((src, index) => (
                        <ImageWithFallback
                          key={src}
                          src={src}
                          alt={`${study.client}: ${study.title}, image ${index + 1}`}
                          label={study.client}
                          className={classes.galleryImage}
                          width={800}
                          height={600}
                        />
                      ))}
                    </SimpleGrid>
                  ) : null}
                </Stack>
              </ContentCard>
            ) : null}
            {study.quote ? (
              <Blockquote
                color="sunset"
                radius="lg"
                icon={<IconQuote size={22} aria-hidden />}
                iconSize={44}
                mt="md"
                className={shared.panel}
                cite={`— ${study.quote.attribution}`}
                data-testid="quote"
              >
                <span className={classes.quote}>“{study.quote.text}”</span>
              </Blockquote>
            ) : null}
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg" className={classes.sidebar}>
            {study.metrics ? (
              <ContentCard title="Key Results">
                <Text className={shared.stat}>{study.metrics.primary}</Text>
                {study.metrics.secondary.length > 0 ? (
                  <List spacing="xs" mt="md" size="sm" c="dark.0">
                    {study.metrics.secondary.map((metric) => (
                      <List.Item key={metric} lh={1.5}>
                        {metric}
                      </List.Item>
                    ))}
                  </List>
                ) : null}
              </ContentCard>
            ) : null}
            {study.services.length > 0 ? (
              <ContentCard title="Services Provided">
                <Group gap="xs">
                  {study.services.map((service) => (
                    <Badge key={service} variant="light" radius="sm" size="md">
                      {service}
                    </Badge>
                  ))}
                </Group>
              </ContentCard>
            ) : null}
            {study.tags.length > 0 ? (
              <ContentCard title="Tags">
                <Group gap="xs">
                  {study.tags.map((tag) => (
                    <Badge key={tag} variant="outline" color="gray" radius="sm" size="md" tt="none">
                      {tag}
                    </Badge>
                  ))}
                </Group>
              </ContentCard>
            ) : null}
            <div className={shared.cta} style={{ padding: 'var(--mantine-spacing-xl)' }}>
              <Stack gap="sm">
                <Title order={2} className={shared.cardTitle}>
                  Ready for Similar Results?
                </Title>
                <Text c="dark.0" size="sm">
                  Tell us about your goals and we will show you how we would approach them.
                </Text>
                <Button component={Link} to="/contact" radius="xl" fullWidth mt="xs">
                  Start Your Project
                </Button>
              </Stack>
            </div>
          </Stack>
        </Grid.Col>
      </Grid>
    </article>
  );
}
