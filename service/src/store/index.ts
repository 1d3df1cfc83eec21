/**
 * Durable storage of the feedback service: one async interface (types.ts), two implementations.
 * SQLite (node:sqlite, sqlite.ts) is the embedded default for one machine; PostgreSQL
 * (postgres.ts) is chosen with FEEDBACK_DATABASE_URL and shared by several instances. Each store
 * has one clock: SQLite the host's (injectable for tests), PostgreSQL the database's, so all
 * instances agree on expiry, leases and limit windows. Schemas change only through the numbered
 * files in service/migrations/<store>/.
 */
import type { FeedbackConfig } from '../config.ts';
import type { FeedbackStore } from './types.ts';

export type * from './types.ts';
export { StoreUnavailableError } from './errors.ts';
export { AUDIT_SYSTEM_SUBJECTS, CLOCK_SKEW_MARGIN_MS } from './types.ts';

/**
 * The store the configuration names. Only its driver is loaded: a SQLite deployment never loads
 * pg, a PostgreSQL one never opens node:sqlite. Tests that inject a clock get it on both stores.
 */
export async function openStore(config: FeedbackConfig, options: { onError?: (error: Error) => void } = {}): Promise<FeedbackStore> {
  if (config.postgres) {
    const { openPostgresStore } = await import('./postgres.ts');
    const injectedClock = config.now === Date.now ? undefined : config.now;
    return openPostgresStore(config.postgres.url, { now: injectedClock, onError: options.onError });
  }
  const { openSqliteStore } = await import('./sqlite.ts');
  return openSqliteStore(config.dbPath, { now: config.now });
}
