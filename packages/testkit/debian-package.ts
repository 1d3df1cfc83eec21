/**
 * Installs a Debian package for the tests when a system program is missing (Chromium,
 * PostgreSQL): only as root with apt-get, non-interactive. Exits with a German message otherwise.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function installDebianPackage(name: string, missing: string): void {
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    console.error(`${missing} Bitte das Paket "${name}" installieren.`);
    process.exit(1);
  }
  console.log(`${missing} Installiere das Debian-Paket ${name} …`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', name], { stdio: 'inherit', env });
}
