// The site's pages as data: each route's path and the module that draws it. routes.tsx builds the
// router from this table, and the build (scripts/routeAssets.ts) reads the same table to find each
// route's chunks in Vite's manifest, so the two cannot disagree. No component is imported here:
// Node reads it at build time. The site's paths themselves are @agency/schema's PAGE_PATHS, which
// the server answers from; pageTable.test.ts fails when this table and that list differ.
import type { PageRoutePath } from '@agency/schema';

export interface PageEntry {
  /** The route's path below the root (`case-studies/:slug`), `*` for the 404 page, null for `/`. */
  path: PageRoutePath | '*' | null;
  /** The page's module, from src/ (one chunk of its own). */
  module: string;
  /** The component the module exports. */
  component: string;
  /** Private: the server leaves it to the browser. */
  clientOnly?: boolean;
  /**
   * The server renders it as its own small app, started from this entry (from src/) rather than
   * the router's (the home page: home.tsx).
   */
  ownEntry?: string;
}

// Every route of product.md §2.
export const PAGES: PageEntry[] = [
  { path: null, module: 'pages/Home/HomePage.tsx', component: 'HomePage', ownEntry: 'home.tsx' },
  { path: 'admin', module: 'pages/Admin/AdminPage.tsx', component: 'AdminPage', clientOnly: true },
  // The link in staff emails: the Leads tab with that lead open.
  {
    path: 'admin/leads/:leadId',
    module: 'pages/Admin/LeadLink.tsx',
    component: 'LeadLink',
    clientOnly: true,
  },
  { path: 'contact', module: 'pages/Contact/ContactPage.tsx', component: 'ContactPage' },
  {
    path: 'case-studies/:slug',
    module: 'pages/CaseStudy/CaseStudyPage.tsx',
    component: 'CaseStudyPage',
  },
  { path: 'services/:slug', module: 'pages/Service/ServicePage.tsx', component: 'ServicePage' },
  { path: 'careers', module: 'pages/Careers/CareersPage.tsx', component: 'CareersPage' },
  { path: 'careers/:slug', module: 'pages/Careers/RolePage.tsx', component: 'RolePage' },
  { path: 'about', module: 'pages/About/AboutPage.tsx', component: 'AboutPage' },
  {
    path: 'privacy-policy',
    module: 'pages/PrivacyPolicy/PrivacyPolicyPage.tsx',
    component: 'PrivacyPolicyPage',
  },
  {
    path: 'los-angeles-advertising-agency',
    module: 'pages/LosAngeles/LosAngelesPage.tsx',
    component: 'LosAngelesPage',
  },
  {
    path: 'password-manager-content-marketing',
    module: 'pages/PasswordManager/PasswordManagerPage.tsx',
    component: 'PasswordManagerPage',
  },
  { path: '*', module: 'pages/NotFound/NotFoundPage.tsx', component: 'NotFoundPage' },
];
