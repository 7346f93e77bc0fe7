import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COINS } from '../../../shared/coins.js';
import type { RuntimeConfig } from '../../../shared/contract/api.js';
import type { PageData, SwapFormProblem } from '../../../shared/contract/render.js';
import { shortenAddress, shortenOrderId } from '../../../shared/order-id.js';
import { LANGUAGE_NAMES } from '../../../shared/i18n/languages.js';
import { render } from '../entry-server.js';
import { REVIEWS } from '../features/how-it-works/content/reviews.js';
import {
  DEPOSIT_ADDRESS,
  makeOrder,
  NOW_S,
  ORDER_ID,
  RECEIVE_ADDRESS,
  REFUND_ADDRESS,
  XRP_ADDRESS,
} from '../features/order/test-support/order-fixtures.js';
import { TEST_RUNTIME_CONFIG } from '../test/render-with-providers.js';
import { WHOLE_CATALOGUES } from '../lib/i18n/test-support/whole-catalogues.js';
import { registerCatalogue } from '../lib/i18n/i18n.js';
import { pseudoCatalogue } from '../lib/i18n/test-support/pseudo-catalogue.js';

// The pseudo language stands in for Russian: its dates and numbers come out of Intl in Cyrillic
// or digits, so any ASCII word left on a page is English that escaped the catalogues.
const CARRIER = 'ru';

beforeAll(() => registerCatalogue(CARRIER, pseudoCatalogue(WHOLE_CATALOGUES.en)));
afterAll(() => registerCatalogue(CARRIER, WHOLE_CATALOGUES.ru));

