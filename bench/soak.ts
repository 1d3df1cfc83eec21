/**
 * The soak: GET /api/challenge at a fixed rate for ten minutes on PostgreSQL (one instance of the
 * bundled server, a real PostgreSQL server with fsync on), as the benchmark's load generator
 * (autocannon, 10 connections) sends it. Reports the latency of every minute (each response's
 * time as autocannon measures it, to the microsecond) and the size of the store's tables and
 * their indexes (pg_total_relation_size, pg_indexes_size) before the load and after each minute,
 * so a store that slows down or grows while it runs shows up.
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { createDatabase, startPostgres } from '@servicestandard/testkit';
import { de, kb, table } from './format.ts';
import { errorMessage, machine, percentile, progress, round, type Machine } from './lib.ts';
import { startServer } from './server.ts';

export const SOAK_TARGETS = {
  rate: 2_000,
  minutes: 10,
  /** The last minute's p99 may be at most this much above the first minute's. */
  p99DriftPct: 20,
  /** Bounded: the last minute's size at most this much above the largest size of the first half. */
  sizeGrowthPct: 20,
} as const;

/** The store's tables whose size the soak follows. */
const TABLES = ['used_challenges', 'rate_limits'] as const;

export interface TableSize {
  /** Table with its indexes and TOAST, bytes. */
  totalBytes: number;
  indexBytes: number;
  liveRows: number;
  deadRows: number;
  autovacuums: number;
}

export interface SoakMinute {
  minute: number;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  non2xx: number;
  errors: number;
  /** After the minute. */
  sizes: Record<string, TableSize>;
}

export interface SoakResult {
  date: string;
  machine: Machine;
  store: 'PostgreSQL';
  endpoint: 'GET /api/challenge';
  rate: number;
  connections: number;
  minutes: SoakMinute[];
  /** Before the load. */
  startSizes: Record<string, TableSize>;
  notes: string[];
  errors: string[];
}

async function tableSizes(client: pg.Client): Promise<Record<string, TableSize>> {
  const { rows } = await client.query<{ relname: string; total: string; indexes: string; live: string; dead: string; autovacuums: string }>(
    `SELECT c.relname, pg_total_relation_size(c.oid) AS total, pg_indexes_size(c.oid) AS indexes,
       s.n_live_tup AS live, s.n_dead_tup AS dead, s.autovacuum_count AS autovacuums
     FROM pg_class c JOIN pg_stat_user_tables s ON s.relid = c.oid
     WHERE c.relname = ANY($1::text[]) ORDER BY c.relname`,
    [TABLES],
  );
  return Object.fromEntries(
    rows.map((row) => [
      row.relname,
      { totalBytes: Number(row.total), indexBytes: Number(row.indexes), liveRows: Number(row.live), deadRows: Number(row.dead), autovacuums: Number(row.autovacuums) },
    ]),
  );
}

/** Sum of the tables' sizes (tables with indexes). */
export const totalBytes = (sizes: Record<string, TableSize>) => Object.values(sizes).reduce((sum, size) => sum + size.totalBytes, 0);

