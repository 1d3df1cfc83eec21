/**
 * The Selbstcheck's one localStorage key: reading with a clear verdict, writing with a clear
 * result, and a writer that waits for 500 ms without a change before it saves (typing does not
 * write on every key), but can be flushed when the page is hidden or closed. Nothing here ever
 * deletes or overwrites a value it could not read; that decision is left to the person, after they
 * had the chance to download it.
 */
import { migrateAssessment, type MigrationTarget } from './migrate.ts';
import { DATA_FORMAT, DATA_VERSION, STORAGE_KEY, decodeData, storedDataSchema, type AppData, type DecodeFailure } from './schema.ts';

export const SAVE_DELAY_MS = 500;

export type LoadResult =
  | { kind: 'empty' }
  | { kind: 'ok'; data: AppData }
  | { kind: 'damaged'; raw: string; reason: DecodeFailure }
  | { kind: 'unavailable' };

export type SaveResult = 'ok' | 'full' | 'unavailable';

/** The browser's localStorage, or null where it is switched off or blocked (access then throws). */
export function openStorage(get: () => Storage = () => window.localStorage): Storage | null {
  try {
    const storage = get();
    // Some browsers hand out a storage object that throws on first use.
    storage.getItem(STORAGE_KEY);
    return storage;
  } catch {
    return null;
  }
}

export function loadData(storage: Storage | null, target: MigrationTarget): LoadResult {
  if (!storage) return { kind: 'unavailable' };
  let raw: string | null;
  try {
    raw = storage.getItem(STORAGE_KEY);
  } catch {
    return { kind: 'unavailable' };
  }
  if (raw === null) return { kind: 'empty' };
  const decoded = decodeData(raw, storedDataSchema);
  if (!decoded.ok) return { kind: 'damaged', raw, reason: decoded.reason };
  const { activeId, assessments } = decoded.value;
  return { kind: 'ok', data: { activeId, assessments: assessments.map((a) => migrateAssessment(a, target)) } };
}

export function serializeData(data: AppData): string {
  return JSON.stringify({ format: DATA_FORMAT, version: DATA_VERSION, activeId: data.activeId, assessments: data.assessments });
}

export function saveData(storage: Storage | null, data: AppData): SaveResult {
  if (!storage) return 'unavailable';
  try {
    storage.setItem(STORAGE_KEY, serializeData(data));
    return 'ok';
  } catch (error) {
    return isQuotaError(error) ? 'full' : 'unavailable';
  }
}

function isQuotaError(error: unknown): boolean {
  if (!(error instanceof DOMException)) return false;
  // Names and codes differ between engines (Firefox: NS_ERROR_DOM_QUOTA_REACHED, legacy code 22).
  return error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED' || error.code === 22;
}

export interface DebouncedWriter {
  /** Remembers the latest data and writes it once nothing changed for the delay. */
  schedule(data: AppData): void;
  /** Writes pending data now (page hidden or closing). */
  flush(): void;
  /** True while data waits to be written. */
  pending(): boolean;
  /** Forgets pending data without writing. */
  cancel(): void;
}

export interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const defaultTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

export function createDebouncedWriter(
  write: (data: AppData) => SaveResult,
  onResult: (result: SaveResult) => void,
  delay = SAVE_DELAY_MS,
  timers: Timers = defaultTimers,
): DebouncedWriter {
  let latest: AppData | undefined;
  let handle: unknown;

  const flush = () => {
    if (handle !== undefined) timers.clearTimeout(handle);
    handle = undefined;
    if (!latest) return;
    const data = latest;
    latest = undefined;
    onResult(write(data));
  };

  return {
    schedule(data) {
      latest = data;
      if (handle !== undefined) timers.clearTimeout(handle);
      handle = timers.setTimeout(flush, delay);
    },
    flush,
    pending: () => latest !== undefined,
    cancel() {
      if (handle !== undefined) timers.clearTimeout(handle);
      handle = undefined;
      latest = undefined;
    },
  };
}
