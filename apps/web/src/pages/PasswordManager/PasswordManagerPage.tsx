import { AGENCY, PASSWORD_MANAGER_ARTICLE, staticPageSeo } from '@agency/schema';
import { Box, Button, Container, Grid, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { siteOrigin, useSeo } from '../../lib/seo/index.ts';
import { PageHero } from '../shared/blocks.tsx';
import { SitePage } from '../shared/SitePage.tsx';
import shared from '../shared/site.module.css';
import classes from './PasswordManagerPage.module.css';

const VAULTLINE_RESULTS = [
  { value: '418%', label: 'growth in organic search traffic in nine months' },
  { value: '61', label: "target keywords in Google's top three, up from zero" },
  { value: '2.7x', label: 'more free trials attributed to content' },
  { value: '54%', label: 'lower acquisition cost than paid search' },
];

const TAKEAWAYS = [
  'Trust is the product before the product is.',
  'Publish original data on a schedule, not opinions on a whim.',
  'Answer the questions buyers search for late at night.',
  'Turn every report into a week of social, video and email.',
  'Report on trials and acquisition cost, not page views.',
];

const formatDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

export function PasswordManagerPage() {
  useSeo(staticPageSeo('/password-manager-content-marketing', siteOrigin()));

  return (
    <SitePage page="password-manager">
      <PageHero
        eyebrow="Insights · Content marketing"
        title={PASSWORD_MANAGER_ARTICLE.headline}
        lead="Password managers sell trust, and trust is expensive to rent through search ads. Here is the content-marketing playbook we built for Vaultline, and how any security brand can use it to grow organic demand."
      >
        <Text size="sm" c="dark.1">
          By the {AGENCY.name} digital team · Published{' '}
          <time dateTime={PASSWORD_MANAGER_ARTICLE.datePublished}>
            {formatDate(PASSWORD_MANAGER_ARTICLE.datePublished)}
          </time>{' '}
          · Updated{' '}
          <time dateTime={PASSWORD_MANAGER_ARTICLE.dateModified}>
            {formatDate(PASSWORD_MANAGER_ARTICLE.dateModified)}
          </time>{' '}
          · 8 min read
        </Text>
      </PageHero>

      <Container size="lg" pt="xl">
        <Grid gap={{ base: 'xl', md: 48 }}>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <article className={shared.prose}>
              <p>
                Few categories are as crowded, or as expensive to advertise in, as password
                management. The best-known brands bid on every query that contains the word
                &ldquo;password&rdquo;, and a smaller challenger can easily watch its cost per trial
                double in a year. That is exactly where Vaultline, a password manager built for
                small businesses, found itself when it came to us.
              </p>
              <p>
                Its buyers were not security professionals. They were office managers and founders
                doing IT on the side, and they did not trust security claims from a brand they had
                never heard of. No amount of bidding fixes that. What fixes it is being useful
                before you ask for anything.
              </p>

              <h2>Why password managers struggle to buy their way to growth</h2>
              <p>
                Paid search works best when the buyer already knows what they want. In password
                management, most potential customers are still at an earlier stage: they have just
                had a scare, a colleague has left with the shared logins, or an insurer has asked
                about their security policy. They search for answers, not for brands. An ad that
                says &ldquo;Start your free trial&rdquo; asks for commitment before it has earned
                attention.
              </p>
              <p>
                Content marketing flips that order. It meets the buyer at the question, answers it
                honestly, and lets the product appear as the natural next step. For a category built
                on trust, that sequence matters more than in almost any other.
              </p>

              <h2>Build a newsroom, not a blog</h2>
              <p>
                The center of Vaultline&rsquo;s programme was{' '}
                <strong>&ldquo;The Breach Report&rdquo;</strong>, a monthly, data-led look at how
                small businesses actually get hacked. Each edition was built on anonymized Vaultline
                research, written in plain English, led with one headline statistic and came with a
                downloadable PDF. We pitched every edition to trade and local business press, which
                earned links no guest post ever could.
              </p>
              <p>
                A regular report does three jobs at once: it gives journalists a reason to cite you,
                it gives sales a reason to get in touch, and it gives search engines a steady stream
                of original, linkable material. Nine editions in, it had become the first thing
                Vaultline&rsquo;s sales team sent to a prospect.
              </p>

              <h2>Answer the 11 p.m. questions</h2>
              <p>
                Around the report we built a library of 64 long-form guides, each targeting a
                question small teams actually type when something has gone wrong: &ldquo;password
                manager for small business&rdquo;, &ldquo;how to share passwords with
                employees&rdquo;, &ldquo;what to do when an employee leaves with your logins&rdquo;.
                Every guide answered the question fully before mentioning the product, and every one
                ended with a free, no-credit-card trial.
              </p>
              <h3>What made the guides rank</h3>
              <ul>
                <li>One search intent per page, answered in the first paragraph.</li>
                <li>Checklists and templates readers could use without signing up.</li>
                <li>
                  Statistics from The Breach Report, so each guide had something no competitor could
                  copy.
                </li>
                <li>Internal links from every new report to the guides it made more relevant.</li>
              </ul>

              <h2>Turn every report into a week of content</h2>
              <p>
                The same research fed 18 short explainer videos, a brand film for the home page and
                a fortnightly newsletter with a single practical security tip per issue. The
                newsletter grew from nothing to 48,000 subscribers. We distributed each report on
                LinkedIn and Reddit, and limited paid amplification to the two best-performing posts
                each month, so the budget followed proven interest instead of guesses.
              </p>

              <h2>Measure what the finance team cares about</h2>
              <p>
                Page views are easy to grow and easy to ignore. From the first month we reported on
                three numbers: free trials attributed to content, the rate at which those trials
                converted to paid, and customer acquisition cost compared with paid search. After
                nine months, content-sourced trials had grown 2.7 times and converted to paid at
                31%, at an acquisition cost 54% below paid search.
              </p>

              <h2>A 90-day starting plan for a password manager</h2>
              <ol>
                <li>
                  <strong>Weeks 1 to 3:</strong> interview sales and support, pull the questions
                  customers ask most, and find the research only you can publish.
                </li>
                <li>
                  <strong>Weeks 4 to 6:</strong> publish the first edition of your report, with a
                  PDF, a press pitch and three guides that link to it.
                </li>
                <li>
                  <strong>Weeks 7 to 10:</strong> cut the report into short videos and a newsletter
                  issue; test distribution on two channels.
                </li>
                <li>
                  <strong>Weeks 11 to 13:</strong> review trials, conversion and acquisition cost,
                  double down on the topics that convert, and schedule the next edition.
                </li>
              </ol>

              <h2>Mistakes to avoid</h2>
              <ul>
                <li>
                  <strong>Fear-mongering.</strong> Scare tactics erode the trust you are trying to
                  build. Be calm and specific.
                </li>
                <li>
                  <strong>Gating everything.</strong> Keep the answers open; gate only the deep-dive
                  report, if anything.
                </li>
                <li>
                  <strong>Writing for the security team.</strong> Your buyer is often not technical.
                  Plain English wins.
                </li>
              </ul>
              <p>
                Read the full story in our{' '}
                <Link to="/case-studies/vaultline">Vaultline case study</Link>, or{' '}
                <Link to="/contact">talk to our content team</Link> about your own programme.
              </p>
            </article>
          </Grid.Col>

          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg" className={classes.aside}>
              <Box className={shared.panel} p="xl">
                <Title order={2} className={shared.cardTitle}>
                  Key takeaways
                </Title>
                <ol className={classes.takeaways}>
                  {TAKEAWAYS.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ol>
              </Box>
              <div className={shared.cta} style={{ padding: 'var(--mantine-spacing-xl)' }}>
                <Stack gap="sm">
                  <Title order={2} className={shared.cardTitle}>
                    Grow your security brand
                  </Title>
                  <Text c="dark.0" size="sm">
                    We plan, write, film and distribute content programmes for SaaS and security
                    companies.
                  </Text>
                  <Button
                    component={Link}
                    to="/contact"
                    radius="xl"
                    fullWidth
                    rightSection={<IconArrowRight size={16} aria-hidden />}
                  >
                    Talk to Our Content Team
                  </Button>
                </Stack>
              </div>
            </Stack>
          </Grid.Col>
        </Grid>

        <Box component="section" mt={64} aria-labelledby="vaultline-results">
          <div className={shared.cta}>
            <Stack gap="lg">
              <span className={shared.eyebrow}>Case study · Vaultline</span>
              <Title order={2} className={shared.sectionTitle} id="vaultline-results">
                What the playbook did for Vaultline
              </Title>
              <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
                {VAULTLINE_RESULTS.map((item) => (
                  <div key={item.value}>
                    <div className={shared.stat}>{item.value}</div>
                    <Text size="sm" c="dark.0" mt={8}>
                      {item.label}
                    </Text>
                  </div>
                ))}
              </SimpleGrid>
              <Group gap="sm">
                <Button
                  component={Link}
                  to="/case-studies/vaultline"
                  size="md"
                  radius="xl"
                  rightSection={<IconArrowRight size={18} aria-hidden />}
                >
                  Read the Vaultline Case Study
                </Button>
                <Button component={Link} to="/contact" size="md" radius="xl" variant="default">
                  Start a Conversation
                </Button>
              </Group>
            </Stack>
          </div>
        </Box>
      </Container>
    </SitePage>
  );
}
