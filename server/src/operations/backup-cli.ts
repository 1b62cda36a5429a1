import path from 'node:path';
import { loadConfig } from '../config';
import { backup, restore } from './backup';

// `npm run backup -- <file>` / `npm run restore -- <file>`, with the server's own DATA_DIR and
// DATABASE_URL. npm runs scripts in the checkout's root, so a relative file is from where npm was run.
async function main() {
  const [command, file] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !file) {
    process.stderr.write('usage: npm run backup -- <file> | npm run restore -- <file>\n');
    process.exit(2);
  }
  const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const figures = await (command === 'backup' ? backup : restore)(loadConfig(), target);
  process.stdout.write(`${command}: ${figures.file}, ${figures.bytes} bytes, ${figures.milliseconds} ms\n`);
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
