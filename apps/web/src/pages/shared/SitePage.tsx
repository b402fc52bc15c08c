import './mantine.ts';
import { AGENCY } from '@agency/schema';
import { Anchor, Burger, Button, Container, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { COMPANY_LINKS, PRIVACY_LINK, SERVICE_LINKS } from './nav.ts';
import { ServicesButton } from './ServicesButton.tsx';
import { ConsentSettingsLink } from '../../components/ConsentBanner.tsx';
import classes from './site.module.css';

interface SitePageProps {
  /** Stable hook for tests: rendered as `data-page`. */
  page: string;
  children: ReactNode;
}

/** The frame of every content page: skip link, header with navigation, the page, footer. */
export function SitePage({ page, children }: SitePageProps) {
  return (
    <div className={classes.shell} data-page={page}>
      <a href="#main" className={classes.skipLink}>
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className={classes.main} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

/** The logo mark and the agency's name, as text (crisp at any size, read by screen readers). */
function Wordmark() {
  return (
    <span className={classes.wordmark}>
      <img src="/media/logo-mark.svg" alt="" width={36} height={36} />
      <span>
        <strong>SILVER LAKE</strong> CREATIVE
      </span>
    </span>
  );
}

const loadServicesMenu = () => import('./ServicesMenu.tsx');
const ServicesMenu = lazy(() => loadServicesMenu().then((mod) => ({ default: mod.ServicesMenu })));

/**
 * The Services dropdown: a plain button until pressed, then Mantine's Menu, opened (fetched as the
 * pointer or focus reaches the button, so a press finds it there). The swap waits for the press:
 * made at focus, it would replace the button between a mouse's down and up, and lose the click.
 */
function ServicesNav() {
  const [pressed, setPressed] = useState(false);
  const button = (
    <ServicesButton
      onPointerEnter={() => void loadServicesMenu()}
      onFocus={() => void loadServicesMenu()}
      onClick={() => setPressed(true)}
    />
  );
  if (!pressed) return button;
  return (
    <Suspense fallback={button}>
      <ServicesMenu />
    </Suspense>
  );
}

function SiteHeader() {
  const [open, { toggle, close }] = useDisclosure(false);
  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.headerInner}>
        <Link to="/" className={classes.brand} aria-label={`${AGENCY.name}, home`}>
          <Wordmark />
        </Link>

        <nav aria-label="Main" className={classes.nav}>
          <ServicesNav />
          <NavLink to="/about" className={classes.navLink}>
            About
          </NavLink>
          <NavLink to="/los-angeles-advertising-agency" className={classes.navLink}>
            Los Angeles
          </NavLink>
          <NavLink to="/password-manager-content-marketing" className={classes.navLink}>
            Insights
          </NavLink>
          <Button component={Link} to="/contact" size="sm" radius="xl" ml="sm">
            Start a Project
          </Button>
        </nav>

        <Burger
          className={classes.burger}
          opened={open}
          onClick={toggle}
          aria-label={open ? 'Close navigation' : 'Open navigation'}
          aria-expanded={open}
          aria-controls="mobile-navigation"
          size="sm"
          hiddenFrom="md"
        />
      </Container>
      {open ? (
        <Container size="lg" className={classes.mobilePanel} id="mobile-navigation">
          <nav aria-label="Mobile">
            {[{ to: '/', label: 'Home' }, ...COMPANY_LINKS].map((link) => (
              <Link key={link.to} to={link.to} className={classes.mobileLink} onClick={close}>
                {link.label}
              </Link>
            ))}
            <Text className={classes.mobileGroupLabel}>Services</Text>
            {SERVICE_LINKS.map((service) => (
              <Link
                key={service.slug}
                to={`/services/${service.slug}`}
                className={classes.mobileLink}
                onClick={close}
              >
                {service.label}
              </Link>
            ))}
          </nav>
        </Container>
      ) : null}
    </header>
  );
}

function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <div className={classes.footerGrid}>
          <Stack gap="sm" className={classes.footerBrand}>
            <Wordmark />
            <Text size="sm" c="dark.1" maw={280}>
              {AGENCY.tagline}. Brand strategy, campaigns, production and media from Silver Lake,
              Los Angeles, since {AGENCY.foundedYear}.
            </Text>
          </Stack>
          <div>
            <p className={classes.footerHeading}>Services</p>
            {SERVICE_LINKS.map((service) => (
              <Link
                key={service.slug}
                to={`/services/${service.slug}`}
                className={classes.footerLink}
              >
                {service.label}
              </Link>
            ))}
          </div>
          <div>
            <p className={classes.footerHeading}>Agency</p>
            {COMPANY_LINKS.map((link) => (
              <Link key={link.to} to={link.to} className={classes.footerLink}>
                {link.label}
              </Link>
            ))}
          </div>
          <address className={classes.footerStudio}>
            <p className={classes.footerHeading}>Studio</p>
            <Text size="sm" c="dark.0">
              {AGENCY.streetAddress}
              <br />
              {AGENCY.city}, {AGENCY.region} {AGENCY.postalCode}
            </Text>
            <Anchor href={`mailto:${AGENCY.email}`} className={classes.footerLink} mt="xs">
              {AGENCY.email}
            </Anchor>
            <Anchor
              href={`tel:${AGENCY.phone.replace(/[^+\d]/g, '')}`}
              className={classes.footerLink}
            >
              {AGENCY.phone}
            </Anchor>
          </address>
        </div>
        <div className={classes.footerBottom}>
          <Text size="xs" c="dark.2">
            {/* A page rendered on the server late on 31 December may be hydrated in the new year. */}
            © <span suppressHydrationWarning>{year}</span> {AGENCY.name}. All rights reserved. ·{' '}
            <Anchor
              component={Link}
              to={PRIVACY_LINK.to}
              size="xs"
              c="dark.1"
              className={classes.inlineLink}
            >
              {PRIVACY_LINK.label}
            </Anchor>
            <ConsentSettingsLink className={classes.footerSettings} />
          </Text>
        </div>
      </Container>
    </footer>
  );
}
