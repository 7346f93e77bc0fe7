import { createHash, randomUUID } from 'node:crypto';
import { untilWritten } from '../lib/until-written.js';
import { setTimeout as sleep } from 'node:timers/promises';
import { noMetrics, type OrderMetrics } from '../metrics/metrics.js';
import type { OrderMap } from '../stores/order-map.js';
import type { IdempotencyStore, StoredReply } from '../stores/idempotency-store.js';
import { ORPHAN_AFTER_MS } from './orphan-intents.js';

const KEY_TTL_MS = 10 * 60_000;
const WAIT_STEP_MS = 100;
/**
 * The most a repeat waits for the first request's answer: a double click's first order is
 * answered well within it. Past it the repeat gets its 409 (with Retry-After) rather than
 * waiting out an upstream that hangs (its deadline, about 24 s).
 */
export const REPEAT_WAIT_MS = 2000;

/** What an order attempt answered: kept under its Idempotency-Key for the repeats. */
export interface Reply {
  status: number;
  body: unknown;
}

/** What a request learns when it presents its key. */
export type KeyClaim =
  /** the key's order was answered before: the same answer again, and nothing new is made */
  | { kind: 'answered'; reply: Reply }
  /** the key stands for another order */
  | { kind: 'other-order' }
  /** the first request with this key is still waiting for the upstream */
  | { kind: 'in-flight' }
  /**
   * the key's order was asked of the provider and never recorded (the site stopped in between):
   * it may exist; never ordered again, support finds it by `reference` (our order id)
   */
  | { kind: 'unconfirmed'; reference: string }
  /** this request now holds the key: it must `keep` a final answer or `release` it */
  | { kind: 'held'; keep: (reply: Reply) => Promise<void>; release: () => Promise<void> };

/** The same order (the visitor's choice, not the quote it came with) prints the same. */
export const orderPrint = (choice: unknown): string =>
  createHash('sha256').update(JSON.stringify(choice)).digest('base64url');

/**
 * Order Idempotency-Keys: each key stands for one order for 10 minutes, on every replica. The
 * first request holds the key while it orders; a repeat (double click, retry after a dropped
 * connection) waits for that answer, up to `waitLimitMs`, instead of ordering again.
 */
export function createOrderKeys(
  store: IdempotencyStore,
  waitLimitMs: number,
  metrics: Pick<OrderMetrics, 'idempotentReplay'> = noMetrics.orders,
  /** with a provider: the intents, each written with its key before the provider is asked */
  intents: Pick<OrderMap, 'intentFor'> | null = null,
  now: () => number = Date.now,
) {
  /**
   * The key's open intent, if any: an order being made now (in flight), or one whose creation
   * outlived any call (the site stopped between the provider's order and its map line), which
   * stays unconfirmed for as long as the intent is kept.
   */
  const openIntent = async (key: string): Promise<KeyClaim | null> => {
    const intent = await intents?.intentFor(key);
    if (!intent) return null;
    // One a provider can look up stays in flight until the orphan sweep has looked (it is then
    // recorded, or alerted): the visitor is asked to try again, not sent to support for an order
    // about to be found.
    const past = now() - intent.at >= ORPHAN_AFTER_MS && intent.lookup === undefined;
    return intent.alerted || past
      ? { kind: 'unconfirmed', reference: intent.orderId }
      : { kind: 'in-flight' };
  };

  /**
   * Lets go of this attempt's own reservation. A store that is away (a failover) is asked again
   * in the background until it answers: a reservation left behind would answer every retry with
   * 'still being processed' for the key's 10 minutes.
   */
  const releaseOwn = (key: string, holder: string): Promise<void> => {
    const once = store.release(key, holder);
    once.catch(() => {
      untilWritten(() => store.release(key, holder)).catch(() => undefined);
    });
    return once;
  };

  /** Keeps `reply` as the answer of `key`, which stands for the order printed `print`. */
  const keepAnswer = (key: string, print: string, reply: Reply): Promise<void> =>
    store.complete(key, { ...reply, fingerprint: print }, KEY_TTL_MS);

  const held = (key: string, print: string, holder: string): KeyClaim => ({
    kind: 'held',
    keep: (reply) => keepAnswer(key, print, reply),
    release: () => releaseOwn(key, holder),
  });

  const answered = (reply: StoredReply): KeyClaim => {
    metrics.idempotentReplay();
    return { kind: 'answered', reply: { status: reply.status, body: reply.body } };
  };

  return {
    /**
     * The answer of an order found at the provider after a stop, kept under its key: its retries
     * get it, as a first request's would.
     */
    settle: keepAnswer,

    /** True when `key` already stands for this same order (answered or in flight): a repeat. */
    async isRepeat(key: string, print: string): Promise<boolean> {
      const seen = await store.peek(key);
      if (!seen) return false;
      return (seen.state === 'done' ? seen.reply.fingerprint : seen.fingerprint) === print;
    },

    /** Presents `key` for the order printed `print`. */
    async claim(key: string, print: string): Promise<KeyClaim> {
      const holder = randomUUID();
      /**
       * Runs a step that may have left this attempt's reservation in the store. If it throws (the
       * store went away mid-call, or answered one call and not the next, as it does in a
       * failover), the reservation may be there all the same: it is let go once the store
       * answers, or it would answer every retry 'still being processed' for the key's 10 minutes.
       */
      const mayHold = async <T>(step: () => Promise<T>): Promise<T> => {
        try {
          return await step();
        } catch (error) {
          void releaseOwn(key, holder).catch(() => undefined);
          throw error;
        }
      };
      const first = await mayHold(() => store.reserve(key, print, KEY_TTL_MS, holder));
      if (first.state === 'reserved') {
        // The key's reservation is gone but its intent is not: the site stopped between the
        // provider's order and its map line. Ordering again could make a second order; support
        // gets the intent's orphan alert instead.
        const open = await mayHold(() => openIntent(key));
        if (open) {
          // a release that fails goes on in the background: the answer stands
          await releaseOwn(key, holder).catch(() => undefined);
          return open;
        }
        // The intent may have gone between the two reads: an order found at the provider after a
        // stop (intent-recovery.service.ts) settles the key before it ends the intent, and its
        // answer replaced this reservation. One more read of the key for each new order, with a
        // provider only: the price of never ordering twice in that moment.
        const seen = intents ? await mayHold(() => store.peek(key)) : null;
        if (seen?.state === 'done')
          return seen.reply.fingerprint === print ? answered(seen.reply) : { kind: 'other-order' };
        return held(key, print, holder);
      }
      if (first.state === 'done') {
        return first.reply.fingerprint === print ? answered(first.reply) : { kind: 'other-order' };
      }
      if (first.fingerprint !== print) return { kind: 'other-order' };
      // a reservation its holder left behind (killed) with an intent past any creation: no wait
      const stale = await openIntent(key);
      if (stale?.kind === 'unconfirmed') return stale;
      for (let waited = 0; waited < waitLimitMs; waited += WAIT_STEP_MS) {
        await sleep(WAIT_STEP_MS);
        const seen = await mayHold(() => store.reserve(key, print, KEY_TTL_MS, holder));
        if (seen.state === 'done') return answered(seen.reply);
        // The first request ended without a final answer: this one now holds the key.
        if (seen.state === 'reserved') return held(key, print, holder);
      }
      const open = await openIntent(key);
      return open?.kind === 'unconfirmed' ? open : { kind: 'in-flight' };
    },
  };
}

export type OrderKeys = ReturnType<typeof createOrderKeys>;
