import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEY, type AppData } from './schema.ts';
import { createDebouncedWriter, loadData, openStorage, saveData, serializeData, type SaveResult } from './storage.ts';
import { answered, content } from './test-fixtures.ts';

/** A Storage in memory that can be told to refuse writes. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  failWith: DOMException | undefined;
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.failWith) throw this.failWith;
    this.items.set(key, value);
  }
}

const data = (): AppData => ({ activeId: 'a1', assessments: [answered({ 'k1-a': 'ja', 'k2-b': 'nicht-relevant' })] });

describe('loadData', () => {
  it('reads what saveData wrote', () => {
    const storage = new MemoryStorage();
    expect(saveData(storage, data())).toBe('ok');
    expect(loadData(storage, content)).toEqual({ kind: 'ok', data: data() });
  });

  it('reports an empty store and a missing storage', () => {
    expect(loadData(new MemoryStorage(), content)).toEqual({ kind: 'empty' });
    expect(loadData(null, content)).toEqual({ kind: 'unavailable' });
  });

  it.each([
    ['{kaputt', 'unreadable'],
    ['{"theme":"dark"}', 'foreign'],
    ['"text"', 'foreign'],
    ['{"format":"servicestandard-selbstcheck","version":2,"assessments":[]}', 'newer'],
    ['{"format":"servicestandard-selbstcheck","version":1,"activeId":null,"assessments":[{"id":"x"}]}', 'damaged'],
  ])('keeps the raw value of %s and says it is %s', (raw, reason) => {
    const storage = new MemoryStorage();
    storage.setItem(STORAGE_KEY, raw);
    expect(loadData(storage, content)).toEqual({ kind: 'damaged', raw, reason });
    expect(storage.getItem(STORAGE_KEY)).toBe(raw);
  });

  it('migrates stored assessments to the current questions', () => {
    const storage = new MemoryStorage();
    const old = data();
    old.assessments[0]!.criteria['1']!.answers['k1-entfernt'] = { value: 'nein', question: 'Entfernt?' };
    storage.setItem(STORAGE_KEY, serializeData(old));
    const loaded = loadData(storage, content);
    expect(loaded.kind === 'ok' && loaded.data.assessments[0]!.criteria['1']!.removed).toEqual([{ id: 'k1-entfernt', question: 'Entfernt?', value: 'nein' }]);
  });
});

describe('saveData', () => {
  it('tells a full storage from a blocked one', () => {
    const storage = new MemoryStorage();
    storage.failWith = new DOMException('voll', 'QuotaExceededError');
    expect(saveData(storage, data())).toBe('full');
    storage.failWith = new DOMException('verboten', 'SecurityError');
    expect(saveData(storage, data())).toBe('unavailable');
    expect(saveData(null, data())).toBe('unavailable');
  });
});

describe('openStorage', () => {
  it('returns null when access throws', () => {
    expect(
      openStorage(() => {
        throw new DOMException('verboten', 'SecurityError');
      }),
    ).toBeNull();
    const storage = new MemoryStorage();
    expect(openStorage(() => storage)).toBe(storage);
  });
});

describe('createDebouncedWriter', () => {
  it('writes the latest data once, 500 ms after the last change', () => {
    vi.useFakeTimers();
    try {
      const written: AppData[] = [];
      const results: SaveResult[] = [];
      const writer = createDebouncedWriter((d) => (written.push(d), 'ok'), (r) => results.push(r));
      const first = data();
      const second = { ...data(), activeId: 'zweite' };
      writer.schedule(first);
      vi.advanceTimersByTime(400);
      writer.schedule(second);
      vi.advanceTimersByTime(499);
      expect(written).toEqual([]);
      expect(writer.pending()).toBe(true);
      vi.advanceTimersByTime(1);
      expect(written).toEqual([second]);
      expect(results).toEqual(['ok']);
      expect(writer.pending()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('flushes pending data at once, and only once', () => {
    vi.useFakeTimers();
    try {
      const write = vi.fn((): SaveResult => 'ok');
      const writer = createDebouncedWriter(write, () => undefined);
      writer.flush();
      expect(write).not.toHaveBeenCalled();
      writer.schedule(data());
      writer.flush();
      vi.advanceTimersByTime(1000);
      expect(write).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets pending data on cancel', () => {
    vi.useFakeTimers();
    try {
      const write = vi.fn((): SaveResult => 'ok');
      const writer = createDebouncedWriter(write, () => undefined);
      writer.schedule(data());
      writer.cancel();
      vi.advanceTimersByTime(1000);
      expect(write).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
