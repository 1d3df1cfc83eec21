/**
 * Lighthouse with its default (mobile, simulated throttling) settings on each page type, driving
 * the system Chromium through chrome-launcher. Medians of several runs, plus every audit that
 * cost points in any run, so a score below 100 comes with its reasons.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result as LighthouseResult } from 'lighthouse';
import { CHROMIUM_FLAGS, chromiumPath } from '@servicestandard/testkit';
import { errorMessage, machine, median, progress, round, type Machine } from './lib.ts';
import type { PageType } from './pages.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];


export interface LighthouseMetrics {
  /** Category scores 0–100. */
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
}

export interface LostPoints {
  category: Category;
  id: string;
  title: string;
  /** Lowest score of the audit over the runs (0–1). */
  score: number;
  displayValue: string | undefined;
  /** In how many of the runs the audit scored below 1. */
  runs: number;
  /** Up to five failing items (URL, element or message) from the audit's details. */
  items: string[];
  /** Set when the audit fails by design on this page type (a 404 page answers 404, noindex). */
  expected?: string;
}

export interface LighthousePage {
  id: string;
  label: string;
  path: string;
  runs: number;
  /** Median of each figure over the runs. */
  median: LighthouseMetrics;
  all: LighthouseMetrics[];
  lostPoints: LostPoints[];
  warnings: string[];
}

export interface LighthouseSummary {
  date: string;
  machine: Machine;
  lighthouseVersion: string;
  chromium: string;
  settings: string;
  pages: LighthousePage[];
  errors: string[];
}

function metricsOf(lhr: LighthouseResult): LighthouseMetrics {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? Number.NaN) * 100)]),
  ) as Record<Category, number>;
  return {
    scores,
    lcpMs: round(numeric('largest-contentful-paint')),
    tbtMs: round(numeric('total-blocking-time')),
    cls: round(numeric('cumulative-layout-shift'), 4),
    speedIndexMs: round(numeric('speed-index')),
  };
}

interface DetailItem {
  url?: unknown;
  description?: unknown;
  source?: unknown;
  sourceLocation?: { url?: unknown };
  node?: { selector?: unknown; snippet?: unknown };
}

/** A short text per failing item of an audit's details table or list. */
function itemsOf(details: unknown): string[] {
  const items = (details as { items?: DetailItem[] } | undefined)?.items ?? [];
  return items.slice(0, 5).map((item) => {
    const parts = [item.source, item.url ?? item.sourceLocation?.url, item.node?.selector ?? item.node?.snippet, item.description];
    return parts.filter((part) => typeof part === 'string' && part !== '').join(' ').slice(0, 200);
  });
}

/**
 * Audits a 404 page fails by design: it answers 404 (http-status-code; Chromium logs the 404 of
 * the document itself as a console error) and asks not to be indexed (is-crawlable).
 */
function expectedOn404(id: string, items: readonly string[], pageUrl: string): string | undefined {
  if (id === 'http-status-code') return 'Die 404-Seite antwortet mit Status 404.';
  if (id === 'is-crawlable') return 'Die 404-Seite ist absichtlich noindex.';
  if (id === 'errors-in-console' && items.length > 0 && items.every((item) => item.startsWith(`network ${pageUrl}`))) {
    return 'Die einzige Konsolenmeldung ist der Status 404 des Dokuments.';
  }
  return undefined;
}

/** Audits with weight in a category that scored below 1: the reasons a score is not 100. */
function lostPointsOf(lhr: LighthouseResult, notFoundPage: boolean): Omit<LostPoints, 'runs'>[] {
  const lost: Omit<LostPoints, 'runs'>[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      const items = itemsOf(audit.details);
      const expected = notFoundPage ? expectedOn404(ref.id, items, lhr.finalDisplayedUrl) : undefined;
      lost.push({ category, id: ref.id, title: audit.title, score: audit.score, displayValue: audit.displayValue, items, ...(expected ? { expected } : {}) });
    }
  }
  return lost;
}

/** One Lighthouse run; Lighthouse sometimes fails to record a trace (NO_NAVSTART), so up to three tries. */
async function auditOnce(url: string, port: number, notFoundPage: boolean): Promise<LighthouseResult> {
  let lastError = '';
  for (let attempt = 1; attempt <= 3; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'silent',
      onlyCategories: [...CATEGORIES],
      // The 404 page answers with status 404 on purpose; Lighthouse would refuse to audit it.
      ignoreStatusCode: notFoundPage,
    });
    if (result && !result.lhr.runtimeError) return result.lhr;
    lastError = result?.lhr.runtimeError ? `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}` : 'kein Ergebnis';
    progress(`Lighthouse: ${url} Versuch ${attempt} fehlgeschlagen (${lastError})`);
  }
  throw new Error(lastError);
}

function medianMetrics(runs: readonly LighthouseMetrics[]): LighthouseMetrics {
  const of = (pick: (m: LighthouseMetrics) => number) => median(runs.map(pick));
  return {
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, of((m) => m.scores[category])])) as Record<Category, number>,
    lcpMs: of((m) => m.lcpMs),
    tbtMs: of((m) => m.tbtMs),
    cls: of((m) => m.cls),
    speedIndexMs: of((m) => m.speedIndexMs),
  };
}

export async function measureLighthouse(options: { baseUrl: string; pageTypes: readonly PageType[]; runs: number }): Promise<LighthouseSummary> {
  const summary: LighthouseSummary = {
    date: new Date().toISOString(),
    machine: machine(),
    lighthouseVersion: '',
    chromium: '',
    settings: '',
    pages: [],
    errors: [],
  };
  for (const type of options.pageTypes) {
    progress(`Lighthouse: ${type.label} (${type.path}), ${options.runs} Läufe`);
    // A fresh browser per page type keeps one page's state and memory out of the next.
    const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: [...CHROMIUM_FLAGS], logLevel: 'silent' });
    try {
      const runs: LighthouseMetrics[] = [];
      const lost = new Map<string, LostPoints>();
      const warnings = new Set<string>();
      for (let i = 0; i < options.runs; i++) {
        const lhr = await auditOnce(options.baseUrl + type.path, chrome.port, type.id === 'not-found');
        summary.lighthouseVersion = lhr.lighthouseVersion;
        const { formFactor, throttlingMethod, throttling } = lhr.configSettings;
        summary.settings = `${formFactor}, Drosselung ${throttlingMethod} (RTT ${throttling.rttMs} ms, ${throttling.throughputKbps} kbit/s, CPU ×${throttling.cpuSlowdownMultiplier})`;
        summary.chromium = lhr.environment.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? lhr.environment.hostUserAgent;
        for (const warning of lhr.runWarnings) warnings.add(String(warning));
        runs.push(metricsOf(lhr));
        for (const audit of lostPointsOf(lhr, type.id === 'not-found')) {
          const key = `${audit.category}/${audit.id}`;
          const known = lost.get(key);
          if (known) {
            known.runs++;
            known.score = Math.min(known.score, audit.score);
          } else {
            lost.set(key, { ...audit, runs: 1 });
          }
        }
      }
      summary.pages.push({
        id: type.id,
        label: type.label,
        path: type.path,
        runs: runs.length,
        median: medianMetrics(runs),
        all: runs,
        lostPoints: [...lost.values()],
        warnings: [...warnings],
      });
    } catch (error) {
      summary.errors.push(`${type.label} (${type.path}): ${errorMessage(error)}`);
    } finally {
      chrome.kill();
    }
  }
  return summary;
}
