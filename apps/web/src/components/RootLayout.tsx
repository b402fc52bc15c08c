import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useAnalyticsPageViews } from '../lib/analytics/usePageViews.ts';
import { markAppReady } from '../lib/appReady.ts';
import { ConsentBanner } from './ConsentBanner.tsx';

/** The frame around every page. Each page owns its own layout; this only restores scroll. */
export function RootLayout() {
  useAnalyticsPageViews();
  useEffect(() => markAppReady(), []);
  return (
    <>
      <Outlet />
      <ConsentBanner />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first route's lazy chunk loads: the ink background alone, no spinner flash. */
export function RouteFallback() {
  return <div aria-busy="true" style={{ minHeight: '100dvh' }} />;
}
