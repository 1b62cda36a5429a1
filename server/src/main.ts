import { buildApp } from './app';
import { loadConfig, printedAddress } from './config';

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  const close = async () => {
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  process.stdout.write(`\nStaff console ready at ${printedAddress(config.host, config.port)}/\n`);
}

main().catch((error) => {
  process.stderr.write(`The server could not start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
