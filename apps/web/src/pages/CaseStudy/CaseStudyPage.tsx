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
  Box,
  Button,
  Container,
  Grid,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ImageWithFallback } from '../../components/media/ImageWithFallback.tsx';
import { VideoPlayer } from '../../components/media/VideoPlayer.tsx';
import { siteOrigin, useSeo } from '../../lib/seo/index.ts';
import { withDataProviders } from '../../lib/DataProviders.tsx';
import { trpc } from '../../lib/trpc.ts';
import { BackAndHome } from '../shared/blocks.tsx';
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
      {lookup.state === 'found' ? (
        <CaseStudyView study={lookup.study} />
      ) : (
        <Container size="lg" pt={{ base: 'lg', md: 'xl' }}>
          {lookup.state === 'loading' ? <CaseStudySkeleton /> : <CaseStudyNotFound />}
        </Container>
      )}
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

/**
 * A result as a figure and its words: "312% lift in ticket pre-sales" is 312% over "lift in ticket
 * pre-sales". A result that does not start with a number is a figure of words, set whole.
 */
export function splitFigure(result: string): { figure: string; label: string } {
  const match = /^(\$?[\d][\d.,]*\s?(?:%|[KMB]\b|x\b)?\+?)\s+(.+)$/.exec(result);
  return match ? { figure: match[1]!, label: match[2]! } : { figure: result, label: '' };
}

function Figure({ result, lead = false }: { result: string; lead?: boolean }) {
  const { figure, label } = splitFigure(result);
  return (
    <div className={classes.figure} data-lead={lead || undefined}>
      <span className={label ? classes.figureValue : classes.figureWords}>{figure}</span>
      {label ? <span className={classes.figureLabel}>{label}</span> : null}
    </div>
  );
}

/** A section of the story: its heading in the margin, its text in the measure beside it. */
function Chapter({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className={classes.chapter} data-testid={testId}>
      <Title order={2} className={classes.chapterTitle}>
        {title}
      </Title>
      <div className={classes.chapterBody}>{children}</div>
    </section>
  );
}

