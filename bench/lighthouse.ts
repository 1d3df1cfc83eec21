/**
 * Lighthouse with its default (mobile, simulated throttling) settings on each page type, driving
 * the system Chromium through chrome-launcher. Medians of several runs, plus every audit that
 * cost points in any run, so a score below 100 comes with its reasons.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result as LighthouseResult } from 'lighthouse';
import { chromiumPath } from '../e2e/browser.ts';
import { errorMessage, machine, median, progress, type Machine } from './lib.ts';
import type { PageType } from './pages.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

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
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    speedIndexMs: numeric('speed-index'),
  };
}

/** Audits with weight in a category that scored below 1: the reasons a score is not 100. */
function lostPointsOf(lhr: LighthouseResult): Omit<LostPoints, 'runs'>[] {
  const lost: Omit<LostPoints, 'runs'>[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      lost.push({ category, id: ref.id, title: audit.title, score: audit.score, displayValue: audit.displayValue });
    }
  }
  return lost;
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
    const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    try {
      const runs: LighthouseMetrics[] = [];
      const lost = new Map<string, LostPoints>();
      const warnings = new Set<string>();
      for (let i = 0; i < options.runs; i++) {
        const result = await lighthouse(options.baseUrl + type.path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'silent',
          onlyCategories: [...CATEGORIES],
          // The 404 page answers with status 404 on purpose; Lighthouse would refuse to audit it.
          ignoreStatusCode: type.id === 'not-found',
        });
        if (!result) throw new Error('Lighthouse lieferte kein Ergebnis');
        const lhr = result.lhr;
        if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
        summary.lighthouseVersion = lhr.lighthouseVersion;
        const { formFactor, throttlingMethod, throttling } = lhr.configSettings;
        summary.settings = `${formFactor}, Drosselung ${throttlingMethod} (RTT ${throttling.rttMs} ms, ${throttling.throughputKbps} kbit/s, CPU ×${throttling.cpuSlowdownMultiplier})`;
        summary.chromium = lhr.environment.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? lhr.environment.hostUserAgent;
        for (const warning of lhr.runWarnings) warnings.add(String(warning));
        runs.push(metricsOf(lhr));
        for (const audit of lostPointsOf(lhr)) {
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
