import {
  AGENCY,
  LOS_ANGELES_FAQ,
  serviceLabel,
  staticPageSeo,
  type ServiceSlug,
} from '@agency/schema';
import {
  Accordion,
  Box,
  Button,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconArrowRight,
  IconBulb,
  IconChartLine,
  IconCheck,
  IconDeviceAnalytics,
  IconMapPin,
  IconMovie,
  IconStack2,
  IconTargetArrow,
  type Icon,
} from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { siteOrigin, useSeo } from '../../lib/seo/index.ts';
import { CtaBanner, PageHero, Section } from '../shared/blocks.tsx';
import { SitePage } from '../shared/SitePage.tsx';
import shared from '../shared/site.module.css';
import classes from './LosAngelesPage.module.css';

const DIFFERENTIATORS: { icon: Icon; title: string; text: string }[] = [
  {
    icon: IconMapPin,
    title: 'Made in Los Angeles since 2009',
    text: `We have produced and bought media across Southern California since ${AGENCY.foundedYear}. Our crews, locations, permits and vendor relationships are local, which saves time on set and money on every media plan, like the $410,000 in added value we negotiated for Pacific Coast Credit Union.`,
  },
  {
    icon: IconStack2,
    title: 'One studio, from idea to airtime',
    text: 'Strategy, creative, production and media sit together in our Silver Lake studio, with a shooting stage, edit bays, a color suite and a sound mix room. The people who have the idea also shoot it and place it, so nothing gets lost in a handoff.',
  },
  {
    icon: IconChartLine,
    title: 'Judged on business results',
    text: 'We agree the numbers that matter before launch and report on them in plain language: a 312% lift in IMAX ticket pre-sales, 14,800 Electra Motors reservations in 30 days, and 38% more weeknight covers for Taquería del Sol.',
  },
];

const SERVICES: { slug: ServiceSlug; icon: Icon; text: string }[] = [
  {
    slug: 'creative-campaigns',
    icon: IconBulb,
    text: 'Big, simple ideas built on one true insight and designed to travel from a freeway billboard to a six-second pre-roll.',
  },
  {
    slug: 'digital-marketing',
    icon: IconDeviceAnalytics,
    text: 'Paid search, paid social, SEO, content and email run by one team that tests weekly and moves budget to what works.',
  },
  {
    slug: 'video-production',
    icon: IconMovie,
    text: 'Commercials, brand films and vertical series shot by our in-house crew across LA, finished in our own post suites.',
  },
  {
    slug: 'brand-strategy',
    icon: IconTargetArrow,
    text: 'Positioning, naming, messaging and identity that give your team one clear story, before a dollar goes into media.',
  },
];

const PROOF = [
  { value: '312%', label: 'lift in IMAX ticket pre-sales across seven LA locations' },
  { value: '14,800', label: 'Electra Motors reservations in the first 30 days' },
  { value: '11,400', label: 'new Pacific Coast Credit Union members in six months' },
  { value: '38%', label: 'more weeknight covers for Taquería del Sol' },
];

const CLIENT_TYPES = [
  'Entertainment studios, exhibitors and streaming brands',
  'Restaurant groups and food and beverage brands',
  'Automotive and mobility brands entering California',
  'Credit unions, banks and financial services',
  'Technology, SaaS and venture-backed startups',
  'Live music, festivals and events',
  'Health, wellness and direct-to-consumer brands',
  'Outdoor, apparel and regional retailers',
];

