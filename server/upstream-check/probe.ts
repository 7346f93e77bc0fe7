import type { CoinSymbol } from '../../shared/coins.js';
import type { Route } from '../../shared/contract/route.js';
import { request } from 'undici';
import { amountLimitWarning } from '../../shared/amount.js';
import { CODECS } from '../upstream/codecs/registry.js';
import type { Codec, UpstreamReply } from '../upstream/codecs/codec.js';
import { limitsNamedIn } from './refusal-limits.js';
import { createUpstreamFromCodec } from '../upstream/transport.js';
import { UpstreamError } from '../upstream/upstream-error.js';
import type { CheckReport, ReplyCheck } from './check-upstream.js';
import type { CheckTarget } from '../config/check-targets.js';
import {
  createdProblems,
  quoteProblems,
  statusProblems,
  type AskedOrder,
} from '../upstream/reply-checks.js';

// The check's one prober, for every protocol: through the site's own codec over its own
// transport, then the site's own reply checks (reply-checks.ts), so every reply is read and
// judged exactly as the site does (its schemas, its status words, its refusals, what it refuses
// to show). The key travels as the protocol's descriptor says; no report line holds it.

/** No breaker in a check: every reply is judged on its own. */
const NO_BREAKER = { errorPercent: 100, volume: 1_000_000, resetMs: 1000 };

const row = (
  what: string,
  amount: string,
  ms: number,
  detail: string,
  verdict: ReplyCheck['verdict'] = 'broken',
): ReplyCheck => ({ what, amount, ms, estimate: null, min: null, max: null, verdict, detail });

/** What the site's reply checks found, as a report line says it; null: nothing. */
const failedChecks = (problems: string[]) =>
  problems.length > 0 ? `fails the site's checks: ${problems.join(', ')}` : null;

const why = (error: unknown) =>
  error instanceof UpstreamError
    ? `${error.kind}: ${error.message}`
    : `thrown: ${error instanceof Error ? error.message : String(error)}`;

/** An amount a visitor could order with these limits: the site's own rule. */
export const isInsideLimits = (amount: number, min: number, max: number) =>
  amount > 0 && amountLimitWarning(amount, min, max) === null;

/** Why the upstream cannot be reached at all; null when it answers (any HTTP status). */
export async function unreachable(url: string, timeoutMs: number): Promise<string | null> {
  try {
    const { body } = await request(url, { method: 'HEAD', signal: AbortSignal.timeout(timeoutMs) });
    await body.dump();
    return null;
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return timedOut
      ? `no answer within ${timeoutMs} ms`
      : error instanceof Error
        ? error.message
        : String(error);
  }
}

export function prober({ url, protocol, apiKey }: Omit<CheckTarget, 'name'>, timeoutMs: number) {
  // The protocol's own codec, whose quote replies are also kept for the check: a refusal's body
  // may name the limits the codec does not read (refusal-limits.ts).
  const replies = new Map<string, UpstreamReply>();
  const quoteKey = ({ from, to, amount }: { from: string; to: string; amount: string }) =>
    `${from}|${to}|${amount}`;
  const codec: Codec = {
    ...CODECS[protocol],
    quote: (request, ask) =>
      CODECS[protocol].quote(request, async (call) => {
        const reply = await ask(call);
        replies.set(quoteKey(request), reply);
        return reply;
      }),
  };
  const adapter = createUpstreamFromCodec(codec, {
    url,
    apiKey,
    connectTimeoutMs: timeoutMs,
    headersTimeoutMs: timeoutMs,
    bodyTimeoutMs: timeoutMs,
    createLateReplyMs: timeoutMs,
    breaker: NO_BREAKER,
  });
  const clock = () => {
    const started = performance.now();
    return () => Math.round(performance.now() - started);
  };

  async function price([from, to]: [CoinSymbol, CoinSymbol], amount: string) {
    const what = `${from}>${to}`;
    const elapsed = clock();
    try {
      const quote = await adapter.quote({ from, to, amount });
      const reply = replies.get(quoteKey({ from, to, amount }));
      replies.delete(quoteKey({ from, to, amount }));
      const failed = failedChecks(quoteProblems(quote));
      if (failed) return { check: row(what, amount, elapsed(), failed), route: null };
      const quoted = quote.estimate !== null;
      const fixed =
        quoted &&
        codec.descriptor.capabilities.fixesRates &&
        (quote.rateId === undefined || quote.validUntil === undefined);
      const inside = isInsideLimits(Number(amount), quote.min, quote.max);
      // no offer and no limits in it: a refusal may name them in words
      const named =
        !quoted && quote.min === 0 && quote.max === 0 ? limitsNamedIn(reply?.body) : null;
      return {
        check: {
          what,
          amount,
          ms: elapsed(),
          estimate: quote.estimate,
          min: named?.min ?? quote.min,
          max: named?.max ?? quote.max,
          verdict: fixed ? ('broken' as const) : quoted ? ('ok' as const) : ('no quote' as const),
          detail: fixed
            ? 'a fixed-rate estimate without its rateId or validUntil'
            : quoted
              ? ''
              : named
                ? 'refused: outside the limits its refusal names'
                : inside
                  ? 'no estimate although a visitor could order this amount within its own limits'
                  : 'pair or amount not served',
        },
        route: quoted ? quote.route : null,
        rateId: quote.rateId,
      };
    } catch (error) {
      return { check: row(what, amount, elapsed(), why(error)), route: null };
    }
  }

  async function status(orderId: string, asked: AskedOrder | null): Promise<ReplyCheck> {
    const what = asked ? 'status of the new order' : 'status of an unknown id';
    const elapsed = clock();
    try {
      const order = await adapter.status(orderId);
      if ((order !== null) !== (asked !== null)) {
        return row(
          what,
          '-',
          elapsed(),
          order ? 'an id nobody created is reported as an order' : 'the new order is not found',
        );
      }
      const failed = order && asked && failedChecks(statusProblems(asked, order));
      if (failed) return row(what, '-', elapsed(), failed);
      return row(what, '-', elapsed(), order ? `status ${order.status}` : 'not found', 'ok');
    } catch (error) {
      return row(what, '-', elapsed(), why(error));
    }
  }

  async function create(
    quote: { check: ReplyCheck; pair: [CoinSymbol, CoinSymbol]; route: Route; rateId?: string },
    address: string,
  ): Promise<NonNullable<CheckReport['order']>> {
    const [from, to] = quote.pair;
    const what = `create ${from}>${to}`;
    const amount = quote.check.amount;
    const elapsed = clock();
    const request = { from, to, amount, address, route: quote.route, rateId: quote.rateId };
    try {
      const created = await adapter.create(request);
      if (created.kind === 'refused') {
        // A refusal fits the contract; the operator reads why.
        return {
          create: row(what, amount, elapsed(), `refused: ${created.reason}`, 'ok'),
          status: null,
        };
      }
      const id = created.providerOrderId;
      const failed = failedChecks(createdProblems(request, created));
      if (failed) return { create: row(what, amount, elapsed(), failed), status: null };
      const asked = { from, to, address, receiveMemo: null, refundAddress: null };
      return {
        create: row(what, amount, elapsed(), `order ${id}`, 'ok'),
        status: await status(id, asked),
      };
    } catch (error) {
      return { create: row(what, amount, elapsed(), why(error)), status: null };
    }
  }

  return { price, status, create, close: () => adapter.close() };
}
