import type { z } from 'zod';
import type { Endpoint } from '../upstream-call.js';
import { RefusedReplyError, UpstreamError } from '../upstream-error.js';
import type { CreateResult, RefusalReason, Unsaid } from '../upstream-port.js';
import type { UpstreamReply } from './codec.js';

// What every JSON exchange API's codec reads alike (no protocol is named here; each codec imports
// it): a 2xx is the only success, times are ISO text, and a failed reply names the provider's own
// error word (whatever each calls it) in the log line. What the words mean for the order (hashes
// among them) is reply-checks.ts's.

export const isOk = (reply: UpstreamReply) => reply.status >= 200 && reply.status < 300;

/** An ISO time as epoch seconds; null when none or unreadable. */
export const epochSeconds = (iso: string | null | undefined): number | null => {
  const ms = iso ? Date.parse(iso) : NaN;
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : null;
};

/**
 * A codec's failureOf and parse, given how to read the provider's error word from a body: the
 * word (cut short) goes in the message, never the body itself.
 */
export function jsonReplyReaders(errorWord: (body: unknown) => string | null) {
  function failureOf(reply: UpstreamReply, endpoint: Endpoint): UpstreamError {
    if (reply.body === undefined && isOk(reply)) {
      return new UpstreamError('bad-json', `${endpoint} replied with malformed JSON`, endpoint);
    }
    if (!isOk(reply)) {
      const word = errorWord(reply.body);
      return new UpstreamError(
        'http-status',
        `${endpoint} answered HTTP ${reply.status}${word ? ` (${word.slice(0, 40)})` : ''}`,
        endpoint,
      );
    }
    return new RefusedReplyError(endpoint);
  }

  function parse<S extends z.ZodType>(reply: UpstreamReply, schema: S, endpoint: Endpoint) {
    const parsed = schema.safeParse(reply.body);
    if (!parsed.success || !isOk(reply)) throw failureOf(reply, endpoint);
    return parsed.data;
  }

  /**
   * A creation's reply: the order made (its id and the deposit it names), a refusal the codec
   * read from a failed reply (the visitor's answer), or else the provider's failure.
   */
  function creationOf(
    reply: UpstreamReply,
    refusal: RefusalReason | null | undefined,
    made: () => {
      id: string;
      depositAddress: string;
      depositMemo: string | null | undefined;
      /** what the reply says it pays out to and refunds to, held to the visitor's (gate.ts) */
      payout: { address: string; memo: string | null } | Unsaid;
      refundAddress: string | null | Unsaid;
      amounts: { send: number; receive: number | null } | Unsaid;
      coins: { send: string; receive: string } | Unsaid;
    },
  ): CreateResult {
    if (!isOk(reply)) {
      if (refusal) return { kind: 'refused', reason: refusal };
      throw failureOf(reply, 'token_exchange');
    }
    const { id, depositAddress, depositMemo, payout, refundAddress, amounts, coins } = made();
    return {
      kind: 'created',
      providerOrderId: id,
      depositAddress,
      depositMemo: depositMemo || null,
      payout,
      refundAddress,
      amounts,
      coins,
    };
  }

  return { failureOf, parse, creationOf };
}
