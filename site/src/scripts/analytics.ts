/**
 * Page views and headings scrolled into view, sent to the configured Plausible-compatible
 * endpoint with the official tracker (ADR 0007). Included only in builds with analytics
 * configured (components/Analytics.astro); records nothing after the visitor opted out.
 * __ANALYTICS__ (astro.config.ts) is false in other builds, so this compiles to nothing there
 * and shares no code with the opt-out script.
 */
import { headingEventName, isTrackingAllowed } from '../lib/analytics.ts';

declare const __ANALYTICS__: boolean;

const config = document.querySelector<HTMLMetaElement>('meta[name="analytics-endpoint"]');
if (__ANALYTICS__ && config && isTrackingAllowed()) {
  const { init, track } = await import('@plausible-analytics/tracker');
  // The visitor may opt out while the page is open (on /cookie-einstellungen): checked again before every event.
  init({ domain: config.dataset['domain']!, endpoint: config.content, captureOnLocalhost: true, logging: false, bindToWindow: false, transformRequest: (payload) => (isTrackingAllowed() ? payload : null) });
  const reported = new Set<string>();
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const id = entry.target.id;
      if (!entry.isIntersecting || reported.has(id)) continue;
      reported.add(id);
      observer.unobserve(entry.target);
      track(headingEventName(location.pathname, id), { props: {}, interactive: false });
    }
  });
  document.querySelectorAll('main :is(h2, h3)[id]').forEach((heading) => observer.observe(heading));
}
