/**
 * `npm test`: every check of the project. Each check starts as soon as the checks it needs have
 * passed, so checks that keep only one of the machine's cores busy (the type check, ESLint, the
 * build) or wait on servers and timers part of the time (the unit tests) run side by side:
 *
 *   astro sync (Astro's generated types) ─┬─ type check
 *                                          ├─ lint (type-aware, reads the generated types)
 *                                          └─ build with its content checks ── browser tests
 *   unit tests (need neither)
 *
 * The build waits for astro sync because both write site/.astro. Output of checks that run side
 * by side is printed as one block per check when it ends, so their lines never interleave. After a
 * failure no further check starts; the run ends with code 1 once the running ones have ended,
 * naming what failed.
 *
 * `node scripts/test.ts --serial` runs the same checks one after another in the order above,
 * printing as they go, and stops at the first failure.
 */
import { spawn } from 'node:child_process';

interface Check {
  name: string;
  script: string;
  /** Scripts that must have passed before this one starts. */
  needs: string[];
}

const CHECKS: Check[] = [
  { name: 'Astro-Typen', script: 'sync', needs: [] },
  { name: 'Unit-Tests', script: 'test:unit', needs: [] },
  { name: 'Typprüfung', script: 'typecheck:tsc', needs: ['sync'] },
  { name: 'Lint', script: 'lint', needs: ['sync'] },
  { name: 'Build', script: 'build', needs: ['sync'] },
  { name: 'End-to-End- und Barrierefreiheitstests', script: 'test:e2e', needs: ['build'] },
];

const serial = process.argv.includes('--serial');
const npm = process.env['npm_execpath'] ? [process.execPath, process.env['npm_execpath']] : ['npm'];
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;
const started = performance.now();

/** Runs `npm run <script>`; resolves with its exit code. Its output goes straight through, or is kept until it ends. */
function run(check: Check, buffered: boolean): Promise<number> {
  const begun = performance.now();
  if (buffered) console.log(`── ${check.name} (npm run ${check.script}) gestartet nach ${seconds(started)}; Ausgabe folgt am Ende`);
  const [command, ...args] = [...npm, 'run', '--silent', check.script];
  const child = spawn(command, args, { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const result = code ?? (signal ? 1 : 0);
      if (buffered) process.stdout.write(`\n── ${check.name} (npm run ${check.script}) ──\n${Buffer.concat(output).toString('utf8')}`);
      console.log(`── ${check.name}: ${result === 0 ? 'bestanden' : `FEHLGESCHLAGEN (Code ${result})`} nach ${seconds(begun)} (${seconds(started)} seit Beginn)`);
      resolve(result);
    });
  });
}

const passed = new Set<string>();
const failed: Check[] = [];

if (serial) {
  for (const check of CHECKS) {
    if ((await run(check, false)) !== 0) {
      failed.push(check);
      break;
    }
  }
} else {
  const waiting = new Set(CHECKS);
  const running = new Map<Check, Promise<void>>();
  const startReady = () => {
    if (failed.length > 0) return;
    for (const check of [...waiting]) {
      if (!check.needs.every((script) => passed.has(script))) continue;
      waiting.delete(check);
      running.set(
        check,
        run(check, true).then((code) => {
          running.delete(check);
          if (code === 0) passed.add(check.script);
          else failed.push(check);
          startReady();
        }),
      );
    }
  };
  startReady();
  while (running.size > 0) await Promise.race(running.values());
}

if (failed.length > 0) {
  console.error(`\nnpm test: fehlgeschlagen (${failed.map((check) => check.name).join(', ')}) nach ${seconds(started)}`);
  process.exit(1);
}
console.log(`\nnpm test: alle Prüfungen bestanden in ${seconds(started)}`);
