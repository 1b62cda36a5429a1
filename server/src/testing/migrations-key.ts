import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Adds the text of `file`, and of every file it imports by a relative path, to `sources` (each once).
 * Migrations build their SQL with functions of other files (the RADIUS views' generators, fold-text,
 * vendor-rates...), so their own text alone would keep a template made before such a function changed.
 */
function collectSources(file: string, sources: Map<string, string>): void {
  if (sources.has(file)) return;
  const text = fs.readFileSync(file, 'utf8');
  sources.set(file, text);
  for (const [, specifier] of text.matchAll(/from '(\.\.?\/[^']+)'/g)) {
    const base = path.resolve(path.dirname(file), specifier);
    const found = [`${base}.ts`, path.join(base, 'index.ts')].find((candidate) => fs.existsSync(candidate));
    if (found) collectSources(found, sources);
  }
}

/**
 * Names the migrations by the text of their sources, theirs and what they import: a changed or added
 * migration, or a changed function one of them calls, gives a new key, so a migrated template made
 * for other sources is never copied (postgres-template.ts, sqlite-template.ts).
 */
function migrationsKey(): string {
  const sources = new Map<string, string>();
  const root = path.resolve(__dirname, '..');
  collectSources(path.join(root, 'db/migrations/index.ts'), sources);
  const hash = crypto.createHash('sha256');
  for (const [file, text] of [...sources].sort(([a], [b]) => a.localeCompare(b))) hash.update(`${path.relative(root, file)}\n${text}\n`);
  return hash.digest('hex').slice(0, 16);
}

export const MIGRATIONS_KEY = migrationsKey();
