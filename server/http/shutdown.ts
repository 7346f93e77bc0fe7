import type { RequestHandler, Response } from 'express';
import type { ErrorBody } from '../../shared/contract/api.js';

/** Seconds a client turned away during a stop should wait before it asks another replica. */
const STOPPING_RETRY_AFTER_S = 1;

/**
 * The draining side of a graceful stop. Once `begin()` is called, /readyz says 503, every reply
 * carries `Connection: close` (so keep-alive sockets end after their reply) and requests that
 * arrive on an old socket are refused before any work. Work that must not be cut (an order
 * creation that may have reached the upstream) is tracked until it has settled.
 */
export interface Shutdown {
  readonly stopping: boolean;
  begin(): void;
  /** resolves when every tracked piece of work has settled */
  settled(): Promise<void>;
  track<T>(work: Promise<T>): Promise<T>;
  /** resolves once no request that came in before the stop is still unanswered */
  answered(): Promise<void>;
  middleware: RequestHandler;
}

/** How often a stop looks again at what is still open. */
const DRAIN_CHECK_MS = 20;
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createShutdown(): Shutdown {
  let stopping = false;
  const inFlight = new Set<Response>();
  const work = new Set<Promise<unknown>>();
  // shared, so a request allocates no listener of its own
  function forget(this: Response) {
    inFlight.delete(this);
  }

  const middleware: RequestHandler = (req, res, next) => {
    if (stopping) {
      res.set({ Connection: 'close', 'Retry-After': String(STOPPING_RETRY_AFTER_S) });
      // Probes still get their own answer (readyz: 503 not-ready); everything else is refused.
      if (req.path === '/readyz' || req.path === '/healthz') return next();
      const body: ErrorBody = {
        error: {
          code: 'SHUTTING_DOWN',
          message: 'This server is restarting. Please try again in a moment.',
          requestId: 'none',
        },
      };
      res.status(503).json(body);
      return;
    }
    inFlight.add(res);
    res.on('close', forget);
    next();
  };

  return {
    get stopping() {
      return stopping;
    },
    begin() {
      stopping = true;
      // Replies not yet begun close their socket once sent.
      for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
    },
    async settled() {
      while (work.size > 0) await Promise.allSettled([...work]);
    },
    async answered() {
      while (inFlight.size > 0) await pause(DRAIN_CHECK_MS);
    },
    track(promise) {
      work.add(promise);
      const forget = () => work.delete(promise);
      promise.then(forget, forget);
      return promise;
    },
    middleware,
  };
}