/** Words that are names, not text: coins, the language menu, addresses, ids, the reviewers. */
const ALLOWED = new Set(
  [
    ...COINS.flatMap((coin) => [coin.symbol, coin.label, coin.name]),
    ...Object.values(LANGUAGE_NAMES),
    // only the reviewers' names; their words are in the catalogues
    ...REVIEWS.map((review) => review.name),
    DEPOSIT_ADDRESS,
    RECEIVE_ADDRESS,
    REFUND_ADDRESS,
    XRP_ADDRESS,
    ORDER_ID,
    shortenOrderId(ORDER_ID),
    shortenAddress(DEPOSIT_ADDRESS),
    shortenAddress(RECEIVE_ADDRESS),
    shortenAddress(REFUND_ADDRESS),
    shortenAddress(XRP_ADDRESS),
    'bad-id',
  ].flatMap((text) => text.match(/[A-Za-z][A-Za-z'’-]+/g) ?? []),
);

/** Copyable values: the page holds each once, its middle in its own element (CSS shortens it). */
const VALUES = [DEPOSIT_ADDRESS, RECEIVE_ADDRESS, REFUND_ADDRESS, XRP_ADDRESS, ORDER_ID];

const decode = (text: string) =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Every text a visitor or a screen reader meets: text nodes and the labelling attributes. */
function visibleTexts(html: string): string[] {
  const body = html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    // commands and the message for support are marked translate="no": never text
    .replace(/<(pre|textarea|code)\b[^>]*\btranslate="no"[^>]*>[\s\S]*?<\/\1>/g, '');
  const attributes = [...body.matchAll(/\s(?:aria-label|placeholder|title|alt)="([^"]*)"/g)].map(
    (match) => match[1] ?? '',
  );
  const texts = body.split(/<[^>]*>/);
  return [...texts, ...attributes].map(decode).filter((text) => text.trim() !== '');
}

function englishLeft(html: string): string[] {
  return visibleTexts(html).flatMap((text) =>
    (text.match(/[A-Za-z][A-Za-z'’-]+/g) ?? [])
      .filter((word) => !ALLOWED.has(word) && !VALUES.some((value) => value.includes(word)))
      .map((word) => `${word} (in "${text.trim().slice(0, 60)}")`),
  );
}

const base: PageData = { renderedAt: NOW_S, formKey: 'k'.repeat(22) };
const order = (overrides: Parameters<typeof makeOrder>[0]): PageData => ({
  ...base,
  order: { orderId: ORDER_ID, result: { kind: 'ready', order: makeOrder(overrides) } },
});
const problem = (value: SwapFormProblem): PageData => ({
  ...base,
  swapForm: {
    from: 'BNB',
    to: 'XRP',
    amount: '1.5',
    address: 'x',
    quote: {
      amount: '1.5',
      quote: { estimate: 3.2, min: 0.5, max: 100, route: [[3.2, 0.5, 100, 'BNB>XMR>XRP']] },
    },
    problem: value,
  },
});

/** The upstream protocol that takes a refund address and a destination tag. */
const PROVIDER: Partial<RuntimeConfig> = { refundAndMemo: true };
const withRefundAndTag = (value: SwapFormProblem | null): PageData => {
  const page = problem(value ?? { kind: 'missing-address' });
  return {
    ...page,
    swapForm: { ...page.swapForm!, refundAddress: 'x', receiveMemo: 'x', problem: value },
  };
};
const xrpOrder = (overrides: Parameters<typeof makeOrder>[0]): PageData =>
  order({
    send: { symbol: 'XRP', amount: 20, address: XRP_ADDRESS, memo: '987654' },
    receive: { symbol: 'ETH', amount: 0.25, address: RECEIVE_ADDRESS, memo: null },
    refundAddress: REFUND_ADDRESS,
    ...overrides,
  });

const PAGES: [string, string, PageData, Partial<RuntimeConfig>?][] = [
  ['home', '/', base],
  ['home with a quote over the maximum', '/', { ...problem({ kind: 'missing-address' }) }],
  ['home: missing amount', '/', problem({ kind: 'missing-amount' })],
  ['home: invalid address', '/', problem({ kind: 'invalid-address' })],
  ['home: price failed', '/', problem({ kind: 'price-failed' })],
  ['home: same coin', '/', problem({ kind: 'same-coin' })],
  ['home: amount not a number', '/', problem({ kind: 'invalid-amount' })],
  ['home: quote for other inputs', '/', problem({ kind: 'stale-quote' })],
  ['home: estimate moved', '/', problem({ kind: 'estimate-moved', previous: 3.4 })],
  [
    'home: rate limited',
    '/',
    problem({ kind: 'order-failed', code: 'RATE_LIMITED', params: { what: 'orders' } }),
  ],
  [
    'home: amount refused',
    '/',
    problem({
      kind: 'order-failed',
      code: 'AMOUNT_OUT_OF_RANGE',
      params: { kind: 'min', limit: 2, coin: 'BNB (BEP-20)' },
    }),
  ],
  ['home: swaps paused', '/', problem({ kind: 'order-failed', code: 'SWAPS_PAUSED' })],
  ['home: invalid lookup', '/', { ...base, invalidLookup: 'bad-id' }],
  ['How it works', '/How-it-works', base],
  ['Stake', '/stake', base],
  [
    'Verify',
    '/verify',
    {
      ...base,
      verify: {
        commit: 'a'.repeat(40),
        keyFingerprint: 'b'.repeat(64),
        clientDigest: 'c'.repeat(64),
        retentionDays: 14,
        sourceUrl: 'https://example.org/swap.git',
      },
    },
  ],
  ['not found', '/no/such/page', base],
  ['order waiting', `/order/${ORDER_ID}`, order({})],
  ['order window closed', `/order/${ORDER_ID}`, order({ createdAt: NOW_S - 4000 })],
  ['order received', `/order/${ORDER_ID}`, order({ status: 1, firstReceivedAt: NOW_S - 30 })],
  ['order swapping', `/order/${ORDER_ID}`, order({ status: 2, firstReceivedAt: NOW_S - 300 })],
  ['order completed', `/order/${ORDER_ID}`, order({ status: 4, firstReceivedAt: NOW_S - 900 })],
  ['order expired', `/order/${ORDER_ID}`, order({ status: 5, createdAt: NOW_S - 4000 })],
  ['order failed', `/order/${ORDER_ID}`, order({ status: 6, firstReceivedAt: NOW_S - 900 })],
  ['order refunded', `/order/${ORDER_ID}`, order({ status: 7, firstReceivedAt: NOW_S - 900 })],
  ['order on hold', `/order/${ORDER_ID}`, order({ status: 8, firstReceivedAt: NOW_S - 900 })],
  ['home: refund address and tag offered', '/', withRefundAndTag(null), PROVIDER],
  [
    'home: refund address refused',
    '/',
    withRefundAndTag({ kind: 'invalid-refund-address' }),
    PROVIDER,
  ],
  ['home: tag refused', '/', withRefundAndTag({ kind: 'invalid-receive-memo' }), PROVIDER],
  ['order with a deposit tag and refund address', `/order/${ORDER_ID}`, xrpOrder({}), PROVIDER],
  [
    'order with a deposit memo',
    `/order/${ORDER_ID}`,
    xrpOrder({ send: { symbol: 'BNB', amount: 1.5, address: DEPOSIT_ADDRESS, memo: '55' } }),
    PROVIDER,
  ],
  [
    'order receiving with a tag',
    `/order/${ORDER_ID}`,
    xrpOrder({
      status: 2,
      firstReceivedAt: NOW_S - 300,
      receive: { symbol: 'XRP', amount: 20, address: XRP_ADDRESS, memo: '123' },
    }),
    PROVIDER,
  ],
  [
    'order not found',
    `/order/${ORDER_ID}`,
    { ...base, order: { orderId: ORDER_ID, result: { kind: 'not-found' } } },
  ],
  [
    'order unavailable',
    `/order/${ORDER_ID}`,
    { ...base, order: { orderId: ORDER_ID, result: { kind: 'unavailable' } } },
  ],
  [
    'order id invalid',
    '/order/bad-id',
    { ...base, order: { orderId: 'bad-id', result: { kind: 'invalid-id' } } },
  ],
];

describe('pseudo language: no visible string escapes the catalogues', () => {
  it.each(PAGES)('%s', async (_name, path, data, config = {}) => {
    const page = await render({
      url: `/${CARRIER}${path}`,
      origin: null,
      config: { ...TEST_RUNTIME_CONFIG, sandbox: true, ...config },
      data,
    });
    if (page.kind !== 'page') throw new Error(`${path} redirected`);
    // the page is in the pseudo language at all
    expect(page.html).toContain('⟦');
    expect(page.title).toContain('⟦');
    expect(englishLeft(page.html)).toEqual([]);
  });

  it('catches English that bypasses the catalogue', () => {
    expect(englishLeft('<p>⟦ｘ⟧</p><button aria-label="Close menu"></button>')).toEqual([
      'Close (in "Close menu")',
      'menu (in "Close menu")',
    ]);
  });
});
