import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { initAnalytics, trackPageView } from './index.ts';

/** Mounted once, in the root layout: loads the tag and reports a page view on every location change. */
export function useAnalyticsPageViews(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    // Effects run children first, so a page that sets its title on mount has already done so.
    if (initAnalytics()) trackPageView(`${pathname}${search}`);
  }, [pathname, search]);
}
