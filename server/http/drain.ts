import type { Server } from 'node:http';
import { within } from '../lib/within.js';
import type { Shutdown } from './shutdown.js';

/**
 * How long the listeners stay open once every request from before the stop is answered: a
 * keep-alive client sends its next request in this time and is answered 503 with Connection:
 * close, where a socket closed under it would have been reset.
 */
const DRAIN_LINGER_MS = 1000;
const CHECK_MS = 20;

const openConnections = (server: Server) =>
  new Promise<number>((resolve) => server.getConnections((_error, count) => resolve(count ?? 0)));

async function noConnectionsLeft(servers: Server[]): Promise<void> {
  for (;;) {
    const counts = await Promise.all(servers.map(openConnections));
    if (counts.every((count) => count === 0)) return;
    await new Promise((resolve) => setTimeout(resolve, CHECK_MS));
  }
}

/**
 * The draining part of a stop (after `shutdown.begin()`), in `budgetMs`. The listeners keep
 * accepting while requests from before the stop finish (every new request is refused with 503
 * and Connection: close by the shutdown middleware), then for DRAIN_LINGER_MS or until every
 * socket has closed; only then do they stop listening and close the sockets left idle. False
 * when work was still running at the end of the budget (the caller closes what is left).
 */
export async function drain(
  servers: Server[],
  shutdown: Shutdown,
  budgetMs: number,
): Promise<boolean> {
  const deadline = Date.now() + budgetMs;
  const left = () => Math.max(0, deadline - Date.now());
  const answered = await within(
    shutdown.answered().then(() => true),
    left(),
    false,
  );
  if (answered) await within(noConnectionsLeft(servers), Math.min(DRAIN_LINGER_MS, left()), null);
  const closed = Promise.all(
    servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
  );
  for (const server of servers) server.closeIdleConnections();
  // an order creation let in just before the stop must finish too
  return within(
    closed.then(
      () => shutdown.settled().then(() => true),
      () => true,
    ),
    left(),
    false,
  );
}
