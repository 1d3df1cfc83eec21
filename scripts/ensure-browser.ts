/**
 * Makes sure a Chromium for the end-to-end tests exists: the system package (Debian "chromium")
 * is installed with apt-get when missing. Browser downloads by test tools do not work here.
 */
import { existsSync } from 'node:fs';
import { CHROMIUM_PATHS } from '@servicestandard/testkit';
import { installDebianPackage } from '@servicestandard/testkit';

const found = [process.env['CHROMIUM_PATH'], ...CHROMIUM_PATHS].find((p) => p && existsSync(p));
if (found) {
  console.log(`Chromium: ${found}`);
} else {
  installDebianPackage('chromium', 'Chromium fehlt (oder CHROMIUM_PATH setzen).');
  if (!existsSync('/usr/bin/chromium')) {
    console.error('Die Installation von Chromium ist fehlgeschlagen.');
    process.exit(1);
  }
}
