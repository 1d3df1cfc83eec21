/**
 * JSON export and import: to move assessments to another browser or share them with colleagues.
 * An import is checked as strictly as the stored value and migrated to the current questions; a
 * file of the wrong shape or version is refused with its reason and changes nothing.
 */
import { migrateAssessment, type MigrationTarget } from './migrate.ts';
import { DATA_FORMAT, DATA_VERSION, decodeData, exportFileSchema, type Assessment, type DecodeFailure } from './schema.ts';
import { localDate } from '../dates.ts';
import { slugify } from '../slug.ts';

/** Import files above this size are refused before reading; a real export is a few kilobytes. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

export function exportJson(assessments: readonly Assessment[], now: Date): string {
  return `${JSON.stringify({ format: DATA_FORMAT, version: DATA_VERSION, exportedAt: now.toISOString(), assessments }, null, 2)}\n`;
}

export type ImportResult = { ok: true; assessments: Assessment[] } | { ok: false; reason: DecodeFailure };

export function parseImport(text: string, target: MigrationTarget): ImportResult {
  const decoded = decodeData(text, exportFileSchema);
  if (!decoded.ok) return decoded;
  return { ok: true, assessments: decoded.value.assessments.map((a) => migrateAssessment(a, target)) };
}

/** "selbstcheck-buergerportal-2026-11-22.json"; the service name is transliterated to ASCII. */
export function exportFileName(service: string, now: Date, extension: 'json' | 'md'): string {
  const name = slugify(service).slice(0, 60);
  return `selbstcheck${name ? `-${name}` : ''}-${localDate(now)}.${extension}`;
}
