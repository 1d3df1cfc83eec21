/**
 * Build time and output size of the real site and of the site plus N generated pages. Generated
 * pages live only in a temporary copy (site/, packages/, docs/ and the root config, with
 * node_modules symlinked) that is deleted afterwards; nothing is written into the repository.
 */
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { isVariant, VARIANTS } from '@servicestandard/site-files';
import { SEARCH_DATA_PATH, SEARCH_INDEX_FOLDER, SEARCH_INDEX_PATH } from '@servicestandard/search';
import { runNode } from '@servicestandard/testkit';
import { errorMessage, machine, median, progress, REPO_ROOT, tail, type Machine } from './lib.ts';

const ASTRO_CLI = join(REPO_ROOT, 'node_modules/astro/bin/astro.mjs');
const PDF_SCRIPT = join(REPO_ROOT, 'scripts/build-pdf.ts');
const SEARCH_INDEX_SCRIPT = join(REPO_ROOT, 'scripts/build-search-index.ts');
const PRECOMPRESS_SCRIPT = join(REPO_ROOT, 'scripts/precompress.ts');
const CHECK_SCRIPT = join(REPO_ROOT, 'scripts/check-build.ts');

export interface BuildTimes {
  /** `astro build`, cold (fresh cache folder). */
  astroMs: number;
  /** scripts/build-pdf.ts (Chromium prints the Druckfassung, poppler checks it); undefined when the script does not exist. */
  pdfMs?: number | undefined;
  /** scripts/build-search-index.ts; undefined when the script does not exist. */
  searchIndexMs: number | undefined;
  /** scripts/precompress.ts (.br and .gz next to every compressible file). */
  precompressMs: number;
  /** scripts/check-build.ts (links, anchors, byte budgets). */
  checkMs: number;
  /** All steps: what `npm run build` costs. */
  totalMs: number;
}

export interface BuildCheck {
  passed: boolean;
  /** Number of problems check-build listed, and the first few. */
  problems: number;
  firstProblems: string[];
}

/** The first search on a build, in Chromium (bench/search-latency.ts, one run): what it downloads and how long it takes. */
export interface FirstSearch {
  /** Bytes as the server sends them with brotli, and the number of requests. */
  bytes: number;
  requests: number;
  coldMs: number;
  warmMs: number;
  typingMs: number;
}

export interface OutputSize {
  /** The site's own files, without the precompressed variants. */
  bytes: number;
  files: number;
  /** The .br and .gz variants scripts/precompress.ts wrote. */
  variantBytes: number;
  htmlPages: number;
  /** The search data file; undefined when the build wrote none. */
  searchIndex: { file: string; raw: number; gzip: number; br: number } | undefined;
  /** The prebuilt index the browser loads in pieces (manifest and folder), all files together. */
  searchPieces: { files: number; raw: number; br: number } | undefined;
}

export interface BuildOptions {
  /** Project root holding site/ (the repository or a temporary copy). */
  root: string;
  outDir: string;
  cacheDir: string;
  timeoutMs: number;
}

/**
 * The steps of `npm run build`: astro build, the PDF of the standard, the search index,
 * precompression, the build check. Throws when one of the first four fails; a failed check is reported, not thrown (its time
 * still counts).
 */
