/** The results file's shape, the budgets checked against it, and the Markdown report. */
import { hydratesAtOnce, loadBudgets, type Budget } from '@servicestandard/site-files';
import { de, kb, ms, table } from './format.ts';
import type { FeedbackResult } from './feedback.ts';
import { spreadPct, TARGETS } from './feedback.ts';
import type { Machine } from './lib.ts';
import { CATEGORIES, type LighthouseSummary } from './lighthouse.ts';
import type { PagesResult } from './pages.ts';
import { RENDER_TARGETS, type RenderResult } from './render.ts';
import type { BuildCheck, BuildTimes, ScaleResult } from './scale.ts';
import type { SearchResult } from './search.ts';
import { renderSoak, soakBudgets, type SoakResult } from './soak.ts';

export const SECTIONS = ['pages', 'lighthouse', 'search', 'feedback', 'render', 'soak', 'scale'] as const;
export type Section = (typeof SECTIONS)[number];

export interface BuildResult {
  date: string;
  machine: Machine;
  times: BuildTimes;
  /** scripts/check-build.ts on the benchmark's build. */
  check: BuildCheck;
}

export interface BudgetCheck {
  area: string;
  name: string;
  measured: string;
  limit: string;
  pass: boolean;
  note?: string;
}

export interface Results {
  generatedBy: string;
  date: string;
  machine: Machine;
  options: { sections: Section[]; quick: boolean };
  durationS: number;
  build?: BuildResult;
  pages?: PagesResult;
  lighthouse?: LighthouseSummary;
  search?: SearchResult;
  feedback?: FeedbackResult;
  render?: RenderResult;
  soak?: SoakResult;
  scale?: ScaleResult;
  budgets: BudgetCheck[];
  /** Sections that could not run, with the reason. */
  errors: string[];
}

// --- Number formatting (German, as the rest of the project's reports) ----------------------------

export { kb };
const seconds = (value: number) => `${de(value / 1000, 1)} s`;
const mark = (pass: boolean) => (pass ? '✅ bestanden' : '❌ verfehlt');

// --- Budgets ---------------------------------------------------------------------------------------

