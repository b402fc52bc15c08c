import { AGENCY } from '@agency/schema';
import { IconMenu2, IconX } from '@tabler/icons-react';
import { useState, type ComponentType, type ReactNode } from 'react';
import { ConsentSettingsLink } from '../../components/ConsentBanner.tsx';
import classes from './chrome.module.css';
import { COMPANY_LINKS, HEADER_LINKS, PRIVACY_LINK, SERVICE_LINKS } from './nav.ts';

/**
 * How the chrome links to a page: the router's link on the content pages (no reload), a plain
 * anchor on the home page, which starts without the router.
 */
export type SiteLink = ComponentType<{
  to: string;
  className?: string;
  onClick?: () => void;
  children: ReactNode;
}>;

/** A plain anchor: the home page's links, and the content pages' in-page ones. */
export const PlainLink: SiteLink = ({ to, className, onClick, children }) => (
  <a href={to} className={className} onClick={onClick}>
    {children}
  </a>
);

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

interface SiteHeaderProps {
  Link: SiteLink;
  /** The Services entry: the content pages' dropdown, or the home page's link to the list. */
  services: ReactNode;
  className?: string;
}

/**
 * The header of every page: the wordmark home, then Work, Services, About, Careers and Contact;
 * on a phone the same links behind a menu button.
 */
export function SiteHeader({ Link, services, className }: SiteHeaderProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const [work, about, careers] = HEADER_LINKS;
  return (
    <header className={`${classes.header} ${className ?? ''}`}>
      <div className={`${classes.inner} ${classes.headerInner}`}>
        <Link to="/" className={classes.brand}>
          <span className={classes.brandLabel}>{AGENCY.name}, home</span>
          <span aria-hidden="true">
            <Wordmark />
          </span>
        </Link>

        <nav aria-label="Main" className={classes.nav}>
          <Link to={work.to} className={classes.navLink}>
            {work.label}
          </Link>
          {services}
          <Link to={about.to} className={classes.navLink}>
            {about.label}
          </Link>
          <Link to={careers.to} className={classes.navLink}>
            {careers.label}
          </Link>
          <Link to="/contact" className={classes.navCta}>
            Contact
          </Link>
        </nav>

        <button
          type="button"
          className={classes.burger}
          onClick={() => setOpen((value) => !value)}
          aria-label={open ? 'Close navigation' : 'Open navigation'}
          aria-expanded={open}
          aria-controls="mobile-navigation"
        >
          {open ? <IconX size={22} aria-hidden /> : <IconMenu2 size={22} aria-hidden />}
        </button>
      </div>
      {open ? (
        <div className={`${classes.inner} ${classes.mobilePanel}`} id="mobile-navigation">
          <nav aria-label="Mobile">
            {[
              { to: '/', label: 'Home' },
              ...HEADER_LINKS,
              { to: '/contact', label: 'Contact' },
            ].map((link) => (
              <Link key={link.to} to={link.to} className={classes.mobileLink} onClick={close}>
                {link.label}
              </Link>
            ))}
            <p className={classes.mobileGroupLabel}>Services</p>
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
        </div>
      ) : null}
    </header>
  );
}

/** The footer of every page: the services, the agency's pages, the studio, the small print. */
export function SiteFooter({ Link }: { Link: SiteLink }) {
  const year = new Date().getFullYear();
  return (
    <footer className={classes.footer}>
      <div className={classes.inner}>
        <div className={classes.footerGrid}>
          <div className={classes.footerBrand}>
            <Wordmark />
            <p className={classes.footerText}>
              {AGENCY.tagline}. Brand strategy, campaigns, production and media from Silver Lake,
              Los Angeles, since {AGENCY.foundedYear}.
            </p>
          </div>
          {/* Plain links drawn by the server: the way on for crawlers and visitors without
              JavaScript, the home page's included. */}
          <nav aria-label="Site" className={classes.footerNav}>
            <div id="services">
              <p className={classes.footerHeading}>Services</p>
              <ul>
                {SERVICE_LINKS.map((service) => (
                  <li key={service.slug}>
                    <Link to={`/services/${service.slug}`} className={classes.footerLink}>
                      {service.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <p className={classes.footerHeading}>Agency</p>
              <ul>
                {COMPANY_LINKS.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={classes.footerLink}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          </nav>
          <address className={classes.footerStudio}>
            <p className={classes.footerHeading}>Studio</p>
            <p className={classes.footerAddress}>
              {AGENCY.streetAddress}
              <br />
              {AGENCY.city}, {AGENCY.region} {AGENCY.postalCode}
            </p>
            <a href={`mailto:${AGENCY.email}`} className={classes.footerLink}>
              {AGENCY.email}
            </a>
            <a href={`tel:${AGENCY.phone.replace(/[^+\d]/g, '')}`} className={classes.footerLink}>
              {AGENCY.phone}
            </a>
          </address>
        </div>
        <div className={classes.footerBottom}>
          <p className={classes.copyright}>
            {/* A page rendered on the server late on 31 December may be hydrated in the new year. */}
            © <span suppressHydrationWarning>{year}</span> {AGENCY.name}. All rights reserved. ·{' '}
            <Link to={PRIVACY_LINK.to} className={classes.inlineLink}>
              {PRIVACY_LINK.label}
            </Link>
            <ConsentSettingsLink className={classes.footerSettings} />
          </p>
        </div>
      </div>
    </footer>
  );
}
