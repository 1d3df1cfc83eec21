/**
 * The rate-limit counter on the real stores: numbers come from the store's window count in
 * blocks, so a busy key costs few writes, and still no more than `max` requests pass per window,
 * also when two instances count the same key.
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import { perInstance, RateLimitCounter, sharedRateLimitStore } from '../src/rate-limit-store.ts';
import { openPostgresStore } from '../src/store/postgres.ts';
import { openSqliteStore } from '../src/store/sqlite.ts';
import type { FeedbackStore } from '../src/store/index.ts';
import { pgDatabase, STORE_KINDS, tempDbPath, testClock } from './helper.ts';
import type { StoreKind, TestClock } from './helper.ts';

const MINUTE = 60_000;

async function openStores(kind: StoreKind, clock: TestClock, count: number): Promise<FeedbackStore[]> {
  const location = kind === 'sqlite' ? tempDbPath() : await pgDatabase();
  const stores: FeedbackStore[] = [];
  for (let i = 0; i < count; i++) {
    const store = kind === 'sqlite' ? openSqliteStore(location, { now: clock.now }) : await openPostgresStore(location, { now: clock.now });
    onTestFinished(() => store.close());
    stores.push(store);
  }
  return stores;
}

/** Counts the writes a counter makes, passing each to the real store. */
function countingWrites(store: FeedbackStore) {
  const writes: number[] = [];
  const observed: FeedbackStore = {
    ...store,
    hitRateLimit: (key, windowMs, hits = 1) => {
      writes.push(hits);
      return store.hitRateLimit(key, windowMs, hits);
    },
  };
  return { store: observed, writes };
}

function hit(counter: RateLimitCounter, key: string, max: number) {
  return new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    counter.hit(key, MINUTE, max, (error, result) => (error || !result ? reject(error ?? new Error('no result')) : resolve(result))),
  );
}

describe.each(STORE_KINDS)('rate-limit counter on %s', (kind) => {
  it('writes each request of a quiet key, numbered exactly, and starts again in the next window', async () => {
    const clock = testClock(Date.UTC(2026, 0, 15, 9, 0, 10));
    const [store] = await openStores(kind, clock, 1);
    const { store: observed, writes } = countingWrites(store!);
    const counter = new RateLimitCounter(observed, clock.now);
    const seen = [];
    for (let i = 0; i < 4; i++) {
      seen.push(await hit(counter, 'k', 3));
      clock.advance(1_000); // one request a second: never busy
    }
    expect(seen.map((s) => s.current)).toEqual([1, 2, 3, 4]);
    expect(seen[0]?.ttl).toBe(50_000);
    // Past the limit nothing more is written: the fourth request's write was the last.
    expect(writes).toEqual([1, 1, 1, 1]);
    expect((await hit(counter, 'k', 3)).current).toBeGreaterThan(3);
    expect(writes).toHaveLength(4);
    expect((await store!.hitRateLimit('k', MINUTE, 0)).count).toBe(4);
    clock.advance(50_000);
    expect((await hit(counter, 'k', 3)).current).toBe(1);
  });

  it('takes growing blocks for a busy key, never more than a tenth of what is left', async () => {
    const clock = testClock(Date.UTC(2026, 0, 15, 9, 0, 0));
    const [store] = await openStores(kind, clock, 1);
    const { store: observed, writes } = countingWrites(store!);
    const counter = new RateLimitCounter(observed, clock.now);
    const numbers = [];
    for (let i = 0; i < 2_000; i++) numbers.push((await hit(counter, 'busy', 10_000)).current);
    expect(numbers).toEqual(Array.from({ length: 2_000 }, (_, i) => i + 1));
    expect(writes.length).toBeLessThan(20);
    let reserved = 0;
    for (const block of writes) {
      expect(block).toBeLessThanOrEqual(Math.max(1, Math.floor((10_000 - reserved) / 10)));
      reserved += block;
    }
    // A small limit keeps blocks of one: every request is written.
    const small = countingWrites(store!);
    const strict = new RateLimitCounter(small.store, clock.now);
    for (let i = 0; i < 5; i++) await hit(strict, 'small', 5);
    expect(small.writes).toEqual([1, 1, 1, 1, 1]);
  });

  it('lets no more than max requests pass when two instances count one key at once', async () => {
    const clock = testClock(Date.UTC(2026, 0, 15, 9, 0, 0));
    const stores = await openStores(kind, clock, 2);
    const counters = stores.map((store) => new RateLimitCounter(store, clock.now));
    const max = 500;
    const results = await Promise.all(Array.from({ length: 1_600 }, (_, i) => hit(counters[i % 2]!, 'shared', max)));
    const passed = results.filter((result) => result.current <= max);
    expect(passed.length).toBeLessThanOrEqual(max);
    // Numbers held unused by one instance refuse at most a tenth early.
    expect(passed.length).toBeGreaterThanOrEqual(max * 0.8);
    expect(new Set(passed.map((result) => result.current)).size).toBe(passed.length);
  });

  it('passes a store failure to the waiting requests and asks again next time', async () => {
    const clock = testClock();
    const [store] = await openStores(kind, clock, 1);
    let fail = true;
    const flaky: FeedbackStore = {
      ...store!,
      hitRateLimit: (key, windowMs, hits) => (fail ? Promise.reject(new Error('store down')) : store!.hitRateLimit(key, windowMs, hits)),
    };
    const counter = new RateLimitCounter(flaky, clock.now);
    await expect(Promise.all([hit(counter, 'k', 10), hit(counter, 'k', 10)])).rejects.toThrow('store down');
    fail = false;
    expect((await hit(counter, 'k', 10)).current).toBe(1);
  });
});

