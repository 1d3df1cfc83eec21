/** What only the SQLite store does: its file and folder, its group commit, older databases. */
import { describe, expect, it } from 'vitest';
import { loadMigrations } from '../../src/store/migrations.ts';
import { openSqliteStore } from '../../src/store/sqlite.ts';
import { tempDbPath, testClock } from '../helper.ts';

describe('SQLite store', () => {
  it('creates its directory and records its migrations', async () => {
    const path = tempDbPath().replace(/feedback\.sqlite$/, 'neu/tief/feedback.sqlite');
    const store = openSqliteStore(path);
    await store.close();
    const { DatabaseSync } = await import('node:sqlite');
    const db = new DatabaseSync(path, { readOnly: true });
    const versions = db.prepare('SELECT version FROM schema_migrations ORDER BY version').all().map((row) => row.version);
    db.close();
    // Every numbered file, in order (the numbers themselves change when branches add migrations).
    expect(versions).toEqual(loadMigrations('sqlite').map((migration) => migration.version));
  });

  it('stores writes of the same turn together and answers after the commit', async () => {
    const path = tempDbPath();
    const { now } = testClock(); // one window throughout
    const store = openSqliteStore(path, { now });
    const hits = await Promise.all(['eins', 'zwei', 'eins', 'drei'].map((key) => store.hitRateLimit(key, 60_000)));
    expect(hits.map((hit) => hit.count)).toEqual([1, 1, 2, 1]);
    // Answered only after the commit: another connection sees them.
    const other = openSqliteStore(path, { now });
    expect((await other.hitRateLimit('eins', 60_000)).count).toBe(3);
    await other.close();
    // Closing writes what is still waiting.
    const late = store.hitRateLimit('vier', 60_000);
    await store.close();
    await late;
    const reopened = openSqliteStore(path, { now });
    expect((await reopened.hitRateLimit('vier', 60_000)).count).toBe(2);
    await reopened.close();
  });

  it('takes over a database created before versioned migrations', async () => {
    const path = tempDbPath();
    const { DatabaseSync } = await import('node:sqlite');
    const { readFileSync } = await import('node:fs');
    const legacy = new DatabaseSync(path);
    legacy.exec(readFileSync(new URL('../../migrations/sqlite/001_init.sql', import.meta.url), 'utf8'));
    legacy.exec(`INSERT INTO feedback (id, created_at, updated_at, project_id, page_path, description, email, labels, status, next_attempt_at)
      VALUES ('alt', 1, 1, 4516, '/', 'alt', '', '[]', 'queued', 1)`);
    legacy.close();
    const store = openSqliteStore(path);
    expect(await store.getFeedback('alt')).toMatchObject({ status: 'queued' });
    expect((await store.claimNext(10))?.leaseToken).toBeDefined();
    await store.close();
  });
});
