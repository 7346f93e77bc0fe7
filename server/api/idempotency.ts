import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ApiError } from '../http/api-error.js';
import { noMetrics, type OrderMetrics } from '../metrics/metrics.js';
import type { IdempotencyStore, StoredReply } from '../stores/idempotency-store.js';

const IDEMPOTENCY_TTL_MS = 10 * 60_000;
const WAIT_STEP_MS = 100;

export interface Reply {
  status: number;
  body: unknown;
}

/** Errors that are the final answer to a request, so a retry with the same key gets them too. */
const isFinal = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 422 || error.status === 503);

function fingerprint(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('base64url');
}

/**
 * Runs `work` once per key: a repeat within 10 minutes (double click, retry after a dropped
 * connection, another replica) gets the first reply instead of a second order.
 */
export function createIdempotency(
  store: IdempotencyStore,
  waitLimitMs: number,
  metrics: Pick<OrderMetrics, 'idempotentReplay'> = noMetrics.orders,
) {
  const conflict = () =>
    new ApiError(
      409,
      'IDEMPOTENCY_CONFLICT',
      'This Idempotency-Key was already used for a different request',
    );

  async function waitForReply(key: string, print: string): Promise<Reply> {
    for (let waited = 0; waited < waitLimitMs; waited += WAIT_STEP_MS) {
      await sleep(WAIT_STEP_MS);
      const seen = await store.reserve(key, print, IDEMPOTENCY_TTL_MS);
      if (seen.state === 'done') return seen.reply;
      // The first request gave up without a final answer: this one now owns the key.
      if (seen.state === 'reserved') return { status: 0, body: null };
    }
    throw new ApiError(
      409,
      'IDEMPOTENCY_CONFLICT',
      'A request with this Idempotency-Key is still being processed',
    );
  }

  /** True when `key` already stands for this same request: a repeat, not a new order. */
  async function isRepeat(key: string, body: unknown): Promise<boolean> {
    const seen = await store.peek(key);
    if (!seen) return false;
    const print = seen.state === 'done' ? seen.reply.fingerprint : seen.fingerprint;
    return print === fingerprint(body);
  }

  async function once(
    key: string,
    body: unknown,
    work: () => Promise<Reply>,
    errorBody: (error: ApiError) => unknown,
  ): Promise<Reply> {
    const print = fingerprint(body);
    const reservation = await store.reserve(key, print, IDEMPOTENCY_TTL_MS);
    if (reservation.state === 'done') {
      if (reservation.reply.fingerprint !== print) throw conflict();
      metrics.idempotentReplay();
      return reservation.reply;
    }
    if (reservation.state === 'in-progress') {
      if (reservation.fingerprint !== print) throw conflict();
      const reply = await waitForReply(key, print);
      if (reply.status !== 0) {
        metrics.idempotentReplay();
        return reply;
      }
    }
    try {
      const reply = await work();
      await store.complete(
        key,
        { ...reply, fingerprint: print } satisfies StoredReply,
        IDEMPOTENCY_TTL_MS,
      );
      return reply;
    } catch (error) {
      if (isFinal(error)) {
        const reply = { status: error.status, body: errorBody(error), fingerprint: print };
        await store.complete(key, reply, IDEMPOTENCY_TTL_MS);
      } else {
        await store.release(key);
      }
      throw error;
    }
  }

  return Object.assign(once, { isRepeat });
}
