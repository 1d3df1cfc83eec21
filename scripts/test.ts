/**
 * `npm test`: every check of the project, in stages. Checks within a stage run side by side, since
 * each of them keeps only one of the machine's cores busy (the type check, ESLint, the build) or
 * waits on servers and timers part of the time (the unit tests); the next stage starts once a
 * stage has passed. Output of parallel checks is printed as one block per check when it ends, so
 * their lines never interleave; a failure names its check and ends the run with code 1 after the
 * stage. The stages and their order are the README's.
 *
 *   1. Astro's generated types (astro sync), which the type check and the type-aware lint read
 *   2. type check ‖ lint
 *   3. unit tests ‖ production build with its content checks
 *   4. end-to-end and accessibility tests in Chromium (need the build)
 *
 * `node scripts/test.ts --serial` runs the same checks one after another, printing as they go.
 */
import { spawn } from 'node:child_process';

interface Check {
  name: string;
  script: string;
}

const STAGES: Check[][] = [
  [{ name: 'Astro-Typen', script: 'sync' }],
  [
    { name: 'Typprüfung', script: 'typecheck:tsc' },
    { name: 'Lint', script: 'lint' },
  ],
  [
    { name: 'Unit-Tests', script: 'test:unit' },
    { name: 'Build', script: 'build' },
  ],
  [{ name: 'End-to-End- und Barrierefreiheitstests', script: 'test:e2e' }],
];

const serial = process.argv.includes('--serial');
const npm = process.env['npm_execpath'] ? [process.execPath, process.env['npm_execpath']] : ['npm'];
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

/** Runs `npm run <script>`; resolves with its exit code. Its output goes straight through, or is kept until it ends. */
function run(check: Check, buffered: boolean): Promise<number> {
  const started = performance.now();
  const [command, ...args] = [...npm, 'run', '--silent', check.script];
  const child = spawn(command, args, { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const result = code ?? (signal ? 1 : 0);
      if (buffered) process.stdout.write(`\n── ${check.name} (npm run ${check.script}) ──\n${Buffer.concat(output).toString('utf8')}`);
      console.log(`── ${check.name}: ${result === 0 ? 'bestanden' : `FEHLGESCHLAGEN (Code ${result})`} nach ${seconds(started)}`);
      resolve(result);
    });
  });
}

const started = performance.now();
for (const stage of STAGES) {
  const codes: number[] = [];
  if (serial) {
    for (const check of stage) if (codes.push(await run(check, false)) && codes.at(-1) !== 0) break;
  } else {
    codes.push(...(await Promise.all(stage.map((check) => run(check, stage.length > 1)))));
  }
  const failed = stage.filter((_, i) => codes[i] !== undefined && codes[i] !== 0);
  if (failed.length > 0) {
    console.error(`\nnpm test: fehlgeschlagen (${failed.map((check) => check.name).join(', ')}) nach ${seconds(started)}`);
    process.exit(1);
  }
}
console.log(`\nnpm test: alle Prüfungen bestanden in ${seconds(started)}`);