function CaseStudyView({ study }: { study: CaseStudy }) {
  const back = useBack();
  const media = caseStudyMedia(study);
  const [leadImage, ...moreImages] = media.galleryImages;
  const hasGallery = media.galleryVideos.length > 0 || media.galleryImages.length > 0;

  return (
    <article>
      <Container size="lg" pt={{ base: 'lg', md: 'xl' }}>
        <BackAndHome onBack={back} />
        <header className={classes.masthead}>
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
          <p className={classes.client}>
            Client: <strong>{study.client}</strong>
          </p>
        </header>
      </Container>

      {/* The hero runs edge to edge: the campaign's own picture, not a card on the page. */}
      <div className={classes.bleed}>
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
          <Container size="lg">
            <div className={classes.noMedia}>
              <Text c="dark.2">No hero media available</Text>
            </div>
          </Container>
        )}
      </div>

      <Container size="lg">
        <Chapter title="The Challenge">
          <p className={classes.lead}>{study.challenge}</p>
        </Chapter>
        {study.strategy ? (
          <Chapter title="Our Strategy">
            <p className={shared.body}>{study.strategy}</p>
          </Chapter>
        ) : null}
      </Container>

      {study.metrics ? (
        <section className={classes.results} aria-labelledby="key-results">
          <Container size="lg">
            <Title order={2} id="key-results" className={classes.bandTitle}>
              Key Results
            </Title>
            <Figure result={study.metrics.primary} lead />
            {study.metrics.secondary.length > 0 ? (
              <div className={classes.figures}>
                {study.metrics.secondary.map((metric) => (
                  <Figure key={metric} result={metric} />
                ))}
              </div>
            ) : null}
          </Container>
        </section>
      ) : null}

      <Container size="lg">
        {study.execution.length > 0 ? (
          <Chapter title="Execution">
            <ol className={classes.steps}>
              {study.execution.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ol>
          </Chapter>
        ) : null}
        {study.results.length > 0 ? (
          <Chapter title="Results">
            <ul className={classes.outcomes}>
              {study.results.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </Chapter>
        ) : null}
      </Container>

      {study.quote ? (
        <Container size="lg">
          <figure className={classes.pullQuote} data-testid="quote">
            <blockquote>“{study.quote.text}”</blockquote>
            <figcaption>— {study.quote.attribution}</figcaption>
          </figure>
        </Container>
      ) : null}

      {hasGallery ? (
        <section className={classes.gallery} data-testid="gallery" aria-labelledby="gallery">
          <Container size="lg">
            <Title order={2} id="gallery" className={classes.bandTitle}>
              Gallery
            </Title>
          </Container>
          {media.galleryVideos.length > 0 ? (
            <Container size="lg">
              <div className={classes.films}>
                {media.galleryVideos.map((video, index) => (
                  <figure
                    key={video.url}
                    className={classes.film}
                    data-vertical={video.vertical || undefined}
                  >
                    <VideoPlayer
                      url={video.url}
                      title={video.title}
                      vertical={video.vertical}
                      poster={video.poster}
                      embedOther
                    />
                    <figcaption>{filmCaption(study, video.title, index)}</figcaption>
                  </figure>
                ))}
              </div>
            </Container>
          ) : null}
          {leadImage ? (
            <div className={classes.bleed}>
              <ImageWithFallback
                src={leadImage}
                alt={`${study.client}: ${study.title}, image 1`}
                label={study.client}
                className={classes.frameWide}
                width={1200}
                height={800}
              />
            </div>
          ) : null}
          {moreImages.length > 0 ? (
            <Container size="lg">
              <div className={classes.frames} data-count={moreImages.length}>
                {moreImages.map((src, index) => (
                  <ImageWithFallback
                    key={src}
                    src={src}
                    alt={`${study.client}: ${study.title}, image ${index + 2}`}
                    label={study.client}
                    className={classes.frame}
                    width={1200}
                    height={800}
                  />
                ))}
              </div>
            </Container>
          ) : null}
        </section>
      ) : null}

      <Container size="lg">
        <div className={classes.facts}>
          {study.services.length > 0 ? (
            <section>
              <Title order={2} className={classes.factTitle}>
                Services Provided
              </Title>
              <Group gap="xs">
                {study.services.map((service) => (
                  <Badge key={service} variant="light" radius="sm" size="md">
                    {service}
                  </Badge>
                ))}
              </Group>
            </section>
          ) : null}
          {study.tags.length > 0 ? (
            <section>
              <Title order={2} className={classes.factTitle}>
                Tags
              </Title>
              <Group gap="xs">
                {study.tags.map((tag) => (
                  <Badge key={tag} variant="outline" color="gray" radius="sm" size="md" tt="none">
                    {tag}
                  </Badge>
                ))}
              </Group>
            </section>
          ) : null}
        </div>
        <div className={`${shared.cta} ${classes.cta}`}>
          <Title order={2} className={shared.sectionTitle}>
            Ready for Similar Results?
          </Title>
          <Text className={shared.lead}>
            Tell us about your goals and we will show you how we would approach them.
          </Text>
          <Button component={Link} to="/contact" size="md" radius="xl" mt="md">
            Start Your Project
          </Button>
        </div>
      </Container>
    </article>
  );
}

/**
 * A film's caption under its player: its own title, without the client and study the page's
 * heading already names ("IMAX: Bigger Than Your Living Room, video 2" is "Film 2").
 */
export function filmCaption(study: CaseStudy, title: string, index: number): string {
  const prefix = `${study.client}: ${study.title}`;
  if (!title.startsWith(prefix)) return title.replace(`${study.client}: `, '');
  return `Film ${index + 1}`;
}
