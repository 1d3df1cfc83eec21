/**
 * Makes sure a Chromium for the end-to-end tests exists: the system package (Debian "chromium")
 * is installed with apt-get when missing. Browser downloads by test tools do not work here.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATHS } from '../e2e/browser.ts';

const found = [process.env['CHROMIUM_PATH'], ...CHROMIUM_PATHS].find((p) => p && existsSync(p));
if (found) {
  console.log(`Chromium: ${found}`);
} else {
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    console.error('Chromium fehlt. Bitte das Paket "chromium" installieren oder CHROMIUM_PATH setzen.');
    process.exit(1);
  }
  console.log('Chromium fehlt, installiere das Debian-Paket chromium …');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
  if (!existsSync('/usr/bin/chromium')) {
    console.error('Die Installation von Chromium ist fehlgeschlagen.');
    process.exit(1);
  }
}
