/**
 * Makes sure PostgreSQL binaries for the service tests exist: the Debian package "postgresql"
 * is installed with apt-get when initdb/postgres are missing (as scripts/ensure-browser.ts does
 * for Chromium). The tests start their own server from these binaries (@servicestandard/testkit, postgres.ts).
 */
import { findPostgresBin } from '@servicestandard/testkit';
import { installDebianPackage } from '@servicestandard/testkit';

if (!findPostgresBin()) {
  installDebianPackage('postgresql', 'PostgreSQL fehlt (initdb und postgres weder im PATH noch unter /usr/lib/postgresql/*/bin).');
}
const found = findPostgresBin();
if (!found) {
  console.error('Die Installation von PostgreSQL ist fehlgeschlagen.');
  process.exit(1);
}
console.log(`PostgreSQL: ${found}`);
