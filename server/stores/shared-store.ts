import type { Logger } from '../logging/logger.js';
import { redisErrorOf } from './redis-errors.js';

/**
 * The most one call to the shared store (Redis) may hold a request. Measured (docs/decisions/028):
 * under 50 connections the slowest of 62,204 calls took 100-250 ms, event-loop delay included;
 * at 500 ms a loaded host called a healthy store away and refused orders. 2 s is eight times the
 * slowest seen; a store that truly hangs holds one request a second this long (the others fail
 * at once, RETRY_EVERY_MS).
 */
export const STORE_CALL_BOUND_MS = 2000;

/** While the store is away, one call a second tries it again; the others fail at once. */
const RETRY_EVERY_MS = 1000;

/** The shared store did not answer in time, or refused: the caller falls back or says 503. */
export class StoreUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('the shared store (Redis) is not answering', { cause });
    this.name = 'StoreUnavailableError';
  }
}

export interface StoreHealth {
  /** Runs one store call, answered within the bound or rejected with StoreUnavailableError. */
  run<T>(call: () => Promise<T>): Promise<T>;
  /** false from the first failed call until one succeeds (or the client reconnects) */
  readonly up: boolean;
  /** how many times it went away: what was said once for an outage is said again for the next */
  readonly outages: number;
  /** the client lost its connection, or got it back */
  markDown(cause: unknown): void;
  markUp(): void;
}

export interface StoreHealthOptions {
  logger: Logger;
  /** told each change: true when the store answers again, false when it went away */
  onChange?: (up: boolean) => void;
  /** told each call's time in seconds, and whether it answered within the bound */
  observe?: (seconds: number, answered: boolean) => void;
  boundMs?: number;
  now?: () => number;
}

/**
 * The shared store's health, learned from its calls: every call is raced against a timer (cleared
 * however the race ends, so nothing outlives the request), a failure marks the store away and a
 * success marks it back. Each change is logged once, not once per call.
 */
export function createStoreHealth(options: StoreHealthOptions): StoreHealth {
  const { logger } = options;
  const boundMs = options.boundMs ?? STORE_CALL_BOUND_MS;
  const now = options.now ?? Date.now;
  let up = true;
  let outages = 0;
  let lastTryAt = 0;

  const markDown = (cause: unknown) => {
    if (!up) return;
    up = false;
    outages += 1;
    const { code, kind } = redisErrorOf(cause);
    logger.warn(
      { err: cause, code, kind },
      kind === 'tls-certificate'
        ? `shared store (Redis) unreachable: its TLS certificate is not trusted (${code}); set REDIS_CA_FILE to the CA that signed it. Meanwhile rate limits count per process and new orders answer 503`
        : 'shared store (Redis) unreachable: rate limits count per process and new orders answer 503 until it answers again',
    );
    options.onChange?.(false);
  };
  const markUp = () => {
    if (up) return;
    up = true;
    logger.info('shared store (Redis) answers again: shared rate limits and orders resume');
    options.onChange?.(true);
  };

  return {
    get up() {
      return up;
    },
    get outages() {
      return outages;
    },
    markDown,
    markUp,
    async run<T>(call: () => Promise<T>): Promise<T> {
      if (!up && now() - lastTryAt < RETRY_EVERY_MS) throw new StoreUnavailableError();
      lastTryAt = now();
      const started = performance.now();
      const took = () => (performance.now() - started) / 1000;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new StoreUnavailableError('timed out')), boundMs);
      });
      try {
        const result = await Promise.race([call(), late]);
        options.observe?.(took(), true);
        markUp();
        return result;
      } catch (error) {
        options.observe?.(took(), false);
        lastTryAt = now();
        markDown(error);
        throw error instanceof StoreUnavailableError ? error : new StoreUnavailableError(error);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
