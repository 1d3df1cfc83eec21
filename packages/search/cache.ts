/** The answers of the last QUERY_CACHE_SIZE queries, shared by the in-memory and the remote engine. */
import { MAX_QUERY_CHARS, QUERY_CACHE_SIZE } from './constants.ts';

/** Remembers the last QUERY_CACHE_SIZE answers; the least recently used goes first. */
export class QueryCache<T> {
  private readonly entries = new Map<string, T>();

  get(key: string): T | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: T): void {
    this.entries.set(key, value);
    if (this.entries.size > QUERY_CACHE_SIZE) this.entries.delete(this.entries.keys().next().value!);
  }
}

/** Queries that differ only in case or surrounding spaces share an answer. */
export const cacheKey = (query: string, maxPages: number): string => `${maxPages}\u0000${query.slice(0, MAX_QUERY_CHARS).trim().toLowerCase()}`;
