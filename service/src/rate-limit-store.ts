/**
 * A store for @fastify/rate-limit that counts in the feedback store, so every instance sharing
 * the database shares the limits: fixed windows per route and client pseudonym, by the store's
 * clock. The plugin makes one child per route (`child`), which prefixes the key with the route,
 * or with the route's groupId: routes of one group share their bucket.
 *
 * A write per request would make the counter the hot path's second write. Instead an instance
 * takes the numbers of a window's requests from the store in blocks: the store adds the block to
 * the window's count in one write, and the instance hands its numbers out one per request. Each
 * number goes to one request across all instances, so no more than `max` requests of a client
 * pass in a window, whichever instances they reach. A block is a single number while a key is
 * quiet (one write per request, exact to the request) and doubles while a key keeps using its
 * blocks up quickly, but never beyond a tenth of what is left below the limit: numbers one
 * instance holds unused can refuse a client's last few requests early, never let more through.
 * Past the limit nothing more is written: every instance refuses the key until the window ends.
 */
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FeedbackStore } from './store/index.ts';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];

/** A block used up faster than this counts as busy: the next one is twice as large. */
const BUSY_MS = 100;
const MAX_BLOCK = 1_000;
/** Windows of keys nobody asked for are dropped from memory this often. */
const SWEEP_MS = 60_000;

interface Waiting {
  callback: Callback;
  max: number;
}

/** The numbers one instance holds in a key's current window. */
interface Window {
  /** By the service clock; the window's end in the store, as the store reported it. */
  endsAt: number;
  /** The next number to hand out and the last one reserved. */
  next: number;
  last: number;
  /** Size of the last block, and when it was taken. */
  block: number;
  takenAt: number;
  /** Requests waiting for a block on the way. */
  waiting: Waiting[] | undefined;
}

export class RateLimitCounter {
  readonly #store: FeedbackStore;
  readonly #now: () => number;
  readonly #windows = new Map<string, Window>();
  #sweptAt: number;

  constructor(store: FeedbackStore, now: () => number) {
    this.#store = store;
    this.#now = now;
    this.#sweptAt = now();
  }

  /** Calls back with the request's number in the window of `key` (above `max` = refused). */
  hit(key: string, windowMs: number, max: number, callback: Callback): void {
    const now = this.#now();
    let window = this.#windows.get(key);
    if (window && window.endsAt <= now && !window.waiting) window = undefined;
    if (window?.waiting) {
      window.waiting.push({ callback, max });
      return;
    }
    if (window && (window.next <= window.last || window.last > max)) {
      // Past the limit the number only has to stay above it.
      const current = window.next <= window.last ? window.next++ : window.last + 1;
      callback(null, { current, ttl: window.endsAt - now });
      return;
    }
    if (now - this.#sweptAt > SWEEP_MS) this.#sweep(now);
    this.#reserve(key, windowMs, window, [{ callback, max }]);
  }

  #reserve(key: string, windowMs: number, previous: Window | undefined, waiting: Waiting[]): void {
    const now = this.#now();
    const max = Math.min(...waiting.map((entry) => entry.max));
    const busy = previous !== undefined && now - previous.takenAt < BUSY_MS;
    const headroom = previous ? max - previous.last : max;
    const wanted = busy ? previous.block * 2 : 1;
    const block = Math.max(waiting.length, Math.min(wanted, MAX_BLOCK, Math.floor(headroom / 10)));
    const window: Window = { endsAt: previous?.endsAt ?? now, next: 0, last: -1, block, takenAt: now, waiting };
    this.#windows.set(key, window);
    this.#store.hitRateLimit(key, windowMs, block).then(
      (hit) => {
        const at = this.#now();
        const queued = window.waiting ?? [];
        Object.assign(window, { endsAt: at + hit.resetInMs, next: hit.count - block + 1, last: hit.count, waiting: undefined });
        const served = queued.splice(0, Math.max(0, window.last - window.next + 1));
        for (const entry of served) entry.callback(null, { current: window.next++, ttl: window.endsAt - at });
        // Past the limit or still waiting: the rest go through the ordinary path again.
        for (const entry of queued) this.hit(key, windowMs, entry.max, entry.callback);
      },
      (error: unknown) => {
        if (this.#windows.get(key) === window) this.#windows.delete(key);
        const failure = error instanceof Error ? error : new Error(String(error));
        for (const entry of window.waiting ?? []) entry.callback(failure);
      },
    );
  }

  #sweep(now: number): void {
    this.#sweptAt = now;
    for (const [key, window] of this.#windows) if (window.endsAt <= now && !window.waiting) this.#windows.delete(key);
    // The store's windows that ended go too, at most once a minute; a failure leaves them to the next sweep.
    this.#store.purgeExpired().catch(() => undefined);
  }
}