export async function checkBudgets(results: Results): Promise<BudgetCheck[]> {
  const checks: BudgetCheck[] = [];
  const budgets = await loadBudgets(new URL('../budgets.json', import.meta.url));
  const add = (check: BudgetCheck) => checks.push(check);

  if (results.build) {
    add({
      area: 'Build',
      name: 'Build-Prüfung (Links, Anker, Größenbudgets aus budgets.json)',
      measured: results.build.check.passed ? 'bestanden' : `${results.build.check.problems} Fehler`,
      limit: 'keine Fehler',
      pass: results.build.check.passed,
      ...(results.build.check.passed ? {} : { note: results.build.check.firstProblems.join(' · ') }),
    });
  }

  for (const page of results.pages?.pages ?? []) {
    const budget: Budget | undefined = page.budgetType ? budgets[page.budgetType] : undefined;
    if (!budget) continue;
    const area = `Seite ${page.label}`;
    add({ area, name: 'HTML brotli', measured: kb(page.files.html.br), limit: `≤ ${kb(budget.html.br)}`, pass: page.files.html.br <= budget.html.br });
    add({ area, name: 'CSS brotli', measured: kb(page.files.css.br), limit: `≤ ${kb(budget.css.br)}`, pass: page.files.css.br <= budget.css.br });
    add({
      area,
      name: 'externes JS vor Interaktion (Chromium, brotli)',
      measured: kb(page.browser.externalScriptBrotli),
      limit: `≤ ${kb(budget.js.br)}`,
      pass: page.browser.externalScriptBrotli <= budget.js.br,
      ...(page.scriptsBeforeInteraction.length ? { note: page.scriptsBeforeInteraction.map((url) => url.replace(/^\/_astro\//, '')).join(', ') } : {}),
    });
    add({ area, name: 'Inline-JS brotli', measured: kb(page.files.inline.br), limit: `≤ ${kb(budget.inline.br)}`, pass: page.files.inline.br <= budget.inline.br });
    const eager = page.islands.filter((island) => hydratesAtOnce(island.hydration));
    const lazy = page.islands.filter((island) => !eager.includes(island));
    const early = lazy.filter((island) => island.beforeInteraction);
    if (lazy.length > 0) {
      add({
        area,
        name: 'Inseln laden erst bei Bedarf',
        measured: `${lazy.length - early.length} von ${lazy.length} nicht vorab geladen`,
        limit: 'alle erst bei Sichtbarkeit/Interaktion',
        pass: early.length === 0,
        note: page.islands
          .map((island) => {
            const state = island.beforeInteraction ? 'sofort geladen' : island.afterScroll ? 'lädt beim Scrollen' : 'nicht geladen';
            return `${island.url.replace(/^\/_astro\//, '')} (client:${island.hydration}, ${state})`;
          })
          .join(', '),
      });
    }
  }

  for (const page of results.lighthouse?.pages ?? []) {
    const area = `Lighthouse ${page.label}`;
    for (const category of CATEGORIES) {
      const score = page.median.scores[category];
      const lost = page.lostPoints.filter((audit) => audit.category === category);
      const unexpected = lost.filter((audit) => !audit.expected);
      // A 404 page may lose exactly the points a correct 404 response costs (status, noindex).
      const pass = score === 100 || (lost.length > 0 && unexpected.length === 0);
      const note = [
        ...unexpected.map((audit) => audit.id),
        ...lost.filter((audit) => audit.expected).map((audit) => `${audit.id} (erwartet: ${audit.expected})`),
      ].join(', ');
      add({ area, name: category, measured: de(score), limit: '100', pass, ...(score < 100 && note ? { note } : {}) });
    }
    add({ area, name: 'CLS', measured: de(page.median.cls, 3), limit: '0', pass: page.median.cls === 0 });
  }

  if (results.render) {
    for (const [name, figures] of [['Redaktion: Liste mit 50 Zeilen', results.render.list], ['Statusseite eines Feedbacks', results.render.status]] as const) {
      add({
        area: 'Seiten des Dienstes',
        name: `${name}, p99`,
        measured: `${de(figures.p99Ms, 2)} ms`,
        limit: `≤ ${ms(RENDER_TARGETS.p99Ms)}`,
        pass: figures.p99Ms <= RENDER_TARGETS.p99Ms && figures.failures === 0,
        ...(figures.failures ? { note: `${figures.failures} Antworten nicht 200` } : {}),
      });
    }
  }

  const solve = results.feedback?.solve;
  if (solve) {
    add({ area: 'Feedback', name: `PoW-Lösung p95 (Schwierigkeit ${de(solve.difficulty)})`, measured: ms(solve.p95Ms), limit: `< ${ms(TARGETS.solveP95Ms)}`, pass: solve.p95Ms < TARGETS.solveP95Ms });
  }
  for (const run of results.feedback?.load ?? []) {
    // The targets are set for one instance on each store; two instances are figures beside them.
    const store = run.store ?? 'SQLite';
    if (store === 'PostgreSQL, 2 Instanzen' || run.clients === 'viele') continue;
    if (run.endpoint === 'GET /api/challenge' && run.rate === undefined) {
      const target = TARGETS.challengeRps[store];
      const values = run.all.map((figures) => figures.rps);
      add({
        area: 'Feedback',
        name: `GET /api/challenge ${store}: jeder von ${values.length} Läufen à ${run.durationS} s nacheinander`,
        measured: `${values.map((value) => de(value)).join(' / ')} req/s`,
        limit: `≥ ${de(target)} req/s`,
        pass: Math.min(...values) >= target,
      });
      const spread = spreadPct(values);
      add({
        area: 'Feedback',
        name: `GET /api/challenge ${store}: Streuung der Läufe ((höchster − niedrigster) / niedrigster)`,
        measured: `${de(spread, 1)} %`,
        limit: `< ${de(TARGETS.challengeSpreadPct)} %`,
        pass: spread < TARGETS.challengeSpreadPct,
        ...(values.length < 2 ? { note: 'nur ein Lauf (--quick)' } : {}),
      });
    }
    if (run.endpoint === 'POST /api/feedback' && run.rate === TARGETS.feedbackRate) {
      const worst = Math.max(...run.all.map((figures) => figures.p99Ms));
      const clean = run.median.non2xx === 0 && run.median.errors === 0;
      add({
        area: 'Feedback',
        name: `POST /api/feedback ${store}: p99 bei ${TARGETS.feedbackRate} req/s, GitLab ${run.gitlab}, schlechtester von ${run.all.length} Läufen`,
        measured: `${run.all.map((figures) => de(figures.p99Ms)).join(' / ')} ms`,
        limit: `≤ ${ms(TARGETS.feedbackP99Ms)}, alle 201`,
        pass: worst <= TARGETS.feedbackP99Ms && clean,
        ...(clean ? {} : { note: `${run.median.non2xx} Nicht-2xx, ${run.median.errors} Fehler` }),
      });
    }
  }

  if (results.soak) soakBudgets(results.soak).forEach(add);

  if (results.search) searchBudgets(results.search).forEach(add);
  if (results.scale) firstSearchGrowth(results.scale).forEach(add);

  for (const script of Object.entries(results.search?.scripts ?? {})) {
    const [name, figures] = script;
    // search-latency has no verdict of its own: its figures are judged by searchBudgets.
    if (figures.status === 'gemessen' && figures.targetMet === null) continue;
    add({
      area: 'Suche',
      name: `bench/${name}.ts Ziel`,
      measured: figures.status === 'gemessen' ? (figures.targetMet ? 'erreicht' : 'verfehlt') : 'nicht gemessen',
      limit: 'Ziel des Skripts',
      pass: figures.status === 'gemessen' && figures.targetMet === true,
      ...(figures.status === 'nicht gemessen' ? { note: figures.reason } : {}),
    });
  }

  for (const size of results.scale?.sizes ?? []) {
    if (size.budgetMs === undefined) continue;
    add({
      area: 'Skalierung',
      name: size.generatedPages === 0 ? 'Build echte Website' : `Build mit ${de(size.generatedPages)} erzeugten Seiten`,
      measured: seconds(size.build.totalMs),
      limit: `< ${seconds(size.budgetMs)}`,
      pass: size.build.totalMs < size.budgetMs,
    });
  }
  return checks;
}

// --- Search targets ---------------------------------------------------------------------------------

/**
 * The search's targets (issue "Speed where people feel it"), medians of the benchmark's runs:
 * keystroke to painted results cold, warm and for a further keystroke; no task of 50 ms or more
 * while typing; bytes of the first search.
 */
export const SEARCH_TARGETS = { coldMs: 150, warmMs: 50, typingMs: 16, longestTaskMs: 50, firstSearchBytes: 50 * 1024 } as const;

function searchBudgets(result: SearchResult): BudgetCheck[] {
  const latency = (path: string) => figure(result, 'search-latency', path);
  const checks: BudgetCheck[] = [];
  const time = (name: string, path: string, limit: number) => {
    const value = latency(path);
    if (value === undefined) return;
    checks.push({ area: 'Suche', name, measured: ms(value), limit: `≤ ${ms(limit)}`, pass: value <= limit });
  };
  time('Tastendruck bis Ergebnis, kalt (leerer Cache, Median)', 'coldMs.median', SEARCH_TARGETS.coldMs);
  time('Tastendruck bis Ergebnis, warm (HTTP-Cache, neue Seite, Tastendruck beim Load-Ereignis, Median)', 'warmMs.median', SEARCH_TARGETS.warmMs);
  time('Tastendruck bis Ergebnis, warm (HTTP-Cache, neue Seite, nach dem Laden zur Ruhe gekommen, Median)', 'warmSettledMs.median', SEARCH_TARGETS.warmMs);
  time('weiterer Tastendruck (andere Anfrage), direkt nach der ersten Antwort (Median)', 'typingMs.median', SEARCH_TARGETS.typingMs);
  time('weiterer Tastendruck (andere Anfrage), erste Suche zur Ruhe gekommen (Median)', 'typingSettledMs.median', SEARCH_TARGETS.typingMs);
  const longest = latency('longestTaskMs');
  if (longest !== undefined) {
    // The API reports only tasks of 50 ms and more: 0 means none.
    checks.push({ area: 'Suche', name: 'längste Aufgabe im Haupt-Thread beim Tippen', measured: longest === 0 ? 'keine ab 50 ms' : ms(longest), limit: `< ${ms(SEARCH_TARGETS.longestTaskMs)}`, pass: longest < SEARCH_TARGETS.longestTaskMs });
  }
  const bytes = latency('firstSearchBytes.transferred');
  if (bytes !== undefined) checks.push({ area: 'Suche', name: 'Bytes der ersten Suche (brotli)', measured: kb(bytes), limit: `≤ ${kb(SEARCH_TARGETS.firstSearchBytes)}`, pass: bytes <= SEARCH_TARGETS.firstSearchBytes });
  const ours = latency('coldMs.median');
  const peer = figure(result, 'peers/pagefind', 'coldMs.median');
  if (ours !== undefined && peer !== undefined) {
    checks.push({ area: 'Suche', name: 'kalt schneller als Pagefind (gleiche Seiten, gleicher Lauf)', measured: `${ms(ours)} gegenüber ${ms(peer)} (${de(peer / ours, 1)} ×)`, limit: 'unter Pagefind', pass: ours < peer });
  }
  return checks;
}

/** Bytes of the first search grow less than the page count (scale builds with 1,000 and 5,000 pages). */
function firstSearchGrowth(scale: ScaleResult): BudgetCheck[] {
  const real = scale.sizes.find((size) => size.generatedPages === 0);
  if (!real?.firstSearch) return [];
  const base = { bytes: real.firstSearch.bytes, pages: real.output.htmlPages };
  return scale.sizes.flatMap((size) => {
    if (size.generatedPages === 0 || !size.firstSearch) return [];
    const bytesRatio = size.firstSearch.bytes / base.bytes;
    const pagesRatio = size.output.htmlPages / base.pages;
    return [
      {
        area: 'Suche',
        name: `Bytes der ersten Suche mit ${de(size.output.htmlPages)} statt ${de(base.pages)} Seiten: wachsen weniger als die Seitenzahl`,
        measured: `${kb(size.firstSearch.bytes)} statt ${kb(base.bytes)} (× ${de(bytesRatio, 2)})`,
        limit: `× < ${de(pagesRatio, 1)}`,
        pass: bytesRatio < pagesRatio,
      },
    ];
  });
}

// --- Search compared with its peer -----------------------------------------------------------------

/** A figure of a measured script by its flattened name ("coldMs.median"), if measured. */
function figure(result: SearchResult, script: string, path: string): number | undefined {
  const measured = result.scripts[script as keyof SearchResult['scripts']];
  if (measured?.status !== 'gemessen') return undefined;
  const value = path.split('.').reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), measured.figures);
  return typeof value === 'number' ? value : undefined;
}

/** Our search and Pagefind side by side: median times, bytes of the first search, and Pagefind ÷ ours. */
export function searchComparison(result: SearchResult): string | undefined {
  const rows: [string, string, (value: number) => string][] = [
    ['Tastendruck bis Ergebnis, kalt (Median)', 'coldMs.median', ms],
    ['Tastendruck bis Ergebnis, warm, beim Load-Ereignis (Median)', 'warmMs.median', ms],
    ['Tastendruck bis Ergebnis, warm, Seite zur Ruhe gekommen (Median)', 'warmSettledMs.median', ms],
    ['weiterer Tastendruck, direkt nach der ersten Antwort (Median)', 'typingMs.median', ms],
    ['weiterer Tastendruck, erste Suche zur Ruhe gekommen (Median)', 'typingSettledMs.median', ms],
    ['Bytes der ersten Suche (brotli)', 'firstSearchBytes.transferred', kb],
    ['Anfragen der ersten Suche', 'firstSearchBytes.requests', (v) => de(v)],
    ['längste Aufgabe im Haupt-Thread während der Suchen', 'longestTaskDuringSearchesMs', ms],
  ];
  const lines = rows.flatMap(([name, path, format]) => {
    const ours = figure(result, 'search-latency', path);
    const peer = figure(result, 'peers/pagefind', path);
    if (ours === undefined || peer === undefined) return [];
    return [[name, format(ours), format(peer), ours > 0 ? `${de(peer / ours, 1)} ×` : '–']];
  });
  return lines.length ? table(['', 'unsere Suche', 'Pagefind', 'Pagefind ÷ unsere'], lines) : undefined;
}

// --- Markdown --------------------------------------------------------------------------------------

const machineLine = (m: Machine) => `${m.cores} Kerne, ${m.cpuModel}, ${m.memoryGiB} GiB, Node ${m.node}, ${m.os}`;

export function renderMarkdown(results: Results): string {
  const out: string[] = [];
  out.push(`# Benchmark Servicestandard`);
  out.push('');
  out.push(`${results.date.slice(0, 16).replace('T', ' ')} UTC · ${machineLine(results.machine)} · ${results.options.quick ? 'Kurzlauf (--quick)' : 'voller Lauf'} · Teile: ${results.options.sections.join(', ')} · Dauer ${de(results.durationS / 60, 1)} min`);

  const failed = results.budgets.filter((check) => !check.pass);
  out.push('', `## Budgets: ${results.budgets.length - failed.length} von ${results.budgets.length} bestanden`, '');
  out.push(table(['Bereich', 'Budget', 'Gemessen', 'Grenze', 'Ergebnis', 'Hinweis'], results.budgets.map((c) => [c.area, c.name, c.measured, c.limit, mark(c.pass), c.note ?? ''])));

  if (results.pages) {
    const p = results.pages;
    out.push('', `## Seiten: Bytes aus dem Build (gzip / brotli)`, '');
    const pair = (s: { gzip: number; br: number }) => `${kb(s.gzip)} / ${kb(s.br)}`;
    out.push(
      table(
        ['Seite', 'HTML', 'CSS', 'JS vor Interaktion', 'Inseln bei Bedarf', 'Inline-JS (im HTML)', 'Schriften', 'Bilder'],
        p.pages.map((page) => [
          `${page.label} \`${page.path}\``,
          pair(page.files.html),
          pair(page.files.css),
          pair(page.files.js),
          pair(page.files.islands),
          pair(page.files.inline),
          kb(page.files.fonts.raw),
          kb(page.files.images.raw),
        ]),
      ),
    );
    out.push('', 'Schriften und Bilder: Rohgröße (woff2/PNG werden nicht nachkomprimiert); Schriften = vorgeladene und im CSS deklarierte.');
    out.push('', `## Seiten: kalter Aufruf in Chromium (${p.viewport.width}×${p.viewport.height}, Median aus ${p.runs}, übertragene Bytes inkl. Header)`, '');
    out.push(
      table(
        ['Seite', 'Anfragen', 'gesamt', 'HTML', 'CSS', 'JS', 'Schriften', 'Bilder', 'sonst', 'Skripte vor Interaktion'],
        p.pages.map((page) => {
          const b = page.browser;
          return [
            page.label,
            de(b.requests),
            kb(b.transferred),
            kb(b.html),
            kb(b.css),
            kb(b.js),
            kb(b.fonts),
            kb(b.images),
            kb(b.other),
            `${de(b.inlineScripts)} inline (${kb(b.inlineScriptBytes)}), ${de(b.externalScripts)} extern (${kb(b.externalScriptBytes)})`,
          ];
        }),
      ),
    );
    for (const skipped of p.skipped) out.push('', `Übersprungen: ${skipped.path} – ${skipped.reason}.`);
  }

  if (results.lighthouse) {
    const l = results.lighthouse;
    out.push('', `## Lighthouse ${l.lighthouseVersion} (${l.settings}; ${l.chromium}; Median je Wert)`, '');
    out.push(
      table(
        ['Seite', 'Läufe', 'Performance', 'Barrierefreiheit', 'Best Practices', 'SEO', 'LCP', 'TBT', 'CLS', 'Speed Index'],
        l.pages.map((page) => [
          page.label,
          de(page.runs),
          ...CATEGORIES.map((category) => de(page.median.scores[category])),
          ms(page.median.lcpMs),
          ms(page.median.tbtMs),
          de(page.median.cls, 3),
          ms(page.median.speedIndexMs),
        ]),
      ),
    );
    const lost = l.pages.flatMap((page) => page.lostPoints.map((audit) => ({ page: page.label, ...audit })));
    if (lost.length) {
      out.push('', 'Audits, die Punkte kosten (in mindestens einem Lauf):', '');
      out.push(
        table(
          ['Seite', 'Kategorie', 'Audit', 'Wert', 'Läufe', 'Betroffen'],
          lost.map((a) => [
            a.page,
            a.category,
            `${a.id}: ${a.title}`,
            a.displayValue || `Score ${de(a.score, 2)}`,
            `${a.runs}/${l.pages.find((p) => p.label === a.page)?.runs ?? '?'}`,
            [a.expected ? `erwartet: ${a.expected}` : '', ...a.items].filter(Boolean).join('; '),
          ]),
        ),
      );
    }
    for (const error of l.errors) out.push('', `Fehler: ${error}`);
  }

  if (results.search) {
    out.push('', '## Suche', '');
    const rows = Object.entries(results.search.scripts).map(([name, figures]) =>
      figures.status === 'gemessen'
        ? [`bench/${name}.ts`, flatFigures(figures.figures), figures.targetMet === null ? 'kein Ziel' : figures.targetMet ? 'erreicht' : 'verfehlt', '']
        : [`bench/${name}.ts`, `nicht gemessen: ${figures.reason.split(':')[0]}`, '–', figures.reason.replace(/\n/g, ' ')],
    );
    out.push(table(['Skript', 'Werte', 'Ziel', 'Hinweis'], rows));
    const comparison = searchComparison(results.search);
    if (comparison) out.push('', '### Im Vergleich mit Pagefind (gleiche Seiten, gleiche Methode, gleicher Lauf)', '', comparison);
  }

  if (results.feedback) {
    const f = results.feedback;
    out.push('', '## Feedback', '');
    if (f.solve) {
      out.push(`Proof of Work in Chromium: Schwierigkeit ${de(f.solve.difficulty)}, ${f.solve.solves} Lösungen: Median ${ms(f.solve.medianMs)}, p95 ${ms(f.solve.p95Ms)}, max ${ms(f.solve.maxMs)} (Ziel p95 < ${ms(TARGETS.solveP95Ms)}). ${f.solve.method}.`, '');
    }
    out.push(
      table(
        ['Lauf', 'Speicher', 'GitLab', 'Rate', 'req/s', 'p50', 'p99', 'Anfragen', 'Nicht-2xx', 'Fehler', 'Warteschlange +'],
        f.load.map((run) => [
          `${run.endpoint}${run.clients === 'viele' ? ' (viele Clients)' : ''}`,
          run.store ?? 'SQLite',
          run.gitlab,
          run.rate ? `${run.rate}/s` : 'offen',
          de(run.median.rps),
          ms(run.median.p50Ms),
          ms(run.median.p99Ms),
          de(run.median.requests),
          de(run.median.non2xx),
          de(run.median.errors),
          de(run.median.queueGrowth),
        ]),
      ),
    );
    out.push('', ...f.notes.map((note) => `- ${note}`));
    for (const error of f.errors) out.push('', `Fehler: ${error}`);
  }

  if (results.render) {
    const r = results.render;
    out.push('', '## Seiten des Dienstes (React, gebündelt)', '');
    out.push(
      table(
        ['Seite', 'Anfragen', 'p50', 'p99', 'max', 'Server-CPU je Anfrage', 'Bytes', 'Nicht 200'],
        [
          ['Redaktion: Liste mit 50 Zeilen', r.list],
          ['Statusseite eines Feedbacks', r.status],
        ].map(([name, f]) => {
          const figures = f as RenderResult['list'];
          const ms2 = (value: number) => `${de(value, 2)} ms`;
          return [name as string, de(figures.requests), ms2(figures.p50Ms), ms2(figures.p99Ms), ms2(figures.maxMs), ms2(figures.serverCpuMs), de(figures.bytes), de(figures.failures)];
        }),
      ),
    );
    out.push('', `Methode: ${r.method}. Budget: p99 ≤ ${ms(RENDER_TARGETS.p99Ms)}.`);
  }

  if (results.soak) out.push('', ...renderSoak(results.soak));

  if (results.scale) {
    const s = results.scale;
    out.push('', '## Skalierung (kalter `npm run build`: astro build + PDF + Suchindex + Vorkomprimieren + Build-Prüfung)', '');
    out.push(
      table(
        ['Build', 'Läufe', 'Seiten (HTML)', 'Build-Zeit', 'astro', 'PDF', 'Suchindex', 'Vorkomprimieren', 'Prüfung', 'Ausgabe (+ .br/.gz)', 'Dateien', 'Suchdaten roh / br', 'Suchindex (Dateien, roh / br)', 'Erste Suche (br, Anfragen, kalt / warm)', 'Budget'],
        s.sizes.map((size) => [
          size.generatedPages === 0 ? 'echte Website' : `+ ${de(size.generatedPages)} erzeugte Seiten`,
          de(size.runs),
          de(size.output.htmlPages),
          seconds(size.build.totalMs),
          seconds(size.build.astroMs),
          size.build.pdfMs === undefined ? '–' : seconds(size.build.pdfMs),
          size.build.searchIndexMs === undefined ? '–' : seconds(size.build.searchIndexMs),
          seconds(size.build.precompressMs),
          `${seconds(size.build.checkMs)}${size.check.problems ? ` (${de(size.check.problems)} Fehler)` : ''}`,
          `${kb(size.output.bytes)} (+ ${kb(size.output.variantBytes)})`,
          de(size.output.files),
          size.output.searchIndex ? `${kb(size.output.searchIndex.raw)} / ${kb(size.output.searchIndex.br)}` : '–',
          size.output.searchPieces ? `${de(size.output.searchPieces.files)}, ${kb(size.output.searchPieces.raw)} / ${kb(size.output.searchPieces.br)}` : '–',
          size.firstSearch ? `${kb(size.firstSearch.bytes)}, ${de(size.firstSearch.requests)}, ${ms(size.firstSearch.coldMs)} / ${ms(size.firstSearch.warmMs)}` : '–',
          size.budgetMs === undefined ? '–' : `< ${seconds(size.budgetMs)} ${size.build.totalMs < size.budgetMs ? '✅' : '❌'}`,
        ]),
      ),
    );
    for (const size of s.sizes.filter((run) => run.generatedPages > 0 && run.check.problems > 0)) {
      out.push('', `Build-Prüfung mit ${de(size.generatedPages)} erzeugten Seiten (Testinhalt, es zählt nur die Laufzeit): ${size.check.firstProblems.slice(0, 3).join(' · ')}`);
    }
    for (const error of s.errors) out.push('', `Fehler: ${error}`);
  }

  if (results.errors.length) out.push('', '## Nicht gelaufen', '', ...results.errors.map((error) => `- ${error}`));
  return out.join('\n') + '\n';
}

/** "key: value" for every number (nested keys joined with dots), for figures of unknown shape. */
function flatFigures(figures: Record<string, unknown>, prefix = ''): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(figures)) {
    const name = prefix + key;
    if (typeof value === 'number') parts.push(`${name}: ${Number.isInteger(value) ? de(value) : de(value, value < 1 ? 3 : 1)}`);
    else if (typeof value === 'boolean') parts.push(`${name}: ${value ? 'ja' : 'nein'}`);
    else if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      const nested = flatFigures(value as Record<string, unknown>, `${name}.`);
      if (nested) parts.push(nested);
    }
  }
  return parts.join(', ');
}
