/**
 * `npm run bench`: builds the site into a temporary folder, starts the bundled server on
 * 127.0.0.1, measures pages, Lighthouse, search, feedback, the service's pages and build scale, stops everything it
 * started, writes the results (bench/results.json for a full run) and prints a Markdown report.
 *
 *   npm run bench                               full run (the committed results)
 *   npm run bench -- --quick                    fewer runs, 1,000 generated pages only
 *   npm run bench -- --only=pages,lighthouse    some parts (pages, lighthouse, search, feedback, render, soak, scale)
 *   npm run bench -- --only=soak                the 10-minute soak of the feedback store on PostgreSQL
 *   npm run bench -- --out=tmp/bench.json       another results file
 *   npm run bench -- --strict                   exit 1 when a budget is missed
 *
 * Exit code 1 when a part could not be measured (or, with --strict, a budget was missed).
 * Progress goes to stderr, the report to stdout.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { launchBrowser } from '@servicestandard/testkit';
import { measureFeedback } from './feedback.ts';
import { errorMessage, machine, progress, REPO_ROOT } from './lib.ts';
import { measureLighthouse } from './lighthouse.ts';
import { measureRender } from './render.ts';
import { availablePageTypes, measurePages } from './pages.ts';
import { checkBudgets, renderMarkdown, SECTIONS, type Results, type Section } from './report.ts';
import { buildSite, measureScale } from './scale.ts';
import { measureSearch } from './search.ts';
import { startServer, type RunningServer } from './server.ts';
import { measureSoak, SOAK_TARGETS } from './soak.ts';

const FULL = { renderRequests: 2000, searchRuns: 25, pageRuns: 3, lighthouseRuns: 3, loadRuns: 3, loadSeconds: 10, solves: 50, realBuilds: 3, generated: [1000, 5000], soakMinutes: SOAK_TARGETS.minutes };
const QUICK = { renderRequests: 300, searchRuns: 5, pageRuns: 1, lighthouseRuns: 1, loadRuns: 1, loadSeconds: 5, solves: 50, realBuilds: 1, generated: [1000], soakMinutes: 2 };

function parseOptions() {
  const { values } = parseArgs({
    options: {
      only: { type: 'string' },
      quick: { type: 'boolean', default: false },
      out: { type: 'string' },
      strict: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log('npm run bench [-- --quick] [-- --only=pages,lighthouse,search,feedback,render,soak,scale] [-- --out=datei.json] [-- --strict]');
    process.exit(0);
  }
  const sections = values.only ? values.only.split(',').map((part) => part.trim()) : [...SECTIONS];
  const unknown = sections.filter((part) => !(SECTIONS as readonly string[]).includes(part));
  if (unknown.length) {
    console.error(`Unbekannte Teile für --only: ${unknown.join(', ')} (erlaubt: ${SECTIONS.join(', ')})`);
    process.exit(2);
  }
  const partial = values.quick || values.only !== undefined;
  // Only a full run replaces the committed results; partial runs go to tmp/ unless told otherwise.
  const out = resolve(REPO_ROOT, values.out ?? (partial ? 'tmp/bench/results.json' : 'bench/results.json'));
  return { sections: sections as Section[], quick: values.quick, out, strict: values.strict, plan: values.quick ? QUICK : FULL };
}

async function main(): Promise<number> {
  const options = parseOptions();
  const started = performance.now();
  const has = (section: Section) => options.sections.includes(section);
  const results: Results = {
    generatedBy: `npm run bench${options.quick ? ' -- --quick' : ''}${options.sections.length < SECTIONS.length ? ` --only=${options.sections.join(',')}` : ''}`,
    date: new Date().toISOString(),
    machine: machine(),
    options: { sections: options.sections, quick: options.quick },
    durationS: 0,
    budgets: [],
    errors: [],
  };
  const m = results.machine;
  progress(`${m.cores} Kerne, ${m.cpuModel}, Node ${m.node}; Teile: ${options.sections.join(', ')}${options.quick ? ' (--quick)' : ''}`);

  const temp = await mkdtemp(join(tmpdir(), 'servicestandard-bench-'));
  const dist = join(temp, 'dist');
  let server: RunningServer | undefined;
  const cleanUp = async () => {
    await server?.stop();
    server = undefined;
    await rm(temp, { recursive: true, force: true });
  };
  const interrupted = (signal: NodeJS.Signals) => {
    progress(`${signal}: räume auf`);
    void cleanUp().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);

  try {
    progress('Build: astro build + Suchindex (kalt, in einen temporären Ordner)');
    const { times, check } = await buildSite({ root: REPO_ROOT, outDir: dist, cacheDir: join(temp, 'cache'), timeoutMs: 600_000 });
    progress(`Build fertig in ${(times.totalMs / 1000).toFixed(1)} s, Build-Prüfung ${check.passed ? 'bestanden' : `mit ${check.problems} Fehlern`}`);
    results.build = { date: new Date().toISOString(), machine: machine(), times, check };

    if (has('pages') || has('lighthouse') || has('search')) {
      server = await startServer(dist);
      progress(`Server läuft auf ${server.url}`);
      if (has('pages')) {
        const browser = await launchBrowser();
        try {
          results.pages = await measurePages({ browser, baseUrl: server.url, dist, runs: options.plan.pageRuns });
        } catch (error) {
          results.errors.push(`Seiten: ${errorMessage(error)}`);
        } finally {
          await browser.close();
        }
      }
      if (has('lighthouse')) {
        const { available } = availablePageTypes(dist);
        results.lighthouse = await measureLighthouse({ baseUrl: server.url, pageTypes: available, runs: options.plan.lighthouseRuns });
        if (results.lighthouse.errors.length) results.errors.push(...results.lighthouse.errors.map((error) => `Lighthouse ${error}`));
      }
      if (has('search')) results.search = await measureSearch({ dist, baseUrl: server.url, latencyRuns: options.plan.searchRuns });
      await server.stop();
      server = undefined;
    }
    if (has('feedback')) {
      results.feedback = await measureFeedback({
        dist,
        runs: options.plan.loadRuns,
        durationS: options.plan.loadSeconds,
        connections: 10,
        solves: options.plan.solves,
      });
      results.errors.push(...results.feedback.errors.map((error) => `Feedback ${error}`));
    }
    if (has('render')) {
      try {
        results.render = await measureRender({ dist, requests: options.plan.renderRequests });
      } catch (error) {
        results.errors.push(`Seiten des Dienstes: ${errorMessage(error)}`);
      }
    }
    if (has('soak')) {
      progress(`Dauerlauf: ${options.plan.soakMinutes} min GET /api/challenge mit ${SOAK_TARGETS.rate} req/s auf PostgreSQL`);
      results.soak = await measureSoak({ dist, minutes: options.plan.soakMinutes, rate: SOAK_TARGETS.rate, connections: 10 });
      results.errors.push(...results.soak.errors);
    }
    if (has('scale')) {
      results.scale = await measureScale({ realBuild: { times, check, outDir: dist }, realRuns: options.plan.realBuilds, generated: options.plan.generated });
      results.errors.push(...results.scale.errors.map((error) => `Skalierung ${error}`));
    }
  } catch (error) {
    results.errors.push(errorMessage(error));
  } finally {
    await cleanUp();
  }

  results.durationS = Math.round((performance.now() - started) / 1000);
  results.budgets = await checkBudgets(results);
  await mkdir(dirname(options.out), { recursive: true });
  await writeFile(options.out, `${JSON.stringify(results, null, 2)}\n`);
  process.stdout.write(renderMarkdown(results));
  progress(`Ergebnisse: ${options.out}`);
  const missed = results.budgets.filter((check) => !check.pass).length;
  if (results.errors.length) return 1;
  return options.strict && missed > 0 ? 1 : 0;
}

process.exitCode = await main();
