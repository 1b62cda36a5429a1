import fs from 'node:fs';
import Fastify from 'fastify';

/**
 * The ceiling: a bare Fastify route on its own process, answering POST /api/employees with the
 * same JSON the real server gave for the first page, from memory (no session, no database).
 */
async function main() {
  const answer = JSON.parse(fs.readFileSync(process.env.CEILING_ANSWER as string, 'utf8'));
  const app = Fastify({ logger: false });
  app.post('/api/employees', async () => answer);
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  process.stdout.write('ready\n');
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
