// The home page as its own small app, without the router or React Query: the server renders it
// (entry-server.tsx) and src/home.tsx hydrates the same tree. The page links to others with plain
// links, which the server renders too; navigating within the app to `/` shows HomePage instead.
import { MantineProvider } from '@mantine/core';
import { ConsentBanner } from '../../components/ConsentBanner.tsx';
import { useEffect } from 'react';
import { initAnalytics, trackPageView } from '../../lib/analytics/index.ts';
import { markAppReady } from '../../lib/appReady.ts';
import { theme } from '../../theme.ts';
import { HomePage } from './HomePage.tsx';

function Ready() {
  // What RootLayout does for the app's pages: the page view, and the mark that the app runs.
  useEffect(() => {
    if (initAnalytics()) trackPageView('/');
    markAppReady();
  }, []);
  return null;
}

export function HomeRoot() {
  return (
    <MantineProvider theme={theme} forceColorScheme="dark">
      <HomePage />
      <ConsentBanner />
      <Ready />
    </MantineProvider>
  );
}
