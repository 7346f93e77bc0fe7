import { plainAmount } from '../../shared/amount.js';
import type { CreateOrderResponse } from '../../shared/contract/api.js';
import type { Alerts } from '../alerts/alerts.js';
import type { ApiError } from '../http/api-error.js';
import { untilWritten } from '../lib/until-written.js';
import { within } from '../lib/within.js';
import { StoreUnavailableError } from '../stores/shared-store.js';
import { UpstreamError } from '../upstream/upstream-error.js';
import type { Provider } from '../upstream/providers.js';
import { failedCreationAlert } from './creation-alerts.js';
import { holdToEstimate, type Rated } from './hold-to-estimate.js';
import {
  checkOrder,
  NO_PRICE,
  quoteProblem,
  readRequest,
  type CheckedOrder,
  type ReadRequest,
} from './order-checks.js';
import type { OrderKeys, Reply } from './order-keys.js';
import {
  fromApiError,
  fromReply,
  isFinal,
  keptAnswer,
  keyConflict,
  refused,
  recordPending,
  storeAway,
  unconfirmedOrder,
  type OrderOutcome,
} from './order-outcome.js';
import type { Creation, OrderCreationService } from './order-creation.service.js';
import type { QuoteService } from './quote.service.js';

export type { OrderOutcome, OrderProblem } from './order-outcome.js';

// Placing an order, for both doors (POST /api/orders and the script-free form), in the steps a
// reader follows top to bottom in placeOrder below:
//   1. read     the request: its key and its order, as far as they parse (order-checks.ts)
//   2. limit    one new order against the visitor's limit; a repeat of a key is never charged
//   3. check    everything that needs no quote: schema, pair, address, provider, refund and tag
//   4. claim    the key: its first answer, a conflict, or the right to go on
//   5. hold     to the estimate shown: the shown route, or a fresh quote within 1%
//               (hold-to-estimate.ts), then the amount within the quote's Min/Max
//   6. create   the order upstream (order-creation.service.ts), the visitor waiting at most
//               replyBoundMs; a failure the visitor is told of is support's alert, once
//   7. record   the answer under the key once the upstream call has truly ended
// The routers only translate the outcome (order-outcome.ts).

/** One order as a visitor asked for it, through either door. */
export interface OrderRequest {
  /**
   * The order's fields as sent (the JSON body, or the form's fields as the API names them),
   * unchecked: the shared schema (createOrderRequestSchema) decides, so a field added there (a
   * refund address, a memo, a provider's rate id) reaches the flow without reshaping this.
   */
  fields: unknown;
  /** the Idempotency-Key (the header, or the form's hidden field); undefined when none was sent */
  key: string | undefined;
  requestId: string;
  /** counts one new order against the visitor's limit: its 429 refusal, or null within it */
  chargeNewOrder: () => Promise<ApiError | null>;
}

interface PlaceOrderDeps {
  prices: QuoteService;
  creation: Pick<OrderCreationService, 'create'>;
  keys: OrderKeys;
  alerts: Alerts;
  /** how long a visitor waits for the upstream to create the order (the call itself may go on) */
  replyBoundMs: number;
  /** keeps a graceful stop waiting for work that must not be cut (an order being made) */
  track: <T>(work: Promise<T>) => Promise<T>;
  /** epoch seconds, the server's clock: a quote's validUntil is judged by it */
  nowS?: () => number;
}

/** A key this attempt holds: its answer is kept for a retry, or the key let go. */
interface HeldKey {
  key: string;
  /** the print of the order the key stands for */
  print: string;
  keep: (reply: Reply) => Promise<void>;
  release: () => Promise<void>;
}

/** A store call of the flow; the store away (null here) is a fast 503, never an unrecorded order. */
async function unlessStoreAway<T>(work: () => Promise<T>): Promise<{ value: T } | null> {
  try {
    return { value: await work() };
  } catch (error) {
    if (error instanceof StoreUnavailableError) return null;
    throw error;
  }
}

/** The provider made the order and its record is still being written (a failover). */
const DELAYED = Symbol('record delayed');
/** The visitor's wait for the creation (replyBoundMs) ran out first. */
const TIMED_OUT = Symbol('timed out');

const isOutcome = (value: OrderOutcome | Rated): value is OrderOutcome => 'kind' in value;

/** What the visitor saw: the estimate they sent, else the shown quote's, else none (a fresh one). */
const estimateShownOf = (order: CheckedOrder): string | null =>
  order.estimate ?? (order.route && order.route[0][0] > 0 ? plainAmount(order.route[0][0]) : null);

