import type { ReactNode } from 'react';
import { buildAnalytics } from '../../lib/analytics.ts';

/**
 * One of two texts on the privacy and cookie pages, chosen by the build: wenn="an" when this build
 * sends usage statistics (src/lib/analytics.ts), wenn="aus" otherwise. So the pages never describe
 * a processing that does not run.
 */
export function Statistik({ wenn, children }: { wenn: 'an' | 'aus'; children: ReactNode }) {
  const active = buildAnalytics() !== undefined;
  return (wenn === 'an') === active ? <>{children}</> : null;
}

/** The host that receives the usage statistics in this build. */
export function StatistikAdresse() {
  const analytics = buildAnalytics();
  return analytics ? <code>{new URL(analytics.endpoint).host}</code> : null;
}
