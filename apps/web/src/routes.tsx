import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RootLayout, RouteFallback } from './components/RootLayout.tsx';
import { RouteError } from './components/RouteError.tsx';

/** Route handle: the server sends the page without rendering it first (entry-server.tsx). */
export interface RouteHandle {
  clientOnly?: boolean;
  /**
   * The server renders the page as its own small app, which starts from its own entry rather
   * than this router (the home page: src/home.tsx, scripts/routeAssets.ts OWN_ENTRIES).
   */
  ownEntry?: boolean;
}

// The admin area is private: it renders in the browser only.
const clientOnly: RouteHandle = { clientOnly: true };

// Every route of SPEC section 2 is its own lazy chunk: the entry holds only the providers and the
// router, and a visitor downloads the code of the page they open.
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: RouteFallback,
    ErrorBoundary: RouteError,
    children: [
      {
        index: true,
        handle: { ownEntry: true } satisfies RouteHandle,
        lazy: () => import('./pages/Home/HomePage.tsx').then((m) => ({ Component: m.HomePage })),
      },
      {
        path: 'admin',
        handle: clientOnly,
        lazy: () => import('./pages/Admin/AdminPage.tsx').then((m) => ({ Component: m.AdminPage })),
      },
      {
        // The link in staff emails: the Leads tab with that lead open.
        path: 'admin/leads/:leadId',
        handle: clientOnly,
        lazy: () => import('./pages/Admin/LeadLink.tsx').then((m) => ({ Component: m.LeadLink })),
      },
      {
        path: 'contact',
        lazy: () =>
          import('./pages/Contact/ContactPage.tsx').then((m) => ({ Component: m.ContactPage })),
      },
      {
        path: 'case-studies/:slug',
        lazy: () =>
          import('./pages/CaseStudy/CaseStudyPage.tsx').then((m) => ({
            Component: m.CaseStudyPage,
          })),
      },
      {
        path: 'services/:slug',
        lazy: () =>
          import('./pages/Service/ServicePage.tsx').then((m) => ({ Component: m.ServicePage })),
      },
      {
        path: 'about',
        lazy: () => import('./pages/About/AboutPage.tsx').then((m) => ({ Component: m.AboutPage })),
      },
      {
        path: 'privacy-policy',
        lazy: () =>
          import('./pages/PrivacyPolicy/PrivacyPolicyPage.tsx').then((m) => ({
            Component: m.PrivacyPolicyPage,
          })),
      },
      {
        path: 'los-angeles-advertising-agency',
        lazy: () =>
          import('./pages/LosAngeles/LosAngelesPage.tsx').then((m) => ({
            Component: m.LosAngelesPage,
          })),
      },
      {
        path: 'password-manager-content-marketing',
        lazy: () =>
          import('./pages/PasswordManager/PasswordManagerPage.tsx').then((m) => ({
            Component: m.PasswordManagerPage,
          })),
      },
      {
        path: '*',
        lazy: () =>
          import('./pages/NotFound/NotFoundPage.tsx').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
