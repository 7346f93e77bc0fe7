import { format } from 'node:util';
import type { Logger } from './logger.js';

/**
 * Sends what libraries print with console.* and process warnings into the JSON log, so every line
 * the server writes is one JSON object (a plain-text warning or a stack trace would break a log
 * pipeline that parses each line). The text goes in `msg`, formatted as console would.
 */
export function routeConsoleToLog(logger: Logger): void {
  const levels = {
    log: 'info',
    info: 'info',
    debug: 'debug',
    warn: 'warn',
    error: 'error',
  } as const;
  for (const [method, level] of Object.entries(levels)) {
    console[method as keyof typeof levels] = (...args: unknown[]) => {
      logger[level]({ source: 'console' }, format(...args));
    };
  }
  // Node prints warnings (deprecations and the like) to stderr as text by default.
  process.removeAllListeners('warning');
  process.on('warning', (warning) => {
    logger.warn({ source: 'process', type: warning.name }, warning.message);
  });
}