export async function buildSite({ root, outDir, cacheDir, timeoutMs }: BuildOptions): Promise<{ times: BuildTimes; check: BuildCheck }> {
  const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', SITE_OUT_DIR: outDir, SITE_CACHE_DIR: cacheDir };
  // Astro stages prerendered pages in <cwd>/.astro when outDir lies outside cwd and removes that
  // folder afterwards, so parallel builds from one cwd collide. Building from the output's parent
  // keeps them apart; the staged chunks import packages, hence node_modules next to them.
  const cwd = dirname(outDir);
  if (!existsSync(join(cwd, 'node_modules'))) await symlink(join(REPO_ROOT, 'node_modules'), join(cwd, 'node_modules'), 'dir');
  const astro = await runNode(ASTRO_CLI, ['build', '--root', join(root, 'site')], { cwd, env, timeoutMs });
  if (astro.code !== 0) {
    throw new Error(`astro build ${astro.code === null ? `nach ${timeoutMs / 1000} s abgebrochen` : 'fehlgeschlagen'}:\n${tail(astro.stdout + astro.stderr)}`);
  }
  let pdfMs: number | undefined;
  if (existsSync(PDF_SCRIPT)) {
    const pdf = await runNode(PDF_SCRIPT, [outDir], { env, timeoutMs });
    if (pdf.code !== 0) throw new Error(`PDF des Standards fehlgeschlagen:\n${tail(pdf.stdout + pdf.stderr)}`);
    pdfMs = pdf.ms;
  }
  let searchIndexMs: number | undefined;
  if (existsSync(SEARCH_INDEX_SCRIPT)) {
    const index = await runNode(SEARCH_INDEX_SCRIPT, [outDir], { env, timeoutMs });
    if (index.code !== 0) throw new Error(`Suchindex fehlgeschlagen:\n${tail(index.stdout + index.stderr)}`);
    searchIndexMs = index.ms;
  }
  const precompress = await runNode(PRECOMPRESS_SCRIPT, [outDir], { env, timeoutMs });
  if (precompress.code !== 0) throw new Error(`Vorkomprimieren fehlgeschlagen:\n${tail(precompress.stdout + precompress.stderr)}`);
  const checked = await runNode(CHECK_SCRIPT, [outDir], { env, timeoutMs });
  const problems = checked.stderr.split('\n').filter((line) => line.startsWith('- '));
  return {
    times: {
      astroMs: Math.round(astro.ms),
      pdfMs: pdfMs === undefined ? undefined : Math.round(pdfMs),
      searchIndexMs: searchIndexMs === undefined ? undefined : Math.round(searchIndexMs),
      precompressMs: Math.round(precompress.ms),
      checkMs: Math.round(checked.ms),
      totalMs: Math.round(astro.ms + (pdfMs ?? 0) + (searchIndexMs ?? 0) + precompress.ms + checked.ms),
    },
    check: {
      passed: checked.code === 0,
      problems: checked.code === 0 ? 0 : Math.max(problems.length, 1),
      firstProblems: checked.code === 0 ? [] : problems.length ? problems.slice(0, 10).map((line) => line.slice(2)) : [tail(checked.stdout + checked.stderr, 3)],
    },
  };
}

export async function outputSize(outDir: string): Promise<OutputSize> {
  let bytes = 0;
  let files = 0;
  let variantBytes = 0;
  let htmlPages = 0;
  for (const entry of await readdir(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const size = (await stat(join(entry.parentPath, entry.name))).size;
    if (isVariant(entry.name)) {
      variantBytes += size;
      continue;
    }
    files++;
    bytes += size;
    if (entry.name.endsWith('.html')) htmlPages++;
  }
  const path = join(outDir, SEARCH_DATA_PATH);
  let searchIndex: OutputSize['searchIndex'];
  if (existsSync(path)) {
    // buildSite precompressed it (scripts/precompress.ts) with the settings the server uses.
    searchIndex = {
      file: SEARCH_DATA_PATH,
      raw: (await stat(path)).size,
      gzip: (await stat(path + VARIANTS.gzip)).size,
      br: (await stat(path + VARIANTS.br)).size,
    };
  }
  let searchPieces: OutputSize['searchPieces'];
  if (existsSync(join(outDir, SEARCH_INDEX_FOLDER))) {
    searchPieces = { files: 0, raw: 0, br: 0 };
    const sizeOf = async (file: string) => {
      const raw = (await stat(file)).size;
      const br = existsSync(file + VARIANTS.br) ? (await stat(file + VARIANTS.br)).size : raw;
      searchPieces!.files++;
      searchPieces!.raw += raw;
      searchPieces!.br += br;
    };
    await sizeOf(join(outDir, SEARCH_INDEX_PATH));
    for (const entry of await readdir(join(outDir, SEARCH_INDEX_FOLDER), { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && !isVariant(entry.name)) await sizeOf(join(entry.parentPath, entry.name));
    }
  }
  return { bytes, files, variantBytes, htmlPages, searchIndex, searchPieces };
}

const LATENCY_SCRIPT = join(REPO_ROOT, 'bench/search-latency.ts');

/** One run of bench/search-latency.ts on a build (its own server), for the bytes of the first search at this size. */
export async function measureFirstSearch(outDir: string): Promise<FirstSearch | undefined> {
  // Without BENCH_BASE_URL the script serves this build itself (the bench's server serves another).
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'BENCH_BASE_URL'));
  const result = await runNode(LATENCY_SCRIPT, [outDir, '1', '--json'], { env: { ...env, SITE_OUT_DIR: outDir }, timeoutMs: 5 * 60_000 });
  const last = result.stdout.trimEnd().split('\n').at(-1) ?? '';
  if (result.code !== 0 || !last.startsWith('{')) return undefined;
  const figures = JSON.parse(last) as { firstSearchBytes: { transferred: number; requests: number }; coldMs: { median: number }; warmMs: { median: number }; typingMs: { median: number } };
  return {
    bytes: figures.firstSearchBytes.transferred,
    requests: figures.firstSearchBytes.requests,
    coldMs: figures.coldMs.median,
    warmMs: figures.warmMs.median,
    typingMs: figures.typingMs.median,
  };
}

