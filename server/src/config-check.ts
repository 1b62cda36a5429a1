import { loadConfig } from './config';
import { maskCredentials } from './core/mask-credentials';

// `npm start` runs this before building anything: a bad variable is reported in a second, not
// after minutes of building, with the same rules and words as the server's own start.
try {
  loadConfig();
} catch (error) {
  process.stderr.write(maskCredentials(`The server could not start: ${error instanceof Error ? error.message : String(error)}\n`));
  process.exit(1);
}
