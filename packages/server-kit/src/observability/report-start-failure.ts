import { ConfigError } from '../config/app-config.js';
import { createLogger } from './logger.js';

/** A process that could not start says why in one JSON line (a bad setting by name, else the stack) and exits 1. */
export function reportStartFailure(service: 'api' | 'worker'): (error: unknown) => never {
  return (error) => {
    const reason =
      error instanceof ConfigError
        ? error.message
        : error instanceof Error
          ? (error.stack ?? error.message)
          : String(error);
    createLogger({ service, level: 'error' }).fatal(reason);
    process.exit(1);
  };
}
