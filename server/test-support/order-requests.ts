import type { OrderView } from '../../shared/contract/api.js';

// A visitor's requests as the tests send them over HTTP: a quote, then an order on it.

/** The address the tests' orders pay out to. */
export const VALID_ETH_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
/** A classic XRP address: its orders take a destination tag. */
export const XRP_ADDRESS = 'rHHAoMAmBBPRGDv22MXntqsrBK5suBTPFg';
/** The order with a destination tag the provider tests place, before its tag and fixed rate. */
export const BNB_TO_XRP = { from: 'BNB', to: 'XRP', amount: '1', address: XRP_ADDRESS };

/** A quote's fixed rate as an order carries it: its route, rate id and validity. */
export const onQuote = (quote: { route: unknown; rateId?: string; validUntil?: number }) => ({
  route: quote.route,
  rateId: quote.rateId,
  validUntil: quote.validUntil,
});

/** A price quote's route, for creating orders. */
export async function quote(appUrl: string, from = 'BNB', to = 'ETH', amount = '1') {
  const response = await fetch(`${appUrl}/api/price?from=${from}&to=${to}&amount=${amount}`);
  if (response.status !== 200)
    throw new Error(`price: ${response.status} ${await response.text()}`);
  return (await response.json()) as {
    estimate: number | null;
    min: number;
    max: number;
    route: unknown[];
    /** with a provider upstream */
    rateId?: string;
    validUntil?: number;
  };
}

/** An order to the test ETH address on a fresh quote (and its fixed rate, with a provider). */
export async function orderOnQuote(appUrl: string, from: string, amount: string) {
  const quoted = await quote(appUrl, from, 'ETH', amount);
  return createOrder(appUrl, {
    from,
    to: 'ETH',
    amount,
    address: VALID_ETH_ADDRESS,
    ...onQuote(quoted),
  });
}

/** The order the tests place: BNB to ETH for the test address, on the route a quote gave. */
export const bnbToEthOrder = (route: unknown[], amount = '1') => ({
  from: 'BNB',
  to: 'ETH',
  amount,
  address: VALID_ETH_ADDRESS,
  route,
});

/** An order body on a fresh quote's route: what a visitor's browser would send. */
export async function quotedOrder(appUrl: string, amount = '1') {
  return bnbToEthOrder((await quote(appUrl)).route, amount);
}

export async function createOrder(appUrl: string, body: Record<string, unknown>, key?: string) {
  return fetch(`${appUrl}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
    body: JSON.stringify(body),
  });
}

/** An order's API view, as a visitor's script fetches it. */
export const orderView = async (appUrl: string, orderId: string) =>
  (await (await fetch(`${appUrl}/api/orders/${orderId}`)).json()) as OrderView;

/** An order's page as served, without script: its text, tags stripped. */
export const orderPageText = async (appUrl: string, orderId: string) =>
  (await (await fetch(`${appUrl}/order/${orderId}`)).text())
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