export async function measureSoak(options: { dist: string; minutes: number; rate: number; connections: number }): Promise<SoakResult> {
  const result: SoakResult = {
    date: new Date().toISOString(),
    machine: machine(),
    store: 'PostgreSQL',
    endpoint: 'GET /api/challenge',
    rate: options.rate,
    connections: options.connections,
    minutes: [],
    startSizes: {},
    notes: [
      `${options.minutes} min ohne Pause GET /api/challenge mit fester Rate ${options.rate} req/s (autocannon, ${options.connections} Verbindungen, alle von 127.0.0.1, also ein Client mit seinem Ring von 20 offenen Challenges), eine Instanz auf PostgreSQL (fsync an, Autovacuum mit Standardeinstellungen); Ratenlimit für den Lauf angehoben.`,
      'Latenz je Minute aus der Antwortzeit jeder einzelnen Anfrage (nicht aus dem auf ganze Millisekunden gerundeten Histogramm von autocannon).',
      'Größen: pg_total_relation_size (Tabelle mit Indizes) und pg_indexes_size vor der Last und nach jeder Minute; tote Zeilen und Autovacuum-Läufe aus pg_stat_user_tables.',
    ],
    errors: [],
  };
  const postgres = await startPostgres({ durable: true });
  try {
    const databaseUrl = await createDatabase(postgres.url);
    const server = await startServer(options.dist, { FEEDBACK_DIFFICULTY: '1', FEEDBACK_DATABASE_URL: databaseUrl });
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      result.startSizes = await tableSizes(client);
      const started = performance.now();
      const buckets = Array.from({ length: options.minutes }, () => ({ latencies: [] as number[], non2xx: 0, errors: 0 }));
      const bucketNow = () => buckets[Math.min(options.minutes - 1, Math.floor((performance.now() - started) / 60_000))]!;
      const sizesAfter: Promise<Record<string, TableSize>>[] = [];
      const timers = Array.from({ length: options.minutes }, (_, index) =>
        setTimeout(() => {
          sizesAfter[index] = tableSizes(client);
          progress(`Dauerlauf: Minute ${index + 1}/${options.minutes}`);
        }, (index + 1) * 60_000 - 50),
      );
      await new Promise<void>((resolve, reject) => {
        const instance = autocannon(
          {
            url: `${server.url}/api/challenge`,
            connections: options.connections,
            duration: options.minutes * 60,
            overallRate: options.rate,
            ignoreCoordinatedOmission: true,
          },
          (error: unknown) => (error ? reject(error instanceof Error ? error : new Error(errorMessage(error))) : resolve()),
        );
        instance.on('response', (_client, statusCode, _bytes, responseTime) => {
          const bucket = bucketNow();
          if (statusCode >= 200 && statusCode < 300) bucket.latencies.push(responseTime);
          else bucket.non2xx += 1;
        });
        instance.on('reqError', () => {
          bucketNow().errors += 1;
        });
      });
      timers.forEach((timer) => clearTimeout(timer));
      // The timer of the last minute may race the end of the run; then the sizes come now.
      for (let index = 0; index < options.minutes; index++) sizesAfter[index] ??= tableSizes(client);
      const sizes = await Promise.all(sizesAfter);
      result.minutes = buckets.map((bucket, index) => ({
        minute: index + 1,
        requests: bucket.latencies.length + bucket.non2xx,
        p50Ms: round(percentile(bucket.latencies, 50), 2),
        p99Ms: round(percentile(bucket.latencies, 99), 2),
        maxMs: round(Math.max(...bucket.latencies), 2),
        non2xx: bucket.non2xx,
        errors: bucket.errors,
        sizes: sizes[index]!,
      }));
    } finally {
      await client.end();
      await server.stop();
    }
  } catch (error) {
    result.errors.push(`Dauerlauf: ${errorMessage(error)}`);
  } finally {
    await postgres.destroy();
  }
  return result;
}

export interface SoakVerdict {
  firstP99Ms: number;
  lastP99Ms: number;
  p99DriftPct: number;
  p99Pass: boolean;
  startBytes: number;
  halfMaxBytes: number;
  endBytes: number;
  maxBytes: number;
  sizePass: boolean;
  requests: number;
  non2xx: number;
  errors: number;
}

/** The soak's two targets: p99 of the last minute against the first, and sizes that stop growing. */
export function soakVerdict(soak: SoakResult): SoakVerdict | undefined {
  const first = soak.minutes[0];
  const last = soak.minutes.at(-1);
  if (!first || !last || soak.minutes.length < 2) return undefined;
  const half = soak.minutes.slice(0, Math.ceil(soak.minutes.length / 2));
  const halfMaxBytes = Math.max(...half.map((minute) => totalBytes(minute.sizes)));
  const endBytes = totalBytes(last.sizes);
  const p99DriftPct = round(((last.p99Ms - first.p99Ms) / first.p99Ms) * 100, 1);
  return {
    firstP99Ms: first.p99Ms,
    lastP99Ms: last.p99Ms,
    p99DriftPct,
    p99Pass: last.p99Ms <= first.p99Ms * (1 + SOAK_TARGETS.p99DriftPct / 100),
    startBytes: totalBytes(soak.startSizes),
    halfMaxBytes,
    endBytes,
    maxBytes: Math.max(...soak.minutes.map((minute) => totalBytes(minute.sizes))),
    sizePass: endBytes <= halfMaxBytes * (1 + SOAK_TARGETS.sizeGrowthPct / 100),
    requests: soak.minutes.reduce((sum, minute) => sum + minute.requests, 0),
    non2xx: soak.minutes.reduce((sum, minute) => sum + minute.non2xx, 0),
    errors: soak.minutes.reduce((sum, minute) => sum + minute.errors, 0),
  };
}