export function LosAngelesPage() {
  useSeo(staticPageSeo('/los-angeles-advertising-agency', siteOrigin()));

  return (
    <SitePage page="los-angeles">
      <PageHero
        eyebrow="Los Angeles Advertising Agency"
        title={
          <>
            The Los Angeles advertising agency for brands that want to be{' '}
            <span className={shared.accent}>seen</span>
          </>
        }
        lead={`${AGENCY.name} is a full-service creative agency on Sunset Boulevard in Silver Lake. Since ${AGENCY.foundedYear} we have helped Southern California brands, from neighborhood taquerías to IMAX, turn one sharp idea into campaigns that fill seats, tables and order books.`}
      >
        <Group gap="sm">
          <Button
            component={Link}
            to="/contact"
            size="md"
            radius="xl"
            rightSection={<IconArrowRight size={18} aria-hidden />}
          >
            Start a Project
          </Button>
          <Button component={Link} to="/case-studies/imax" size="md" radius="xl" variant="default">
            See the IMAX Case Study
          </Button>
        </Group>
      </PageHero>

      <Section
        id="why"
        eyebrow="Why Silver Lake Creative"
        title="Three reasons LA brands choose us"
      >
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {DIFFERENTIATORS.map((item) => (
            <Box key={item.title} className={shared.panel} p="xl">
              <ThemeIcon size={46} radius="md" variant="light" aria-hidden>
                <item.icon size={24} />
              </ThemeIcon>
              <Title order={3} className={shared.cardTitle} mt="md">
                {item.title}
              </Title>
              <Text c="dark.0" mt="sm" lh={1.7}>
                {item.text}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Section>

      <Section
        id="services"
        eyebrow="Services"
        title="What we do for Los Angeles brands"
        intro="Four disciplines most of our LA clients start with. Media buying, social media and influencer marketing join them as the work grows."
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {SERVICES.map((service) => (
            <Link
              key={service.slug}
              to={`/services/${service.slug}`}
              className={`${shared.panel} ${shared.panelHover} ${classes.serviceCard}`}
              data-testid="la-service"
            >
              <Group gap="md" align="flex-start" wrap="nowrap">
                <ThemeIcon size={46} radius="md" variant="light" aria-hidden>
                  <service.icon size={24} />
                </ThemeIcon>
                <div>
                  <Title order={3} className={shared.cardTitle}>
                    {serviceLabel(service.slug)}
                  </Title>
                  <Text c="dark.0" mt={6} lh={1.65}>
                    {service.text}
                  </Text>
                  <Text c="sunset.3" fw={600} size="sm" mt="sm">
                    Explore {serviceLabel(service.slug)}{' '}
                    <IconArrowRight size={14} style={{ verticalAlign: 'middle' }} aria-hidden />
                  </Text>
                </div>
              </Group>
            </Link>
          ))}
        </SimpleGrid>
      </Section>

      <Section id="results" eyebrow="Proof" title="Results from our Los Angeles work">
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
          {PROOF.map((item) => (
            <div
              key={item.value}
              className={shared.panel}
              style={{ padding: 'var(--mantine-spacing-lg)' }}
            >
              <div className={shared.stat}>{item.value}</div>
              <Text size="sm" c="dark.1" mt={8}>
                {item.label}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Section>

      <Section id="faq" eyebrow="FAQ" title="Questions LA marketers ask us">
        <Accordion
          variant="separated"
          radius="md"
          chevronPosition="right"
          defaultValue={LOS_ANGELES_FAQ[0]?.question}
          classNames={{ item: classes.faqItem, control: classes.faqControl }}
        >
          {LOS_ANGELES_FAQ.map((item) => (
            <Accordion.Item key={item.question} value={item.question}>
              <Accordion.Control>
                <Text component="span" fw={600} c="white">
                  {item.question}
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Text c="dark.0" lh={1.7}>
                  {item.answer}
                </Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Section>

      <Section id="clients" eyebrow="Who we work with" title="Client types we serve">
        <Stack gap="lg">
          <List
            spacing="sm"
            className={classes.clientList}
            icon={
              <ThemeIcon size={24} radius="xl" variant="light" aria-hidden>
                <IconCheck size={14} />
              </ThemeIcon>
            }
          >
            {CLIENT_TYPES.map((type) => (
              <List.Item key={type} c="dark.0" lh={1.5}>
                {type}
              </List.Item>
            ))}
          </List>
        </Stack>
      </Section>

      <CtaBanner
        title="Planning a launch in Los Angeles?"
        text={`Tell us about your goals, timing and budget. Projects typically range from ${AGENCY.projectPriceRange}; retainers start from ${AGENCY.retainerFrom}. We reply within one business day.`}
        primary={{ to: '/contact', label: 'Start a Project' }}
        secondary={{ to: '/case-studies/imax', label: 'See the IMAX Case Study' }}
      />
    </SitePage>
  );
}
