import { buildApp } from './app';
import { loadConfig, printedAddress } from './config';
import { startMetricsServer } from './operations/metrics';
import { drainOnSignals } from './operations/shutdown';
import { maskCredentials } from './core/mask-credentials';

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  const { metricsPort, metricsHost } = config.operations;
  const metricsServer = metricsPort === null ? null : await startMetricsServer(app.metrics, metricsHost, metricsPort);
  drainOnSignals(app, config.operations, metricsServer ? [metricsServer] : []);
  await app.listen({ port: config.port, host: config.host });
  process.stdout.write(`\nStaff console ready at ${printedAddress(config.host, config.port)}/\n`);
}

main().catch((error) => {
  process.stderr.write(maskCredentials(`The server could not start: ${error instanceof Error ? error.stack : String(error)}\n`));
  process.exit(1);
});