describe('limits counted per instance', () => {
  type Store = InstanceType<ReturnType<typeof sharedRateLimitStore>>;
  const incr = (store: ReturnType<Store['child']>, key: string) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr(key, (error, result) => (error || !result ? reject(error ?? new Error('no result')) : resolve(result)), MINUTE, 100),
    );
  const route = (method: string, url: string, options: object = {}) =>
    perInstance({ max: 100, timeWindow: MINUTE, ...options, routeInfo: { method, url } }) as unknown as Parameters<Store['child']>[0];

  it('counts fixed windows per route and key in memory, writes nothing, and starts again in the next window', async () => {
    const clock = testClock(Date.UTC(2026, 0, 15, 9, 0, 10));
    const [store] = await openStores('sqlite', clock, 1);
    const { store: observed, writes } = countingWrites(store!);
    const Limits = sharedRateLimitStore(observed, clock.now);
    const root = new Limits();
    const challenge = root.child(route('GET', '/api/challenge'));
    // A second child for the same route (the plugin makes one per route) shares its windows.
    const again = root.child(route('GET', '/api/challenge'));
    const other = root.child(route('GET', '/api/other'));
    expect((await incr(challenge, 'a')).current).toBe(1);
    expect(await incr(again, 'a')).toEqual({ current: 2, ttl: 50_000 });
    expect((await incr(challenge, 'b')).current).toBe(1);
    expect((await incr(other, 'a')).current).toBe(1);
    clock.advance(49_999);
    expect(await incr(challenge, 'a')).toEqual({ current: 3, ttl: 1 });
    clock.advance(1);
    // The next minute: a fresh window, aligned to the clock like the store's.
    expect(await incr(challenge, 'a')).toEqual({ current: 1, ttl: MINUTE });
    // Minutes later every key counts from 1 again (the sweep drops their ended windows).
    clock.advance(3 * MINUTE);
    expect((await incr(challenge, 'b')).current).toBe(1);
    expect((await incr(other, 'a')).current).toBe(1);
    expect(writes).toEqual([]);
  });

  it('shares one window among the routes of a group', async () => {
    const clock = testClock();
    const [store] = await openStores('sqlite', clock, 1);
    const root = new (sharedRateLimitStore(store!, clock.now))();
    const first = root.child(route('POST', '/a', { groupId: 'g' }));
    const second = root.child(route('POST', '/b', { groupId: 'g' }));
    expect((await incr(first, 'k')).current).toBe(1);
    expect((await incr(second, 'k')).current).toBe(2);
  });
});
