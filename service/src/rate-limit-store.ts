/**
 * A store for @fastify/rate-limit that counts in the feedback store, so every instance sharing
 * the database shares the limits: fixed windows per route and client pseudonym, by the store's
 * clock. The plugin makes one child per route (`child`), which prefixes the key with the route.
 */
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FeedbackStore } from './store/index.ts';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];

class SharedRateLimitStore implements FastifyRateLimitStore {
  readonly #store: FeedbackStore;
  readonly #prefix: string;

  constructor(store: FeedbackStore, prefix: string) {
    this.#store = store;
    this.#prefix = prefix;
  }

  incr(key: string, callback: Callback, timeWindow: number): void {
    this.#store.hitRateLimit(`${this.#prefix}${key}`, timeWindow).then(
      (hit) => callback(null, { current: hit.count, ttl: hit.resetInMs }),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  child(routeOptions: ChildOptions): FastifyRateLimitStore {
    // The plugin passes the route's merged limit options with the route under `routeInfo`.
    const route = (routeOptions as ChildOptions & { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
    const part = (value: unknown) => (typeof value === 'string' ? value : '');
    return new SharedRateLimitStore(this.#store, `${part(route?.method)} ${part(route?.url)} `);
  }
}

/** The class @fastify/rate-limit instantiates (`new Store(options)`), bound to one feedback store. */
export function sharedRateLimitStore(store: FeedbackStore) {
  return class extends SharedRateLimitStore {
    constructor() {
      super(store, '');
    }
  };
}
