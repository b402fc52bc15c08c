import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useAnalyticsPageViews } from '../lib/analytics/index.ts';

/** The frame around every page. Each page owns its own layout; this only restores scroll. */
export function RootLayout() {
  useAnalyticsPageViews();
  // A page the server rendered shows before its code runs; `data-app-ready` tells scripts that
  // drive the page (the end-to-end tests) when it also answers clicks.
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first route's lazy chunk loads: the ink background alone, no spinner flash. */
export function RouteFallback() {
  return <div aria-busy="true" style={{ minHeight: '100dvh' }} />;
}
