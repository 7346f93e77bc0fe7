import type { Server } from 'node:http';
import { within } from '../lib/within.js';
import type { Shutdown } from './shutdown.js';

export interface DrainTimes {
  /**
   * How long the listeners stay open, once every request from before the stop is answered, after
   * the last connection or request to arrive: a client whose keep-alive socket the stop closed
   * comes back on a new one and is answered 503 with Connection: close, where a closed listener
   * would refuse it. Counted from the last arrival, not from the last answer: on a busy machine
   * the client may take a while to come back, and it was seen to find the port closed when the
   * listeners closed as soon as no socket was open. Longer than the 503's Retry-After (1 s), so
   * a client that obeys it is not turned away by a closed port at the edge of the linger.
   */
  lingerMs: number;
  /**
   * The longest the listeners linger, however busy: a balancer still sending new visitors (or a
   * probe every second) must not hold the stop until its deadline. Never more than half of what
   * is left of the budget, so that the work let in meanwhile can still finish.
   */
  maxLingerMs: number;
}

const DRAIN_TIMES: DrainTimes = { lingerMs: 1500, maxLingerMs: 5000 };
const CHECK_MS = 20;

/**
 * Resolves once the listeners have had no new connection nor request for `lingerMs`, or when
 * `done` aborts (the caller stopped waiting); its listeners and timer go either way.
 */
async function quietFor(servers: Server[], lingerMs: number, done: AbortSignal): Promise<void> {
  let lastArrival = performance.now();
  const arrived = () => {
    lastArrival = performance.now();
  };
  for (const server of servers) server.on('connection', arrived).on('request', arrived);
  try {
    while (!done.aborted && performance.now() - lastArrival < lingerMs)
      await new Promise((resolve) => setTimeout(resolve, CHECK_MS));
  } finally {
    for (const server of servers) server.off('connection', arrived).off('request', arrived);
  }
}

/**
 * The draining part of a stop (after `shutdown.begin()`), in `budgetMs`. The listeners keep
 * accepting while requests from before the stop finish (every new request is refused with 503
 * and Connection: close by the shutdown middleware), then until nothing new has arrived for the
 * linger (DrainTimes); only then do they stop listening and close the sockets left idle. False
 * when work was still running at the end of the budget (the caller closes what is left).
 */
export async function drain(
  servers: Server[],
  shutdown: Shutdown,
  budgetMs: number,
  times: DrainTimes = DRAIN_TIMES,
): Promise<boolean> {
  const deadline = performance.now() + budgetMs;
  const left = () => Math.max(0, deadline - performance.now());
  const answered = await within(
    shutdown.answered().then(() => true),
    left(),
    false,
  );
  if (answered) {
    const stopWaiting = new AbortController();
    const most = Math.min(times.maxLingerMs, left() / 2);
    await within(quietFor(servers, times.lingerMs, stopWaiting.signal), most, null);
    stopWaiting.abort();
  }
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
