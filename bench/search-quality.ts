/**
 * Search quality benchmark on the built search data (@servicestandard/search, quality.ts):
 * - the project's query set: share of queries with the expected page among the first three and
 *   first (plain, and below exact-title entries); exits non-zero below the target (95 % top
 *   three, 80 % first below exact titles);
 * - the vocabulary set (visitors' words the site writes differently): zero-result rate and share
 *   among the first three, reported without a target.
 * Usage: node bench/search-quality.ts [distDir] [--json]   (default: $SITE_OUT_DIR or site/dist)
 */
import { evaluate, loadQueries, loadSearchData, loadVocabularyQueries, meetsTarget, TARGET, type QualityReport } from '@servicestandard/search/quality';
import { DEFAULT_DIST, round } from './lib.ts';

const percent = (n: number, total: number) => `${((100 * n) / total).toFixed(1)} %`;

function print(title: string, report: QualityReport): void {
  console.log(`${title}: ${report.total} Anfragen`);
  console.log(`  unter den ersten drei:        ${report.top3}/${report.total} = ${percent(report.top3, report.total)}`);
  console.log(`  auf Platz 1:                  ${report.first}/${report.total} = ${percent(report.first, report.total)}`);
  console.log(`  auf Platz 1 nach exakten Titeln: ${report.firstBelowExact}/${report.total} = ${percent(report.firstBelowExact, report.total)}`);
  console.log(`  ohne Ergebnis:                ${report.zeroResults}/${report.total} = ${percent(report.zeroResults, report.total)}`);
  for (const [kind, k] of Object.entries(report.byKind)) console.log(`  ${kind}: ${k.top3}/${k.total} unter den ersten drei, ${k.zeroResults} ohne Ergebnis`);
  for (const miss of report.misses) {
    console.log(`  verfehlt: „${miss.query}“ erwartet ${miss.expected}, Rang ${miss.rank < 0 ? '–' : miss.rank + 1}; erste drei: ${miss.got.join(', ') || 'keine'}`);
  }
}

async function main(): Promise<void> {
  const [distArg] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const dist = distArg ?? process.env['SITE_OUT_DIR'] ?? DEFAULT_DIST;
  const data = await loadSearchData(dist);
  const report = evaluate(data, await loadQueries());
  const vocabulary = evaluate(data, await loadVocabularyQueries());
  const pass = meetsTarget(report);
  print(`Suchqualität (Ziel ${TARGET.top3 * 100} % unter den ersten drei, ${TARGET.first * 100} % auf Platz 1 nach exakten Titeln)`, report);
  print('Wortschatz der Besuchenden', vocabulary);
  // With --json the last line is the figures (bench/README.md); the exit code says the same as "pass".
  if (process.argv.includes('--json')) {
    const share = (n: number, total: number) => round(n / total, 3);
    console.log(
      JSON.stringify({
        total: report.total,
        top3: share(report.top3, report.total),
        first: share(report.first, report.total),
        firstBelowExact: share(report.firstBelowExact, report.total),
        pass,
        vocabulary: { total: vocabulary.total, zeroResultRate: share(vocabulary.zeroResults, vocabulary.total), top3: share(vocabulary.top3, vocabulary.total) },
      }),
    );
  }
  if (!pass) {
    console.error('Suchqualität unter dem Ziel.');
    process.exitCode = 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
