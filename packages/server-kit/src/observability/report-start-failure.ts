import { pino } from 'pino';
import { ConfigError } from '../config/app-config.js';
import { createLogger } from './logger.js';

/**
 * A process that could not start says why in one JSON line (a bad setting by name, else the stack) and exits 1.
 * The line goes to stderr: whoever started the process may show only that (Playwright's web server, a shell
 * running it with stdout sent elsewhere), and a start that fails silently leaves nothing to go on.
 */
export function reportStartFailure(service: 'api' | 'worker'): (error: unknown) => never {
  return (error) => {
    const reason =
      error instanceof ConfigError
        ? error.message
        : error instanceof Error
          ? (error.stack ?? error.message)
          : String(error);
    createLogger({ service, level: 'error', destination: pino.destination({ dest: 2, sync: true }) }).fatal(reason);
    process.exit(1);
  };
}
