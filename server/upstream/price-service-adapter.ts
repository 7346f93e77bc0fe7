import { coinDisplay } from '../../shared/coins.js';
import { routeToFormValue } from '../../shared/contract/route.js';
import { SWAPS_PAUSED_MESSAGE } from '../../shared/contract/names.js';
import { INVALID_ADDRESS_REPLY, type ExchangeStatusReply } from '../../shared/contract/upstream.js';
import type { UpstreamClient } from './upstream-client.js';
import type { Upstream, UpstreamOrder } from './upstream-port.js';

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

/**
 * The spec's price service behind the upstream port: the default protocol, unchanged. Its order
 * ids are the site's; it takes no refund address, no memo, and fixes no rate.
 */
export function priceServiceAdapter(client: UpstreamClient): Upstream {
  return {
    protocol: 'price-service',
    mintsOrderIds: false,
    takesRefundAndMemo: false,
    fixesRates: false,
    async quote({ from, to, amount }) {
      const reply = await client.price({
        TokenA_amount: amount,
        TokenA_symbol: from,
        TokenB_symbol: to,
      });
      // The schema guarantees at least one entry of at least three numbers.
      const [estimate, min, max] = reply.exchangeFlow_list[0];
      return { estimate: estimate < 0 ? null : estimate, min, max, route: reply.exchangeFlow_list };
    },
    async create(order) {
      const reply = await client.createExchange({
        TokenA_amount: order.amount,
        TokenA_symbol: order.from,
        TokenB_symbol: order.to,
        TokenB_address: order.address,
        exchangeFlow_list: routeToFormValue(order.route),
      });
      if (reply.message === 'success') {
        return { kind: 'created', providerOrderId: reply.orderInfo, depositMemo: null };
      }
      return reply.data === INVALID_ADDRESS_REPLY
        ? { kind: 'refused', status: 422, code: 'INVALID_ADDRESS', message: 'Invalid address' }
        : { kind: 'refused', status: 503, code: 'SWAPS_PAUSED', message: SWAPS_PAUSED_MESSAGE };
    },
    status: async (orderId) => orderOf(await client.status(orderId)),
    statusForPage: async (orderId, signal) => orderOf(await client.statusForPage(orderId, signal)),
    isReachable: () => client.isReachable(),
    onCircuitOpen: (listener) => client.onCircuitOpen(listener),
    close: () => client.close(),
  };
}
