import { AGENCY, PRIVACY, staticPageSeo } from '@agency/schema';
import { Anchor, Box, Container, Grid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { siteOrigin, useSeo } from '../../lib/seo/index.ts';
import { PageHero } from '../shared/blocks.tsx';
import { SitePage } from '../shared/SitePage.tsx';
import shared from '../shared/site.module.css';
import classes from './PrivacyPolicyPage.module.css';

/** "Month D, YYYY" in US English: the policy was last updated today (product.md §2). */
export function formatPolicyDate(date: Date): string {
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(date);
}

interface PolicySection {
  id: string;
  title: string;
  body: ReactNode;
}

const email = (
  <Anchor href={`mailto:${AGENCY.email}`} c="sunset.3">
    {AGENCY.email}
  </Anchor>
);

const SECTIONS: PolicySection[] = [
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    body: (
      <>
        <p>
          We collect only what we need to answer you, to consider your application or to run this
          website:
        </p>
        <ul>
          <li>
            <strong>Contact form.</strong> Your name, email address, company (if you give it), your
            message and any PDF you attach, such as a brief or a deck.
          </li>
          <li>
            <strong>Chat assistant.</strong> The messages you type, the replies you receive, and any
            contact details or subject you share in the chat, together with a random session
            identifier for your visit.
          </li>
          <li>
            <strong>Resumes and applications.</strong> The file you upload and the details we read
            from it: your name, email, phone number, portfolio or LinkedIn links, experience and
            skills.
          </li>
          <li>
            <strong>Technical information.</strong> Your IP address (used for security and to
            prevent abuse), your browser type and, when analytics is enabled, the pages you visit
            and how you reach them.
          </li>
        </ul>
        <p>
          We do not ask for payment details, and we do not knowingly collect information from
          children under 16.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How We Use Your Information',
    body: (
      <ul>
        <li>To reply to your inquiry, prepare a proposal and run the project you hire us for.</li>
        <li>To review applications for full-time roles, our freelance network and internships.</li>
        <li>
          To improve our chat assistant and this website, using conversations and aggregate
          analytics.
        </li>
        <li>To keep the site secure, including rate limits and fraud and abuse prevention.</li>
        <li>To meet legal, accounting and reporting obligations.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'How We Share Information',
    body: (
      <>
        <p>
          We do not sell your personal information, and we do not share it for cross-context
          behavioral advertising. We share it only:
        </p>
        <ul>
          <li>
            With service providers who host our website and database, deliver email or provide web
            analytics (Google Analytics, when enabled), under contracts that limit their use of it
            to serving us.
          </li>
          <li>
            With freelancers and partners working on your project, only as far as the work needs.
          </li>
          <li>
            When the law requires it, or to protect the rights, safety and property of our clients,
            our team or others.
          </li>
          <li>
            With a successor, if our agency is ever merged or acquired, under the terms of this
            policy.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Data Security and Retention',
    body: (
      <>
        <p>
          Information travels to us over encrypted connections and is stored in our own database,
          which only authorized staff can reach, with access checked on every request. Uploaded
          files are checked before we store them. No system is perfectly secure, but we review our
          safeguards regularly.
        </p>
        <p>
          We keep project inquiries for up to {PRIVACY.keepInquiriesMonths} months after our last
          contact and resumes for up to {PRIVACY.keepResumesMonths} months, unless you ask us to
          delete them sooner or we are working together, in which case we keep records as our
          contracts and the law require.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Privacy Rights',
    body: (
      <>
        <p>
          Wherever you live, you can ask us what information we hold about you, ask us to correct
          it, or ask us to delete it. If you are a California resident, the California Consumer
          Privacy Act gives you these rights:
        </p>
        <ul>
          <li>
            The right to know the categories and specific pieces of personal information we have
            collected about you.
          </li>
          <li>
            The right to delete personal information we collected from you, subject to legal
            exceptions.
          </li>
          <li>The right to correct inaccurate personal information.</li>
          <li>
            The right to opt out of the sale or sharing of personal information; we do neither.
          </li>
          <li>The right not to be discriminated against for using any of these rights.</li>
        </ul>
        <p>
          To make a request, email {email} or call {AGENCY.phone}. We will confirm your request
          within {PRIVACY.confirmRequestDays} days and answer it within {PRIVACY.answerRequestDays}{' '}
          days, after verifying your identity by matching details you have already given us. You may
          also use an authorized agent.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and Similar Technologies',
    body: (
      <>
        <p>
          We do not use advertising cookies. When web analytics is enabled we use Google Analytics,
          which sets first-party cookies (such as <code>_ga</code>) to count visits and see which
          pages are useful; IP addresses are anonymized. Our staff area stores a sign-in token in
          your browser&rsquo;s local storage, for staff only.
        </p>
        <p>
          Analytics runs only if you accept it. Until you choose, and if you decline, no analytics
          script is loaded and nothing about your visit is sent to Google. Your choice is kept in
          your browser&rsquo;s local storage, and you can change it at any time with
          &ldquo;Analytics settings&rdquo; at the foot of every page; declining later stops
          measurement and deletes the analytics cookies. If your browser sends the Global Privacy
          Control signal, we treat it as declining, and analytics stays off.
        </p>
        <p>
          You can also block or delete cookies in your browser settings. The site works fully
          without analytics.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Contact Us',
    body: (
      <>
        <p>Questions about this policy or your information? Reach us at:</p>
        <address className={classes.address}>
          {AGENCY.name}
          <br />
          {AGENCY.streetAddress}
          <br />
          {AGENCY.city}, {AGENCY.region} {AGENCY.postalCode}
          <br />
          {email} · {AGENCY.phone}
        </address>
        <p>
          Or use our <Link to="/contact">contact form</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to This Policy',
    body: (
      <p>
        We may update this policy as our services or the law change. The date at the top of this
        page shows when it was last updated. If we make a significant change to how we use your
        information, we will say so on this page before it takes effect.
      </p>
    ),
  },
];

export function PrivacyPolicyPage() {
  useSeo(staticPageSeo('/privacy-policy', siteOrigin()));
  const today = new Date();

  return (
    <SitePage page="privacy-policy">
      <PageHero
        eyebrow="Legal"
        title="Privacy Policy"
        lead={`How ${AGENCY.name} collects, uses, shares and protects the information you give us on this website.`}
      >
        <Text size="sm" c="dark.1" data-testid="last-updated">
          Last updated:{' '}
          <time dateTime={today.toISOString().slice(0, 10)}>{formatPolicyDate(today)}</time>
        </Text>
      </PageHero>

      <Container size="lg" pt="xl">
        <Grid gap={{ base: 'xl', md: 48 }}>
          <Grid.Col span={{ base: 12, md: 4 }} visibleFrom="md">
            <Box component="nav" aria-label="On this page" className={classes.toc}>
              <Text className={shared.eyebrow} mb="sm">
                On this page
              </Text>
              <Stack gap={6}>
                {SECTIONS.map((section) => (
                  <a key={section.id} href={`#${section.id}`} className={classes.tocLink}>
                    {section.title}
                  </a>
                ))}
              </Stack>
            </Box>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <div className={shared.prose}>
              <p>
                {AGENCY.name} (&ldquo;we&rdquo;, &ldquo;us&rdquo;) is a creative advertising agency
                at {AGENCY.streetAddress}, {AGENCY.city}, California. This policy explains what
                happens to the information you share when you use our website, chat with our
                assistant, send us a brief or apply to work with us.
              </p>
              {SECTIONS.map((section) => (
                <section
                  key={section.id}
                  id={section.id}
                  aria-labelledby={`${section.id}-title`}
                  className={classes.section}
                >
                  <h2 id={`${section.id}-title`}>{section.title}</h2>
                  {section.body}
                </section>
              ))}
            </div>
          </Grid.Col>
        </Grid>
      </Container>
    </SitePage>
  );
}
