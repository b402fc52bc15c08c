import './mantine.ts';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import chrome from './chrome.module.css';
import shared from './site.module.css';
import { ServicesButton } from './ServicesButton.tsx';
import { PlainLink, SiteFooter, SiteHeader, type SiteLink } from './SiteChrome.tsx';

interface SitePageProps {
  /** Stable hook for tests: rendered as `data-page`. */
  page: string;
  children: ReactNode;
}

/** The frame of every content page: skip link, header with navigation, the page, footer. */
export function SitePage({ page, children }: SitePageProps) {
  return (
    <div className={shared.shell} data-page={page}>
      <a href="#main" className={chrome.skipLink}>
        Skip to content
      </a>
      <SiteHeader Link={RouterLink} services={<ServicesNav />} />
      <main id="main" className={shared.main} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter Link={RouterLink} />
    </div>
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

/** The router's link, so that moving between content pages does not reload. */
const RouterLink: SiteLink = ({ to, className, onClick, children }) =>
  to.includes('#') ? (
    <PlainLink to={to} className={className} onClick={onClick}>
      {children}
    </PlainLink>
  ) : (
    <NavLink to={to} className={className} onClick={onClick} end>
      {children}
    </NavLink>
  );
