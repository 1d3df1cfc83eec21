/** The numbered schema files of a store (service/migrations/<store>/NNN_name.sql), in order. */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function loadMigrations(store: 'sqlite' | 'postgres'): Migration[] {
  const dir = fileURLToPath(new URL(`../../migrations/${store}/`, import.meta.url));
  const migrations = readdirSync(dir)
    .map((file) => /^(\d{3})_([a-z0-9_]+)\.sql$/.exec(file))
    .filter((match) => match !== null)
    .map(([file, version, name]) => ({
      version: Number(version),
      name: name ?? '',
      sql: readFileSync(`${dir}${file}`, 'utf8'),
    }))
    .sort((a, b) => a.version - b.version);
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) throw new Error(`migration ${store}/${migration.version} is out of sequence`);
  });
  return migrations;
}
