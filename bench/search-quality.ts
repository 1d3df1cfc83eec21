/**
 * Search quality benchmark: the project's query set (@servicestandard/search, quality.ts) on the
 * built search data. Exits non-zero below the target (95 % top three, 80 % first).
 * Usage: node bench/search-quality.ts [distDir]   (default: $SITE_OUT_DIR or site/dist)
 */
import { evaluate, loadQueries, loadSearchData, meetsTarget, TARGET } from '@servicestandard/search/quality';
import { DEFAULT_DIST, round } from './lib.ts';

const percent = (n: number, total: number) => `${((100 * n) / total).toFixed(1)} %`;

async function main(): Promise<void> {
  const [distArg] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const dist = distArg ?? process.env['SITE_OUT_DIR'] ?? DEFAULT_DIST;
  const report = evaluate(await loadSearchData(dist), await loadQueries());
  const pass = meetsTarget(report);
  console.log(`Suchqualität: ${report.total} Anfragen`);
  console.log(`  unter den ersten drei: ${report.top3}/${report.total} = ${percent(report.top3, report.total)} (Ziel ${TARGET.top3 * 100} %)`);
  console.log(`  auf Platz 1:           ${report.first}/${report.total} = ${percent(report.first, report.total)} (Ziel ${TARGET.first * 100} %)`);
  for (const [kind, k] of Object.entries(report.byKind)) console.log(`  ${kind}: ${k.top3}/${k.total} unter den ersten drei`);
  for (const miss of report.misses) {
    console.log(`  verfehlt: „${miss.query}“ erwartet ${miss.expected}, Rang ${miss.rank < 0 ? '–' : miss.rank + 1}; erste drei: ${miss.got.join(', ') || 'keine'}`);
  }
  // With --json the last line is the figures (bench/README.md); the exit code says the same as "pass".
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ total: report.total, top3: round(report.top3 / report.total, 3), first: round(report.first / report.total, 3), pass }));
  }
  if (!pass) {
    console.error('Suchqualität unter dem Ziel.');
    process.exitCode = 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
