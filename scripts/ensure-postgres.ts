/**
 * Makes sure PostgreSQL binaries for the service tests exist: the Debian package "postgresql"
 * is installed with apt-get when initdb/postgres are missing (as scripts/ensure-browser.ts does
 * for Chromium). The tests start their own server from these binaries (service/test/postgres.ts).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findPostgresBin } from '../service/test/postgres.ts';

const found = findPostgresBin();
if (found) {
  console.log(`PostgreSQL: ${found}`);
} else {
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    console.error('PostgreSQL fehlt. Bitte das Paket "postgresql" installieren (initdb und postgres im PATH oder unter /usr/lib/postgresql/*/bin).');
    process.exit(1);
  }
  console.log('PostgreSQL fehlt, installiere das Debian-Paket postgresql …');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'postgresql'], { stdio: 'inherit', env });
  const installed = findPostgresBin();
  if (!installed) {
    console.error('Die Installation von PostgreSQL ist fehlgeschlagen.');
    process.exit(1);
  }
  console.log(`PostgreSQL: ${installed}`);
}
