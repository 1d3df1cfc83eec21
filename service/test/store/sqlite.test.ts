/** What only the SQLite store does: its file and folder, its group commit, older databases. */
import { describe, expect, it } from 'vitest';
import { loadMigrations } from '../../src/store/migrations.ts';
import { openSqliteStore } from '../../src/store/sqlite.ts';
import { tempDbPath } from '../helper.ts';
import { challenge } from './fixtures.ts';

describe('SQLite store', () => {
  it('creates its directory and records its migrations', async () => {
    const path = tempDbPath().replace(/feedback\.sqlite$/, 'neu/tief/feedback.sqlite');
    const store = openSqliteStore(path);
    await store.close();
    const { DatabaseSync } = await import('node:sqlite');
    const db = new DatabaseSync(path, { readOnly: true });
    const versions = db.prepare('SELECT version FROM schema_migrations ORDER BY version').all().map((row) => row.version);
    db.close();
    expect(versions).toEqual(loadMigrations('sqlite').map((m) => m.version));
    expect(versions.length).toBeGreaterThan(1);
  });

  it('stores writes of the same turn together, and fails only a bad one', async () => {
    const path = tempDbPath();
    const store = openSqliteStore(path);
    const issue = (name: string) => store.insertChallenge(challenge(name, { clientHash: name }), 20);
    await issue('schon-da');
    const results = await Promise.allSettled(['eins', 'schon-da', 'zwei', 'drei'].map(issue));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    // Answered only after the commit: another connection sees them.
    const other = openSqliteStore(path);
    for (const c of ['eins', 'zwei', 'drei']) expect(await other.findChallenge(c)).toBeDefined();
    await other.close();
    // Closing writes what is still waiting.
    const late = issue('vier');
    await store.close();
    await late;
    const reopened = openSqliteStore(path);
    expect(await reopened.findChallenge('vier')).toBeDefined();
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
