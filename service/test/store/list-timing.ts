/**
 * Times the editors' list on both stores: listFeedback with 50 of 500 rows, without a filter, with
 * one on page and one on status, on SQLite (a file in a temporary folder) and a real PostgreSQL server of its own.
 * Not a test: run `node service/test/store/list-timing.ts` (ADR 0011 quotes its figures). To compare
 * with an older version of the store, STORE_SRC names the folder of its service/src/store.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres } from '@servicestandard/testkit';
import { pathToFileURL } from 'node:url';
import type { FeedbackStore } from '../../src/store/index.ts';
import type { openPostgresStore as OpenPostgres } from '../../src/store/postgres.ts';
import type { openSqliteStore as OpenSqlite } from '../../src/store/sqlite.ts';

const source = process.env['STORE_SRC'] ? pathToFileURL(`${process.env['STORE_SRC']}/`) : new URL('../../src/store/', import.meta.url);
const { openPostgresStore } = (await import(new URL('postgres.ts', source).href)) as { openPostgresStore: typeof OpenPostgres };
const { openSqliteStore } = (await import(new URL('sqlite.ts', source).href)) as { openSqliteStore: typeof OpenSqlite };

const ROWS = 500;
const RUNS = 2_000;

async function fill(store: FeedbackStore): Promise<void> {
  for (let index = 0; index < ROWS; index++) {
    const id = `f${String(index).padStart(4, '0')}`;
    await store.acceptFeedback(
      { challenge: `c-${id}`, expiresAt: Number.MAX_SAFE_INTEGER },
      {
        id,
        projectId: 4516,
        pagePath: index % 2 ? '/ueber' : '/glossar',
        description: `Beschreibung ${index} `.repeat(20),
        email: index % 3 ? '' : `person${index}@example.org`,
        labels: ['feedback'],
        status: 'queued',
      },
    );
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
}

async function time(name: string, store: FeedbackStore): Promise<void> {
  const queries = [
    { limit: 50, offset: 0 },
    { pagePath: '/ueber', limit: 50, offset: 50 },
    { status: 'queued' as const, limit: 50, offset: 0 },
  ];
  for (const query of queries) {
    for (let run = 0; run < 200; run++) await store.listFeedback(query); // warm-up
    const took: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const start = process.hrtime.bigint();
      const { rows } = await store.listFeedback(query);
      took.push(Number(process.hrtime.bigint() - start) / 1e6);
      if (rows.length !== 50) throw new Error(`expected 50 rows, got ${rows.length}`);
    }
    took.sort((a, b) => a - b);
    const filter = 'pagePath' in query ? 'page filter, offset 50' : 'status' in query ? 'status filter' : 'no filter';
    console.log(`${name.padEnd(8)} ${filter.padEnd(22)} median ${percentile(took, 50).toFixed(3)} ms  p99 ${percentile(took, 99).toFixed(3)} ms`);
  }
}

const dir = mkdtempSync(join(tmpdir(), 'list-timing-'));
const server = await startPostgres();
try {
  const sqlite = openSqliteStore(join(dir, 'feedback.sqlite'));
  await fill(sqlite);
  await time('sqlite', sqlite);
  await sqlite.close();
  const postgres = await openPostgresStore(await server.createDatabase());
  await fill(postgres);
  await time('postgres', postgres);
  await postgres.close();
} finally {
  await server.destroy();
  rmSync(dir, { recursive: true, force: true });
}
