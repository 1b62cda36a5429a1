import path from 'node:path';
import { loadConfig } from '../config';
import { maskCredentials } from '../core/mask-credentials';
import { backup, restore, verify } from './backup';

// `npm run backup -- <file>` / `npm run restore -- <file>` / `npm run verify-backup -- <file>`, with
// the server's own DATA_DIR and DATABASE_URL. npm runs scripts in the checkout's root, so a relative
// file is from where npm was run.
async function main() {
  const [command, file] = process.argv.slice(2);
  if (!['backup', 'restore', 'verify'].includes(command) || !file) {
    process.stderr.write('usage: npm run backup -- <file> | npm run restore -- <file> | npm run verify-backup -- <file>\n');
    process.exit(2);
  }
  const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  if (command === 'verify') {
    const figures = await verify(target);
    process.stdout.write(`verify: ${figures.file}, ${figures.bytes} bytes, ${figures.milliseconds} ms: ${figures.contents}, readable to the end\n`);
    return;
  }
  const figures = await (command === 'backup' ? backup : restore)(loadConfig(), target);
  process.stdout.write(`${command}: ${figures.file}, ${figures.bytes} bytes, ${figures.milliseconds} ms\n`);
}

main().catch((error) => {
  process.stderr.write(`${maskCredentials(error instanceof Error ? error.message : String(error))}\n`);
  process.exit(1);
});