/** Marks a route's limit options as counted per instance (perInstance); copied along by the plugin's merge. */
const PER_INSTANCE = Symbol('counted per instance');

/**
 * A route's limit, counted in this instance's memory instead of the store: for a route whose
 * requests cost the store nothing (GET /challenge), so a write per new client would be the only
 * shared cost. Each instance allows `max` per client; behind N instances a client gets up to N × max.
 */
export function perInstance<T extends object>(limit: T): T {
  return Object.assign({ ...limit }, { [PER_INSTANCE]: true });
}

/** A key's fixed window in one instance's memory. */
interface LocalWindow {
  endsAt: number;
  count: number;
}

/** The windows of all routes counted per instance, one map per route (or group), swept together. */
class LocalWindows {
  readonly #now: () => number;
  readonly #routes = new Map<string, Map<string, LocalWindow>>();
  #sweptAt: number;

  constructor(now: () => number) {
    this.#now = now;
    this.#sweptAt = now();
  }

  /** The windows of one route or group: shared by every child with the same prefix. */
  route(prefix: string): Map<string, LocalWindow> {
    let windows = this.#routes.get(prefix);
    if (!windows) this.#routes.set(prefix, (windows = new Map<string, LocalWindow>()));
    return windows;
  }

  /** The service clock, and windows nobody asked for dropped at most once a SWEEP_MS. */
  now(): number {
    const now = this.#now();
    if (now - this.#sweptAt > SWEEP_MS) {
      this.#sweptAt = now;
      for (const windows of this.#routes.values()) for (const [key, window] of windows) if (window.endsAt <= now) windows.delete(key);
    }
    return now;
  }
}

/**
 * Fixed windows per key in memory, by the service clock, like the shared ones in the store. On
 * the hot path of GET /challenge: one clock read, one lookup by the client's key as the plugin
 * made it (no key string built per request) and, in a running window, no allocation.
 */
class InstanceRateLimitStore implements FastifyRateLimitStore {
  readonly #all: LocalWindows;
  readonly #windows: Map<string, LocalWindow>;

  constructor(all: LocalWindows, prefix: string) {
    this.#all = all;
    this.#windows = all.route(prefix);
  }

  incr(key: string, callback: Callback, timeWindow: number): void {
    const now = this.#all.now();
    let window = this.#windows.get(key);
    if (window === undefined) this.#windows.set(key, (window = { endsAt: 0, count: 0 }));
    if (window.endsAt <= now) {
      window.endsAt = (Math.floor(now / timeWindow) + 1) * timeWindow;
      window.count = 0;
    }
    window.count += 1;
    callback(null, { current: window.count, ttl: window.endsAt - now });
  }

  child(routeOptions: ChildOptions): FastifyRateLimitStore {
    return new InstanceRateLimitStore(this.#all, routePrefix(routeOptions));
  }
}

/** The key prefix of a route: its groupId (routes of one group share their bucket), or method and path. */
function routePrefix(routeOptions: ChildOptions): string {
  // The plugin passes the route's merged limit options with the route under `routeInfo`.
  const options = routeOptions as ChildOptions & { routeInfo?: { method?: unknown; url?: unknown }; groupId?: unknown };
  const route = options.routeInfo;
  const part = (value: unknown) => (typeof value === 'string' ? value : '');
  if (typeof options.groupId === 'string') return `group ${options.groupId} `;
  return `${part(route?.method)} ${part(route?.url)} `;
}

class SharedRateLimitStore implements FastifyRateLimitStore {
  readonly #counter: RateLimitCounter;
  readonly #prefix: string;
  /** Where the routes marked perInstance count. */
  readonly #local: InstanceRateLimitStore;

  constructor(counter: RateLimitCounter, prefix: string, local: InstanceRateLimitStore) {
    this.#counter = counter;
    this.#prefix = prefix;
    this.#local = local;
  }

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.#counter.hit(`${this.#prefix}${key}`, timeWindow, max, callback);
  }

  child(routeOptions: ChildOptions): FastifyRateLimitStore {
    // Routes with the same groupId (POST /feedback and its form post) count in one bucket.
    if (PER_INSTANCE in routeOptions) return this.#local.child(routeOptions);
    return new SharedRateLimitStore(this.#counter, routePrefix(routeOptions), this.#local);
  }
}

/** The class @fastify/rate-limit instantiates (`new Store(options)`), bound to one feedback store. */
export function sharedRateLimitStore(store: FeedbackStore, now: () => number) {
  const counter = new RateLimitCounter(store, now);
  const local = new InstanceRateLimitStore(new LocalWindows(now), '');
  return class extends SharedRateLimitStore {
    constructor() {
      super(counter, '', local);
    }
  };
}