// --- Generated pages -------------------------------------------------------------------------

const WORDS = (
  'Verwaltung Dienst Nutzende Antrag Formular Bescheid Behörde Verfahren Barrierefreiheit Sprache Daten ' +
  'Schutz Sicherheit Team Forschung Prototyp Test Betrieb Qualität Kriterium Leistung Bürgerinnen Bürger ' +
  'Unternehmen Portal Zugang Rückmeldung Prüfung Entwicklung Anforderung Gestaltung Schnittstelle Standard ' +
  'digital einfach verständlich schnell sicher offen gemeinsam regelmäßig öffentlich zuverlässig'
).split(' ');

/** A small deterministic generator, so every run builds the same text. */
function wordsFrom(seed: number) {
  let state = seed || 1;
  return (count: number) =>
    Array.from({ length: count }, () => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      return WORDS[state % WORDS.length]!;
    }).join(' ');
}

function sentence(words: (count: number) => string, count: number): string {
  const text = words(count);
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** One German MDX page with frontmatter, three sections, subheadings, paragraphs and a list. */
export function generatedPage(index: number): string {
  const words = wordsFrom(index + 7);
  const number = String(index + 1).padStart(5, '0');
  const paragraph = () => Array.from({ length: 4 }, () => sentence(words, 12)).join(' ');
  const sections = Array.from({ length: 3 }, (_, s) =>
    [
      `## Abschnitt ${s + 1}: ${sentence(words, 3).slice(0, -1)}`,
      paragraph(),
      `### Hinweise ${s + 1}`,
      paragraph(),
      ['- ', '- ', '- '].map((bullet) => bullet + sentence(words, 6)).join('\n'),
    ].join('\n\n'),
  );
  return [
    '---',
    `title: Benchmarkseite ${number}`,
    'description: >-',
    `  ${sentence(words, 18)}`,
    `metaTitle: Benchmarkseite ${number} – Servicestandard`,
    `metaDescription: "Erzeugte Seite ${number} für den Skalierungstest: ${sentence(words, 8)}"`,
    'dynamicToC: true',
    '---',
    '',
    sections.join('\n\n'),
    '',
  ].join('\n');
}

/** A copy of the project with `pages` generated pages under content/seiten/bench/. */
async function copyWithGeneratedPages(pages: number): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'servicestandard-scale-'));
  const skip = new Set([join(REPO_ROOT, 'site/dist'), join(REPO_ROOT, 'site/node_modules'), join(REPO_ROOT, 'site/.astro')]);
  for (const folder of ['site', 'packages', 'docs']) {
    await cp(join(REPO_ROOT, folder), join(root, folder), { recursive: true, filter: (source) => !skip.has(source) });
  }
  for (const file of ['package.json', 'tsconfig.json']) await cp(join(REPO_ROOT, file), join(root, file));
  await symlink(join(REPO_ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
  const folder = join(root, 'site/src/content/seiten/bench');
  await mkdir(folder, { recursive: true });
  for (let i = 0; i < pages; i++) {
    await writeFile(join(folder, `seite-${String(i + 1).padStart(5, '0')}.mdx`), generatedPage(i));
  }
  return root;
}

export interface ScaleRun {
  /** Generated pages on top of the real site. */
  generatedPages: number;
  runs: number;
  build: BuildTimes;
  /** What the build check found; for generated test content only its time matters. */
  check: BuildCheck;
  output: OutputSize;
  /** The first search on this build; undefined when it could not be measured. */
  firstSearch?: FirstSearch | undefined;
  /** Budget for this build in ms (real site 60 s, 5,000 pages 10 min). */
  budgetMs: number | undefined;
}

export interface ScaleResult {
  date: string;
  machine: Machine;
  sizes: ScaleRun[];
  errors: string[];
}

export const BUILD_BUDGET_MS: Record<number, number> = { 0: 60_000, 5000: 600_000 };

/**
 * Builds the real site `runs` times (cold each time, medians reported) and the site plus each
 * generated page count once. `realBuild` is the first real build the caller already made.
 */
export async function measureScale(options: { realBuild: { times: BuildTimes; check: BuildCheck; outDir: string }; realRuns: number; generated: readonly number[] }): Promise<ScaleResult> {
  const result: ScaleResult = { date: new Date().toISOString(), machine: machine(), sizes: [], errors: [] };
  const realTimes = [options.realBuild.times];
  for (let i = 1; i < options.realRuns; i++) {
    progress(`Skalierung: echte Website, Build ${i + 1}/${options.realRuns}`);
    const temp = await mkdtemp(join(tmpdir(), 'servicestandard-build-'));
    try {
      realTimes.push((await buildSite({ root: REPO_ROOT, outDir: join(temp, 'dist'), cacheDir: join(temp, 'cache'), timeoutMs: 600_000 })).times);
    } catch (error) {
      result.errors.push(`echte Website, Build ${i + 1}: ${errorMessage(error)}`);
    } finally {
      await rm(temp, { recursive: true, force: true });
    }
  }
  progress('Skalierung: erste Suche auf der echten Website');
  result.sizes.push({
    generatedPages: 0,
    runs: realTimes.length,
    build: medianTimes(realTimes),
    check: options.realBuild.check,
    output: await outputSize(options.realBuild.outDir),
    firstSearch: await measureFirstSearch(options.realBuild.outDir),
    budgetMs: BUILD_BUDGET_MS[0],
  });

  for (const pages of options.generated) {
    progress(`Skalierung: Website + ${pages} erzeugte Seiten`);
    const root = await copyWithGeneratedPages(pages);
    try {
      const outDir = join(root, 'dist');
      const { times, check } = await buildSite({ root, outDir, cacheDir: join(root, 'cache'), timeoutMs: 15 * 60_000 });
      progress(`Skalierung: erste Suche mit ${pages} erzeugten Seiten`);
      const firstSearch = await measureFirstSearch(outDir);
      result.sizes.push({ generatedPages: pages, runs: 1, build: times, check, output: await outputSize(outDir), firstSearch, budgetMs: BUILD_BUDGET_MS[pages] });
    } catch (error) {
      result.errors.push(`${pages} Seiten: ${errorMessage(error)}`);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  }
  return result;
}

function medianTimes(runs: readonly BuildTimes[]): BuildTimes {
  const searchIndex = runs.map((run) => run.searchIndexMs).filter((ms): ms is number => ms !== undefined);
  const pdf = runs.map((run) => run.pdfMs).filter((ms): ms is number => ms !== undefined);
  return {
    astroMs: median(runs.map((run) => run.astroMs)),
    pdfMs: pdf.length ? median(pdf) : undefined,
    searchIndexMs: searchIndex.length ? median(searchIndex) : undefined,
    precompressMs: median(runs.map((run) => run.precompressMs)),
    checkMs: median(runs.map((run) => run.checkMs)),
    totalMs: median(runs.map((run) => run.totalMs)),
  };
}
