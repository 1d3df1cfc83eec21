/**
 * Page-view analytics (docs/adr/0007-nutzungsstatistik-mit-plausible-tracker.md): build-time
 * configuration and the visitor's opt-out.
 * Active only when PUBLIC_ANALYTICS_ENDPOINT and PUBLIC_ANALYTICS_DOMAIN are set and
 * PUBLIC_DEPLOYMENT_ENV is unset or "production". Without that, no page contains any analytics
 * code and nothing is sent anywhere.
 */
export interface AnalyticsConfig {
  /** Plausible-compatible event API, e.g. https://statistik.example.de/api/event. */
  endpoint: string;
  /** The site's domain as registered with the analytics service. */
  domain: string;
}

export function analyticsConfig(env: Record<string, string | undefined>): AnalyticsConfig | undefined {
  const endpoint = env['PUBLIC_ANALYTICS_ENDPOINT']?.trim();
  const domain = env['PUBLIC_ANALYTICS_DOMAIN']?.trim();
  const deployment = env['PUBLIC_DEPLOYMENT_ENV']?.trim();
  if (!endpoint || !domain) return undefined;
  if (deployment && deployment !== 'production') return undefined;
  if (!/^https?:\/\/[^/]+\/\S*$/.test(endpoint)) throw new Error(`PUBLIC_ANALYTICS_ENDPOINT: „${endpoint}“ ist keine http(s)-Adresse.`);
  return { endpoint, domain };
}

/** The configuration of this build (Vite replaces the PUBLIC_ variables at build time). */
export const buildAnalytics = (): AnalyticsConfig | undefined =>
  analyticsConfig({
    PUBLIC_ANALYTICS_ENDPOINT: import.meta.env.PUBLIC_ANALYTICS_ENDPOINT,
    PUBLIC_ANALYTICS_DOMAIN: import.meta.env.PUBLIC_ANALYTICS_DOMAIN,
    PUBLIC_DEPLOYMENT_ENV: import.meta.env.PUBLIC_DEPLOYMENT_ENV,
  });

/** localStorage key of the opt-out on /cookie-einstellungen (no cookie). */
export const OPT_OUT_KEY = 'servicestandard-statistik';

export function isTrackingAllowed(storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  try {
    return storage.getItem(OPT_OUT_KEY) !== 'aus';
  } catch {
    // Storage disabled: nothing can be remembered, so nothing is recorded either.
    return false;
  }
}

/** Event name of a heading scrolled into view: path, ":" and the heading's id. */
export const headingEventName = (path: string, id: string) => `${path}:${id}`;
