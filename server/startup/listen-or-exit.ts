import type { RequestListener, Server } from 'node:http';
import type { Registry } from 'prom-client';
import type { Config } from '../config/config.js';
import { createHttpServer } from '../http/http-server.js';
import type { Logger } from '../logging/logger.js';
import { createMetricsApp } from '../metrics/metrics-app.js';
import { createOnionServer } from '../onion/onion-server.js';

/**
 * Listens, logging `listening` once it does; a port it cannot have (in use, not allowed) is one
 * fatal log line and exit, for the operator to fix.
 */
export function listenOrExit<T extends Server>(
  server: T,
  { port, host }: { port: number; host: string },
  logger: Logger,
  log: { listening: string; failed: string; fields?: Record<string, unknown> },
): T {
  server.listen(port, host, () => {
    logger.info({ port, host, ...log.fields }, log.listening);
  });
  server.on('error', (error) => {
    logger.fatal(
      { err: error, code: (error as NodeJS.ErrnoException).code ?? 'unknown', kind: 'startup' },
      log.failed,
    );
    process.exit(1);
  });
  return server;
}

/** The scrape listener, on its own port so the public port and the proxy never expose it. */
export function listenForMetrics(
  config: Config,
  registry: Registry,
  logger: Logger,
): Server | null {
  const { port, host } = config.metrics;
  if (port === null) return null;
  const server = createHttpServer(createMetricsApp(registry), config.requestTimeoutMs);
  return listenOrExit(server, { port, host }, logger, {
    listening: 'metrics listening',
    failed: 'cannot listen for metrics',
  });
}

/** The listener for the tor daemon alone (ONION_PORT): the same app, behind tor's PROXY line. */
export function listenForTor(config: Config, app: RequestListener, logger: Logger): Server | null {
  const { port, host } = config.onion;
  if (port === null) return null;
  const server = createOnionServer(app, { requestTimeoutMs: config.requestTimeoutMs });
  return listenOrExit(server, { port, host }, logger, {
    listening: 'listening for tor',
    failed: 'cannot listen for tor',
  });
}
