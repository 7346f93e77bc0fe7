import type { z } from 'zod';
import { coinDisplay } from '../../../shared/coins.js';
import { routeToFormValue } from '../../../shared/contract/route.js';
import {
  exchangeStatusReplySchema,
  INVALID_ADDRESS_REPLY,
  PRICE_SERVICE_PROTOCOL,
  tokenExchangeReplySchema,
  tokenPriceReplySchema,
  type ExchangeStatusReply,
  type TokenExchangeForm,
  type TokenPriceForm,
} from '../../../shared/contract/upstream.js';
import type { Endpoint } from '../upstream-call.js';
import { RefusedReplyError, UpstreamError } from '../upstream-error.js';
import { UNSAID, type UpstreamOrder } from '../upstream-port.js';
import type { Codec, UpstreamReply } from './codec.js';

// Contract 2, the spec's price service: multipart form-data out, JSON in. Its order ids are the
// site's; it takes no refund address, no memo, and fixes no rate.

/** Sorts a JSON reply that failed its schema into the spec's failure kinds. */
function classifyBadReply(body: unknown, endpoint: Endpoint): UpstreamError {
  const message = (body as { message?: unknown } | null)?.message;
  // the spec's own failures (section 8): no message, or one it does not know; a price carries
  // none, so there a missing one is a figure or shape the gate refuses
  if (message === undefined && endpoint !== 'token_price') {
    return new RefusedReplyError(endpoint, 'no-message', `${endpoint} replied without a message`);
  }
  if (message !== undefined && message !== 'success' && message !== 'error') {
    return new RefusedReplyError(
      endpoint,
      'unknown-message',
      `${endpoint} replied with an unknown message`,
    );
  }
  return new RefusedReplyError(endpoint);
}

function parse<S extends z.ZodType>(reply: UpstreamReply, schema: S, endpoint: Endpoint) {
  const parsed = schema.safeParse(reply.body);
  if (!parsed.success) throw classifyBadReply(reply.body, endpoint);
  return parsed.data;
}

/** Contract 2's status reply as the site's order (without its id); null when not found. */
function orderOf(reply: ExchangeStatusReply): UpstreamOrder | null {
  if (!('orderInfo' in reply)) return null;
  const info = reply.orderInfo;
  return {
    status: info.status,
    createdAt: info.creation_time,
    firstReceivedAt: info.first_tx_receivedTime > 0 ? info.first_tx_receivedTime : null,
    send: {
      symbol: coinDisplay(info.tokenA_symbol).symbol,
      amount: info.tokenA_amount,
      address: info.paying_address,
    },
    receive: {
      symbol: coinDisplay(info.tokenB_symbol).symbol,
      amount: info.tokenB_amount,
      address: info.tokenB_address,
    },
  };
}

export const priceServiceCodec: Codec = {
  protocol: 'price-service',
  descriptor: PRICE_SERVICE_PROTOCOL,
  isAnswer: (reply) => reply.status >= 200 && reply.status < 300 && reply.body !== undefined,
  failureOf(reply, endpoint) {
    if (reply.status < 200 || reply.status >= 300) {
      return new UpstreamError(
        'http-status',
        `${endpoint} answered HTTP ${reply.status}`,
        endpoint,
      );
    }
    return new UpstreamError('bad-json', `${endpoint} replied with malformed JSON`, endpoint);
  },

  async quote({ from, to, amount }, ask) {
    const reply = await ask({
      method: 'POST',
      path: 'api/token_price',
      form: {
        TokenA_amount: amount,
        TokenA_symbol: from,
        TokenB_symbol: to,
      } satisfies TokenPriceForm,
    });
    const { exchangeFlow_list: route } = parse(reply, tokenPriceReplySchema, 'token_price');
    // The schema guarantees at least one entry of at least three numbers.
    const [estimate, min, max] = route[0];
    return { estimate: estimate < 0 ? null : estimate, min, max, route };
  },

  async create(order, ask) {
    const reply = parse(
      await ask({
        method: 'POST',
        path: 'api/token_exchange',
        form: {
          TokenA_amount: order.amount,
          TokenA_symbol: order.from,
          TokenB_symbol: order.to,
          TokenB_address: order.address,
          exchangeFlow_list: routeToFormValue(order.route),
        } satisfies TokenExchangeForm,
      }),
      tokenExchangeReplySchema,
      'token_exchange',
    );
    if (reply.message === 'success') {
      return {
        kind: 'created',
        providerOrderId: reply.orderInfo,
        // Contract 2's reply is the order id alone: the first status reply names the rest
        depositAddress: null,
        depositMemo: null,
        payout: UNSAID,
        refundAddress: UNSAID,
        amounts: UNSAID,
        coins: UNSAID,
      };
    }
    return reply.data === INVALID_ADDRESS_REPLY
      ? { kind: 'refused', reason: 'invalid-address' }
      : { kind: 'refused', reason: 'paused' };
  },

  async status(orderId, ask) {
    const reply = await ask({
      method: 'POST',
      path: 'api/exchange_status',
      form: { orderID: orderId },
    });
    return orderOf(parse(reply, exchangeStatusReplySchema, 'exchange_status'));
  },
};
