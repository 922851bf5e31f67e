import type { LogLevel } from '@nestjs/common';
import type { AppConfig } from './app-config.js';

const levels: Record<AppConfig['logLevel'], LogLevel[]> = {
  error: ['fatal', 'error'],
  warn: ['fatal', 'error', 'warn'],
  info: ['fatal', 'error', 'warn', 'log'],
  debug: ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'],
};

export function nestLogLevels(level: AppConfig['logLevel']): LogLevel[] {
  return levels[level];
}
