import { aboutCopy, AGENCY, AWARD_BADGES, staticPageSeo, type ServiceSlug } from '@agency/schema';
import {
  Badge,
  Box,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconBrandInstagram,
  IconBulb,
  IconChartBar,
  IconDeviceTv,
  IconMapPin,
  IconMovie,
  IconSpeakerphone,
  IconTargetArrow,
  IconUserStar,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { siteOrigin, useSeo } from '../../lib/seo/index.ts';
import { CtaBanner, PageHero, Section } from '../shared/blocks.tsx';
import { SitePage } from '../shared/SitePage.tsx';
import shared from '../shared/site.module.css';
import classes from './AboutPage.module.css';

/** The service page behind each capability of `aboutCopy.capabilities`, in the same order. */
const CAPABILITY_LINKS: { slug: ServiceSlug; icon: Icon }[] = [
  { slug: 'brand-strategy', icon: IconTargetArrow },
  { slug: 'creative-campaigns', icon: IconBulb },
  { slug: 'media-buying', icon: IconDeviceTv },
  { slug: 'video-production', icon: IconMovie },
  { slug: 'digital-marketing', icon: IconChartBar },
  { slug: 'social-media', icon: IconBrandInstagram },
  { slug: 'influencer-marketing', icon: IconUserStar },
];

const DIFFERENTIATOR_ICONS: Icon[] = [IconUsersGroup, IconMapPin, IconChartBar, IconSpeakerphone];

/** The clients named in the portfolio copy, with their case studies. */
const FEATURED_CLIENTS = [
  { slug: 'imax', client: 'IMAX' },
  { slug: 'electra-motors', client: 'Electra Motors' },
  { slug: 'pacific-coast-credit-union', client: 'Pacific Coast Credit Union' },
  { slug: 'sunset-strip-music-festival', client: 'Sunset Strip Music Festival' },
  { slug: 'golden-state-creamery', client: 'Golden State Creamery' },
  { slug: 'taqueria-del-sol', client: 'Taquería del Sol' },
  { slug: 'vaultline', client: 'Vaultline' },
  { slug: 'verde-wellness', client: 'Verde Wellness' },
  { slug: 'canyon-ridge-outfitters', client: 'Canyon Ridge Outfitters' },
];

const STATS = [
  { value: String(AGENCY.foundedYear), label: 'Serving Southern California since' },
  { value: '38', label: 'Strategists, creatives, producers and media specialists in-house' },
  {
    value: String(AGENCY.clioAwards),
    label: 'Clio Awards, alongside Telly, Shorty, AAF and Ad Age honors',
  },
  { value: '7', label: 'Disciplines under one roof on Sunset Boulevard' },
];

/** Warm pairs from the brand's sunset and the studio's ink, one per person in turn. */
const MONOGRAM_COLOURS = [
  ['#ff7a1a', '#ff4d6d'],
  ['#ffb25e', '#d85c04'],
  ['#4aa3f0', '#1a2441'],
  ['#ff4d6d', '#6f2dbd'],
  ['#2bbba7', '#0d1528'],
  ['#ffc46b', '#ff7a1a'],
] as const;

/**
 * A person's portrait as a drawn monogram: their initials on a gradient of the brand's colours
 * (hidden from screen readers, which read the name beside it).
 */
function Monogram({ name, index }: { name: string; index: number }) {
  const initials = name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
  const [from, to] = MONOGRAM_COLOURS[index % MONOGRAM_COLOURS.length]!;
  const id = `monogram-${index}`;
  return (
    <svg className={classes.monogram} viewBox="0 0 120 150" aria-hidden="true">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="120" height="150" rx="14" fill={`url(#${id})`} />
      <circle
        cx={96 - (index % 3) * 30}
        cy={30 + (index % 2) * 80}
        r="42"
        fill="#fff"
        opacity="0.08"
      />
      <text x="14" y="136" className={classes.monogramText}>
        {initials}
      </text>
    </svg>
  );
}

export function AboutPage() {
  useSeo(staticPageSeo('/about', siteOrigin()));
  const [firstSentence, ...rest] = aboutCopy.overview.split(/(?<=\.)\s+/);

  return (
    <SitePage page="about">
      <PageHero eyebrow="About us" title={`About ${AGENCY.name}`} lead={firstSentence} />

      <Section
        id="overview"
        eyebrow="Company overview"
        title="A creative agency that measures itself by your results"
      >
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'xl', md: 48 }}>
          <Text className={shared.prose}>{rest.join(' ')}</Text>
          <SimpleGrid cols={2} spacing="md">
            {STATS.map((stat) => (
              <div
                key={stat.label}
                className={shared.panel}
                style={{ padding: 'var(--mantine-spacing-lg)' }}
              >
                <div className={shared.stat}>{stat.value}</div>
                <Text size="sm" c="dark.1" mt={8}>
                  {stat.label}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </SimpleGrid>
      </Section>

      <Section
        id="capabilities"
        eyebrow="Full-service capabilities"
        title="Everything a launch needs, planned together"
        intro="Most clients combine two or more of these. Because the same team plans, makes and places the work, nothing gets lost in a handoff."
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          {aboutCopy.capabilities.map((capability, index) => {
            const link = CAPABILITY_LINKS[index];
            const CapabilityIcon = link?.icon ?? IconBulb;
            return (
              <Link
                key={capability}
                to={link ? `/services/${link.slug}` : '/contact'}
                className={`${shared.panel} ${shared.panelHover} ${classes.capability}`}
              >
                <ThemeIcon size={42} radius="md" variant="light" aria-hidden>
                  <CapabilityIcon size={22} />
                </ThemeIcon>
                <Text fw={600} c="white" mt="md">
                  {capability}
                </Text>
              </Link>
            );
          })}
        </SimpleGrid>
      </Section>

      <Section
        id="clients"
        eyebrow="Client portfolio"
        title="From global entertainment brands to neighborhood favorites"
      >
        <Stack gap="xl">
          <Text className={shared.prose} maw={860}>
            {aboutCopy.clientPortfolio}
          </Text>
          <Group gap="sm">
            {FEATURED_CLIENTS.map((client) => (
              <Badge
                key={client.slug}
                component={Link}
                to={`/case-studies/${client.slug}`}
                size="xl"
                radius="sm"
                variant="default"
                tt="none"
                fw={500}
                className={classes.clientChip}
              >
                {client.client}
              </Badge>
            ))}
          </Group>
        </Stack>
      </Section>

      <Section id="different" eyebrow="What sets us apart" title="Why brands stay with us">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {aboutCopy.differentiators.map((item, index) => {
            const DifferentiatorIcon = DIFFERENTIATOR_ICONS[index] ?? IconBulb;
            return (
              <Box key={item.title} className={shared.panel} p="xl">
                <Group gap="md" align="flex-start" wrap="nowrap">
                  <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                    <DifferentiatorIcon size={22} />
                  </ThemeIcon>
                  <div>
                    <Title order={3} className={shared.cardTitle}>
                      {item.title}
                    </Title>
                    <Text c="dark.0" mt={6} lh={1.65}>
                      {item.text}
                    </Text>
                  </div>
                </Group>
              </Box>
            );
          })}
        </SimpleGrid>
      </Section>

      <Section id="team" eyebrow="People" title="The people who make the work">
        <ul className={classes.team}>
          {aboutCopy.team.map((person, index) => (
            <li key={person.name} className={classes.person}>
              <Monogram name={person.name} index={index} />
              <p className={classes.personName}>{person.name}</p>
              <p className={classes.personRole}>{person.role}</p>
              <p className={classes.personSince}>With us since {person.since}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="studio" eyebrow="The studio" title={aboutCopy.studio.title}>
        <div className={classes.studio}>
          <Text className={shared.prose}>{aboutCopy.studio.text}</Text>
          <div className={classes.studioCard}>
            <ul className={classes.studioFacts}>
              {aboutCopy.studio.facts.map((fact) => (
                <li key={fact}>{fact}</li>
              ))}
            </ul>
            <address className={classes.studioAddress}>
              {AGENCY.streetAddress}
              <br />
              {AGENCY.city}, {AGENCY.region} {AGENCY.postalCode}
            </address>
          </div>
        </div>
      </Section>

      <Section
        id="awards"
        eyebrow="Awards"
        title="Recognized by the industry, judged by our clients"
      >
        <div className={classes.badges}>
          {AWARD_BADGES.map((badge) => (
            <img
              key={badge.id}
              src={`/media/awards/${badge.id}.svg`}
              alt={badge.name}
              width={96}
              height={96}
              loading="lazy"
            />
          ))}
        </div>
        <table className={classes.awards}>
          <caption className={classes.visuallyHidden}>Awards by year, prize and campaign</caption>
          <thead>
            <tr>
              <th scope="col">Year</th>
              <th scope="col">Award</th>
              <th scope="col">Campaign</th>
            </tr>
          </thead>
          <tbody>
            {[...aboutCopy.awards]
              .sort((a, b) => b.year - a.year)
              .map((award) => (
                <tr key={`${award.award} ${award.year} ${award.campaign.slug}`}>
                  <td className={classes.awardYear}>{award.year}</td>
                  <td>
                    <span className={classes.awardName}>{award.award}</span>
                    <span className={classes.awardHonor}>{award.honor}</span>
                  </td>
                  <td>
                    <Link to={`/case-studies/${award.campaign.slug}`} className={classes.awardLink}>
                      {award.campaign.client}: {award.campaign.title}
                    </Link>
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
      </Section>

      <Container size="lg" py="xl">
        <figure className={classes.tagline}>
          <blockquote>{aboutCopy.tagline}</blockquote>
          <figcaption>
            {AGENCY.name} · {AGENCY.tagline}
          </figcaption>
        </figure>
      </Container>

      <CtaBanner
        title="Let's make something worth watching"
        text={`Project work typically ranges from ${AGENCY.projectPriceRange}, and retainers start from ${AGENCY.retainerFrom}. Tell us what you are planning.`}
        primary={{ to: '/contact', label: 'Start a Project' }}
        secondary={{ to: '/case-studies/imax', label: 'See Our Work' }}
      />
    </SitePage>
  );
}