/** The soak's budget lines (the report adds the area). */
export function soakBudgets(soak: SoakResult): { area: string; name: string; measured: string; limit: string; pass: boolean; note?: string }[] {
  const verdict = soakVerdict(soak);
  if (!verdict) return [];
  const area = 'Feedback-Dauerlauf';
  const run = `${soak.minutes.length} min, ${de(soak.rate)} req/s, PostgreSQL`;
  return [
    {
      area,
      name: `GET /api/challenge ${run}: p99 der letzten Minute gegenüber der ersten`,
      measured: `${de(verdict.firstP99Ms, 2)} → ${de(verdict.lastP99Ms, 2)} ms (${verdict.p99DriftPct > 0 ? '+' : ''}${de(verdict.p99DriftPct, 1)} %)`,
      limit: `≤ +${de(SOAK_TARGETS.p99DriftPct)} %`,
      pass: verdict.p99Pass,
    },
    {
      area,
      name: `${run}: Tabellen mit Indizes (used_challenges, rate_limits) wachsen in der zweiten Hälfte nicht weiter`,
      measured: `Start ${kb(verdict.startBytes)}, größte der ersten Hälfte ${kb(verdict.halfMaxBytes)}, Ende ${kb(verdict.endBytes)} (höchste ${kb(verdict.maxBytes)})`,
      limit: `Ende ≤ größte der ersten Hälfte + ${de(SOAK_TARGETS.sizeGrowthPct)} %`,
      pass: verdict.sizePass,
    },
    {
      area,
      name: `${run}: alle Antworten 200`,
      measured: `${de(verdict.requests)} Anfragen, ${de(verdict.non2xx)} Nicht-2xx, ${de(verdict.errors)} Fehler`,
      limit: '0 Nicht-2xx, 0 Fehler',
      pass: verdict.non2xx === 0 && verdict.errors === 0 && verdict.requests > 0,
    },
  ];
}

/** The soak's section of the Markdown report. */
export function renderSoak(soak: SoakResult): string[] {
  const out = [`## Feedback-Dauerlauf: ${soak.endpoint}, ${de(soak.rate)} req/s, ${soak.minutes.length} min, ${soak.store}`, ''];
  const size = (sizes: Record<string, TableSize>, table: string) => {
    const entry = sizes[table];
    return entry ? `${kb(entry.totalBytes)} (Indizes ${kb(entry.indexBytes)}; ${de(entry.liveRows)} / ${de(entry.deadRows)} tot)` : '–';
  };
  const rows = [
    ['vor der Last', '–', '–', '–', '–', '–', ...TABLES.map((name) => size(soak.startSizes, name)), '–'],
    ...soak.minutes.map((minute) => [
      `Minute ${minute.minute}`,
      de(minute.requests),
      `${de(minute.p50Ms, 2)} ms`,
      `${de(minute.p99Ms, 2)} ms`,
      `${de(minute.maxMs, 1)} ms`,
      de(minute.non2xx + minute.errors),
      ...TABLES.map((name) => size(minute.sizes, name)),
      de(minute.sizes['used_challenges']?.autovacuums ?? 0),
    ]),
  ];
  out.push(table(['', 'Anfragen', 'p50', 'p99', 'max', 'Nicht-2xx/Fehler', ...TABLES.map((name) => `${name} (Zeilen lebend / tot)`), 'Autovacuum used_challenges'], rows));
  out.push('', ...soak.notes.map((note) => `- ${note}`));
  for (const error of soak.errors) out.push('', `Fehler: ${error}`);
  return out;
}
