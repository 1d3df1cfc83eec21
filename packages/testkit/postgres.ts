/**
 * A real PostgreSQL server for the tests, started and removed by the tests themselves: the
 * system binaries (PATH or /usr/lib/postgresql/<version>/bin; scripts/ensure-postgres.ts installs
 * the Debian package "postgresql" when they are missing), a new cluster in a temporary folder,
 * listening on a free 127.0.0.1 port with its socket in that folder. PostgreSQL refuses to run
 * as root, so as root it runs as the user "postgres" (or "nobody") through setpriv.
 */
import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import pg from 'pg';
import { freePort, stopChild } from './process.ts';

const DEBIAN_ROOT = '/usr/lib/postgresql';

/** The folder holding initdb and postgres, or undefined. */
export function findPostgresBin(): string | undefined {
  const fromPath = (process.env['PATH'] ?? '').split(delimiter).filter(Boolean);
  const versions = existsSync(DEBIAN_ROOT)
    ? readdirSync(DEBIAN_ROOT)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => join(DEBIAN_ROOT, version, 'bin'))
    : [];
  return [...fromPath, ...versions].find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'postgres')));
}

/** As root: the unprivileged account PostgreSQL runs as, with its ids. */
function serviceUser(): { name: string; uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  for (const name of ['postgres', 'nobody']) {
    try {
      const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
      return { name, uid, gid };
    } catch {
      // No such user; try the next.
    }
  }
  throw new Error('PostgreSQL läuft nicht als root, und es gibt weder den Benutzer "postgres" noch "nobody".');
}

/** The command line, run as the service user when we are root (setpriv execs, so signals reach postgres). */
function asServiceUser(command: string, args: string[], user: ReturnType<typeof serviceUser>): [string, string[]] {
  if (!user) return [command, args];
  return ['setpriv', [`--reuid=${user.uid}`, `--regid=${user.gid}`, '--clear-groups', '--', command, ...args]];
}

export interface PostgresServer {
  /** postgres://… of the maintenance database; use createDatabase() for a fresh one per test. */
  url: string;
  port: number;
  createDatabase(): Promise<string>;
  /** Fast shutdown: connections break, new ones are refused until start(). */
  stop(): Promise<void>;
  /** Starts the same cluster on the same port again. */
  start(): Promise<void>;
  /** Stops the server and deletes its folder. */
  destroy(): Promise<void>;
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`PostgreSQL endete beim Start:\n${output()}`);
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`PostgreSQL war nach 30 s nicht bereit:\n${output()}`);
}

/** A new empty database on the server of `adminUrl` (…/postgres); returns its URL. */
export async function createDatabase(adminUrl: string): Promise<string> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  return adminUrl.replace(/\/postgres$/, () => `/${name}`);
}

export interface StartOptions {
  /** fsync and full-page writes on (benchmarks); tests run without, a test cluster lives minutes. */
  durable?: boolean;
}

export async function startPostgres(options: StartOptions = {}): Promise<PostgresServer> {
  const bin = findPostgresBin();
  if (!bin) {
    throw new Error(
      'PostgreSQL fehlt (initdb/postgres weder im PATH noch unter /usr/lib/postgresql/*/bin). ' +
        '"node scripts/ensure-postgres.ts" installiert als root das Debian-Paket "postgresql".',
    );
  }
  const user = serviceUser();
  const dir = mkdtempSync(join(tmpdir(), 'feedback-pg-'));
  const data = join(dir, 'data');
  if (user) chownSync(dir, user.uid, user.gid);
  const [initCommand, initArgs] = asServiceUser(
    join(bin, 'initdb'),
    ['-D', data, '-U', 'feedback', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
    user,
  );
  execFileSync(initCommand, initArgs, { stdio: 'pipe' });
  const port = await freePort();
  const url = `postgres://feedback@127.0.0.1:${port}/postgres`;
  let child: ChildProcess | undefined;
  let output = '';

  async function start() {
    const [command, args] = asServiceUser(
      join(bin!, 'postgres'),
      // The socket stays in our folder.
      ['-D', data, '-h', '127.0.0.1', '-p', String(port), '-k', dir, '-c', 'synchronous_commit=off',
        ...(options.durable ? [] : ['-c', 'fsync=off', '-c', 'full_page_writes=off']),
        '-c', 'max_connections=200', '-c', 'log_min_messages=warning'],
      user,
    );
    const started = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    started.stdout.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-5_000)));
    started.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-5_000)));
    child = started;
    await waitUntilReady(url, started, () => output);
  }

  async function stop() {
    const running = child;
    child = undefined;
    // SIGINT = fast shutdown; stopChild escalates to SIGKILL if it hangs.
    if (running && running.exitCode === null) await stopChild(running, 'SIGINT');
  }

  const killOnExit = () => child?.kill('SIGQUIT');
  process.once('exit', killOnExit);
  await start();
  return {
    url,
    port,
    createDatabase: () => createDatabase(url),
    stop,
    start,
    async destroy() {
      await stop();
      process.removeListener('exit', killOnExit);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