export function createPlaceOrder(deps: PlaceOrderDeps) {
  const { prices, creation, keys } = deps;
  const nowS = deps.nowS ?? (() => Math.floor(Date.now() / 1000));

  /** Step 2: a new order counts against the visitor's limit; a repeat of a key does not. */
  async function limit(read: ReadRequest, request: OrderRequest): Promise<OrderOutcome | null> {
    const { key, print } = read;
    const repeat = await unlessStoreAway(async () =>
      key?.success === true && print !== null ? keys.isRepeat(key.data, print) : false,
    );
    if (repeat === null) return storeAway();
    if (repeat.value) return null;
    const overLimit = await request.chargeNewOrder();
    return overLimit ? fromApiError(overLimit) : null;
  }

  /** Step 4: the key claimed: its first answer, a conflict, or the right to go on. */
  async function claim(
    read: ReadRequest,
    { order, chosen }: { order: CheckedOrder; chosen: Provider | null },
    requestId: string,
  ): Promise<OrderOutcome> {
    const { key, print } = read;
    if (!key?.success || print === null) return attempt(order, chosen, requestId, null);
    const claimed = await unlessStoreAway(() => keys.claim(key.data, print));
    if (claimed === null) return storeAway();
    const claim = claimed.value;
    switch (claim.kind) {
      case 'answered':
        return fromReply(claim.reply);
      case 'other-order':
      case 'in-flight':
        return keyConflict(claim.kind);
      case 'unconfirmed':
        return unconfirmedOrder(claim.reference);
      case 'held':
        return attempt(order, chosen, requestId, { ...claim, key: key.data, print });
    }
  }

  /**
   * Step 5: the order held to the estimate shown, then the amount within the quote's limits;
   * steps 6 and 7 follow. `hold` is the key this attempt holds, if any.
   */
  async function attempt(
    order: CheckedOrder,
    chosen: Provider | null,
    requestId: string,
    hold: HeldKey | null,
  ): Promise<OrderOutcome> {
    // A key the store cannot forget now runs out with its time (10 min).
    const stop = async (outcome: OrderOutcome) => {
      await hold?.release().catch(() => undefined);
      return outcome;
    };
    // an amount outside the shown quote's own limits is refused before any upstream is asked
    const early = order.route ? quoteProblem(order, order.route) : null;
    if (early) return stop(refused(early));
    const rated = await holdToEstimate(order, chosen, prices, nowS());
    if (isOutcome(rated)) return stop(rated);
    // no provider behind the route: it has no price either
    const problem = quoteProblem(order, rated.route) ?? (rated.provider ? null : NO_PRICE);
    if (problem !== null || rated.provider === null) return stop(refused(problem ?? NO_PRICE));
    return create(order, rated, rated.provider, requestId, hold);
  }

  /**
   * Steps 6 and 7: the order made upstream. The key is settled when the upstream call has truly
   * ended, which may be after the visitor's answer: a late reply is kept for the retry, so it gets
   * that order instead of making another. A call cut by its deadline may have made the order all
   * the same: its key keeps the 504, so a retry with it never orders twice (the order's intent
   * tells support, with a provider). The visitor is answered once, and a failure they are told of
   * is support's alert: one per creation, whatever the call does after.
   */
  async function create(
    order: CheckedOrder,
    { route, rateId }: Rated,
    provider: Provider,
    requestId: string,
    hold: HeldKey | null,
  ): Promise<OrderOutcome> {
    const { from, to, amount, address, refundAddress, receiveMemo } = order;
    let delayed = () => undefined as void;
    const recordDelayed = new Promise<typeof DELAYED>((resolve) => {
      delayed = () => resolve(DELAYED);
    });
    const made: Creation = {
      requestId,
      key: hold?.key,
      print: hold?.print,
      onRecordDelayed: () => delayed(),
    };
    const created = creation.create(
      {
        ...{ from, to, amount, address, route, rateId, refundAddress, receiveMemo },
        provider,
        estimateShown: estimateShownOf(order),
      },
      made,
    );
    // the key's answer is owed like the order's record: kept until the store takes it
    const keep = (reply: Reply) => hold && untilWritten(() => hold.keep(reply));
    const settled = created.then(
      (body) => keep({ status: 201, body }),
      (error: unknown) => {
        const kept = keptAnswer(error, requestId);
        return kept ? keep(kept) : hold?.release();
      },
    );
    void deps.track(settled).catch(() => undefined);

    const outcome = await answer(Promise.race([created, recordDelayed]));
    if (outcome.kind === 'failed') {
      const alert = failedCreationAlert(outcome.error, { requestId, pair: `${from}>${to}` });
      if (alert) deps.alerts.raise(alert);
    }
    return outcome;
  }

  /**
   * The visitor's answer to a creation, within replyBoundMs: the order, a record still being
   * written (the same key gets the order once it is), a refusal, or a failure.
   */
  async function answer(
    creating: Promise<CreateOrderResponse | typeof DELAYED>,
  ): Promise<OrderOutcome> {
    let reply: CreateOrderResponse | typeof DELAYED | typeof TIMED_OUT;
    try {
      reply = await within(creating, deps.replyBoundMs, TIMED_OUT);
    } catch (error) {
      if (error instanceof StoreUnavailableError) return storeAway();
      return isFinal(error) && error.status < 500
        ? fromApiError(error)
        : { kind: 'failed', error, stage: 'create' };
    }
    if (reply === DELAYED) return recordPending();
    if (reply === TIMED_OUT) {
      const error = new UpstreamError('timeout', 'token_exchange timed out', 'token_exchange');
      return { kind: 'failed', error, stage: 'create' };
    }
    return { kind: 'created', orderId: reply.orderId };
  }

  /** Steps 1 and 3 read and check the request where they stand; 2 and 4 on are above. */
  return async function placeOrder(request: OrderRequest): Promise<OrderOutcome> {
    const read = readRequest(request.fields, request.key);
    const limited = await limit(read, request);
    if (limited) return limited;
    const ready = checkOrder(read, prices);
    if (!('order' in ready)) return refused(ready);
    return claim(read, ready, request.requestId);
  };
}

export type PlaceOrder = ReturnType<typeof createPlaceOrder>;
