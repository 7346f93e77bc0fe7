import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PriceQuote } from '../../shared/contract/api.js';
import { createMetrics, type AppMetrics } from '../metrics/metrics.js';
import { recordingAlerts } from '../test-support/recording-alerts.js';
import { startLyingProxy, type Lie } from '../test-support/lying-proxy.js';
import { startTestApp, type TestApp } from '../test-support/harness.js';
import { VALID_ETH_ADDRESS } from '../test-support/order-requests.js';
import { parsePrometheusText, sampleValue } from '../test-support/prometheus-text.js';
import { keyedProvider, providersEnv } from '../test-support/providers-env.js';
import { useTestSandbox } from '../test-support/site-over-sandbox.js';
import { postForm, SAME_SITE } from '../test-support/swap-form-post.js';

// Issue 46 over real HTTP: one sandbox serves ChangeNOW's and StealthEX's dialects and the market
// reference. Site "three": an honest ChangeNOW provider beside two that collude through lying
// proxies (one per dialect). Site "lone": one StealthEX provider through a lying proxy. Nothing a
// provider says, alone or together, changes what the site shows, orders or signs.

const sandbox = useTestSandbox();
/** another BNB (EVM) address, valid, that the visitor never saw */
const OTHER_DEPOSIT = '0x1111111111111111111111111111111111111111';

type Proxy = Awaited<ReturnType<typeof startLyingProxy>>;
let colluderA: Proxy;
let colluderB: Proxy;
let loneProxy: Proxy;
let three: TestApp;
let lone: TestApp;
let metrics: AppMetrics;
const alerts = recordingAlerts();
const { raised } = alerts;

const honestLie: Lie = (_call, body) => body;

/** Estimates `factor` times what the honest sandbox says, in either dialect. */
const inflated =
  (factor: number): Lie =>
  (call, body) => {
    const reply = body as Record<string, number>;
    if (call.path.includes('estimated-amount') && 'toAmount' in reply) {
      return { ...reply, toAmount: (reply.toAmount ?? 0) * factor };
    }
    if (call.path.includes('estimated-amount') && 'estimated_amount' in reply) {
      return { ...reply, estimated_amount: (reply.estimated_amount ?? 0) * factor };
    }
    return body;
  };

const price = async (site: TestApp, path = '/api/price?from=BNB&to=ETH&amount=1') => {
  const res = await fetch(`${site.url}${path}`);
  expect(res.status).toBe(200);
  return (await res.json()) as PriceQuote;
};

const post = (site: TestApp, body: object) =>
  fetch(`${site.url}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const order = (extra: Record<string, unknown> = {}) => ({
  from: 'BNB',
  to: 'ETH',
  amount: '1',
  address: VALID_ETH_ADDRESS,
  ...extra,
});

const creates = (proxy: Proxy) =>
  proxy.calls.filter((call) => call.method === 'POST' && /exchanges?$/.test(call.path)).length;

const metric = async (name: string, labels: Record<string, string> = {}) =>
  sampleValue(parsePrometheusText(await metrics.registry.metrics()), name, labels) ?? 0;

/** The script-free quote page in a language (the form posted with intent=quote). */
const quotePage = async (site: TestApp, lang = '') =>
  (
    await postForm(
      site.url,
      { intent: 'quote', from: 'BNB', to: 'ETH', amount: '1' },
      SAME_SITE,
      lang ? `/${lang}/` : '/',
    )
  ).text();

/** An order made with the lone provider (honest at creation); its id. */
async function loneOrder(): Promise<string> {
  const quote = await price(lone);
  const created = await post(lone, order({ estimate: String(quote.estimate) }));
  expect(created.status).toBe(201);
  return ((await created.json()) as { orderId: string }).orderId;
}

const view = async (site: TestApp, orderId: string) => {
  const res = await fetch(`${site.url}/api/orders/${orderId}`);
  expect(res.status).toBe(200);
  return (await res.json()) as {
    status: number;
    providerMismatch?: string[];
    send: { address: string; amount: number };
    receive: { amount: number };
  };
};

/** The lone provider's status replies rewritten by `change` (its other replies honest). */
const loneStatusSays = (change: (exchange: Record<string, unknown>) => object) =>
  loneProxy.lie((call, body) =>
    call.method === 'GET' && /exchanges\/\w+/.test(call.path)
      ? change(body as Record<string, unknown>)
      : body,
  );

beforeAll(async () => {
  colluderA = await startLyingProxy(`${sandbox.url}/v2/`);
  colluderB = await startLyingProxy(`${sandbox.url}/stealthex/v4/`);
  loneProxy = await startLyingProxy(`${sandbox.url}/stealthex/v4/`);
  metrics = createMetrics();
  const reference = { REFERENCE_PRICES_URL: sandbox.url };
  three = await startTestApp('', {
    alerts,
    metrics,
    env: {
      ...reference,
      ...providersEnv({
        honest: keyedProvider('changenow', `${sandbox.url}/v2/`, 'Honest Swap'),
        colludera: keyedProvider('changenow', `${colluderA.url}/`, 'Colluder A'),
        colluderb: keyedProvider('stealthex', `${colluderB.url}/`, 'Colluder B'),
      }),
    },
  });
  lone = await startTestApp('', {
    alerts,
    env: {
      ...reference,
      ...providersEnv({
        lone: keyedProvider('stealthex', `${loneProxy.url}/`),
      }),
    },
  });
});
afterAll(async () => {
  await three?.close();
  await lone?.close();
  await Promise.all([colluderA, colluderB, loneProxy].map((proxy) => proxy?.close()));
});
beforeEach(() => {
  for (const proxy of [colluderA, colluderB, loneProxy]) proxy.lie(honestLie);
  raised.length = 0;
});

describe('the market reference', () => {
  it('places every honest offer against the market: about 1% below it (the sandbox fee)', async () => {
    const quote = await price(three);
    expect(quote.marketCheck).toBe('on');
    expect(quote.offers).toHaveLength(3);
    for (const offer of quote.offers!) expect(offer.belowMarketPercent).toBeCloseTo(1, 1);
    const page = await quotePage(three);
    expect(page).toContain('1.0% below the market rate');
  });

  // a figure no coin holds (1e308) is refused by the gate before the market is asked
  const ABOVE_MARKET = ['swap_offers_above_market_total', { provider: 'colludera' }] as const;
  const NOT_AN_AMOUNT = [
    'swap_provider_replies_refused_total',
    { provider: 'colludera', call: 'quote' },
  ] as const;
  // an offer above the market is counted once (a private route through it is dropped uncounted);
  // each reply the gate refuses is counted: colludera's direct quote, its leg one to Monero and
  // its leg two after the honest provider's leg one
  it.each([
    ['11% better', 1.11, ABOVE_MARKET, 1],
    ['1000 times', 1000, ABOVE_MARKET, 1],
    ['1e308', 1e300, NOT_AN_AMOUNT, 3],
  ])(
    'refuses two colluding providers quoting %s: never listed, never the estimate, never ordered',
    async (_what, factor, [counter, labels], counted) => {
      colluderA.lie(inflated(factor));
      colluderB.lie(inflated(factor));
      const before = await metric(counter, labels);
      const quote = await price(three);
      expect(quote.offers!.map(({ provider }) => provider)).toEqual(['honest']);
      expect(quote.estimate).toBe(quote.offers![0]!.estimate);
      expect(await metric(counter, labels)).toBe(before + counted);

      // an order without a choice goes to the honest offer, and is signed as such
      const [a, b] = [creates(colluderA), creates(colluderB)];
      const created = await post(three, order({ estimate: String(quote.estimate) }));
      expect(created.status).toBe(201);
      expect([creates(colluderA), creates(colluderB)]).toEqual([a, b]);
      const { orderId } = (await created.json()) as { orderId: string };
      const guarantee = await (await fetch(`${three.url}/order/${orderId}/guarantee.txt`)).text();
      expect(guarantee).toMatch(/^Provider: +Honest Swap$/m);

      // pointed at a colluder, it is refused too (its quote is withheld), nothing made there
      const picked = await post(
        three,
        order({ provider: 'colludera', estimate: String(quote.estimate! * factor) }),
      );
      expect([400, 409]).toContain(picked.status);
      expect(creates(colluderA)).toBe(a);

      // the page shows the honest offer alone (no list of one), with its place against the market
      const page = await quotePage(three);
      expect(page).toContain(`value="${quote.estimate}"`);
      expect(page).toContain('1.0% below the market rate');
      expect(page).not.toContain('value="colludera"');
      expect(page).not.toContain('value="colluderb"');
    },
  );

  it('tells the visitor of a lone provider far above the market that no price can be given now', async () => {
    loneProxy.lie(inflated(1000));
    const quote = await price(lone);
    expect(quote).toMatchObject({ estimate: null, withheld: true });
    const before = creates(loneProxy);
    const res = await post(lone, order({ estimate: '190' }));
    expect([400, 409]).toContain(res.status);
    expect(creates(loneProxy)).toBe(before);
    expect(await quotePage(lone)).toContain('No price can be given now');
    expect(await quotePage(lone, 'de')).toContain('Gerade kann kein Kurs genannt werden');
  });

  it('shows the market percent without script in German and Persian', async () => {
    expect(await quotePage(three, 'de')).toMatch(/1,0 % unter dem Marktkurs/);
    expect(await quotePage(three, 'fa')).toContain('کمتر از نرخ بازار');
  });
});

describe('a market reference that cannot be reached', () => {
  let site: TestApp;
  beforeAll(async () => {
    site = await startTestApp('', {
      metrics: (metrics = createMetrics()),
      env: {
        REFERENCE_PRICES_URL: 'http://127.0.0.1:9/',
        ...providersEnv({
          honest: keyedProvider('changenow', `${sandbox.url}/v2/`),
          colludera: keyedProvider('changenow', `${colluderA.url}/`),
        }),
      },
    });
  });
  afterAll(() => site?.close());

  it('with no price ever had: lists every offer unchecked, chooses none, says so, counts it, logs it once', async () => {
    colluderA.lie(inflated(1000));
    const quote = await price(site);
    expect(quote.marketCheck).toBe('off');
    expect(quote.pickRequired).toBe(true);
    // the liar is still out of line against the honest offer: listed last
    expect(quote.offers!.map(({ provider }) => provider)).toEqual(['honest', 'colludera']);
    expect(quote.offers!.every(({ unchecked }) => unchecked)).toBe(true);
    expect(quote.offers![0]!.belowMarketPercent).toBeUndefined();
    expect(await metric('swap_market_reference_unavailable_total')).toBeGreaterThan(0);
    expect(await quotePage(site)).toContain('Market check off');
    await price(site);
    const said = site.logs.filter((line) => line.includes('market reference unreachable'));
    expect(said).toHaveLength(1);
  });
});

describe('the deposit pinned at creation', () => {
  it('is the only one ever shown: a status naming another is a mismatch, in every view and language', async () => {
    const orderId = await loneOrder();
    const guarantee = await (await fetch(`${lone.url}/order/${orderId}/guarantee.txt`)).text();
    loneStatusSays((exchange) => ({
      ...exchange,
      deposit: { ...(exchange.deposit as object), address: OTHER_DEPOSIT },
    }));
    const seen = await view(lone, orderId);
    expect(seen.providerMismatch).toContain('deposit-address');
    expect(seen.send.address).toBe('');
    for (const lang of ['', 'de/', 'fa/']) {
      const page = await (await fetch(`${lone.url}/${lang}order/${orderId}`)).text();
      expect(page).not.toContain(OTHER_DEPOSIT);
      expect(page).toContain('data-testid="provider-mismatch"');
      expect(page).not.toContain('class="qr-code');
    }
    expect(await (await fetch(`${lone.url}/de/order/${orderId}`)).text()).toContain(
      'Sende nichts für diesen Auftrag',
    );
    expect(await (await fetch(`${lone.url}/fa/order/${orderId}`)).text()).toContain(
      'برای این سفارش هیچ چیزی ارسال نکنید',
    );
    expect(await (await fetch(`${lone.url}/order/${orderId}/guarantee.txt`)).text()).toBe(
      guarantee,
    );
    expect(
      raised.some(
        ({ kind, orders }) => kind === 'provider-mismatch:status' && orders?.ours === orderId,
      ),
    ).toBe(true);
  });
});

describe('a create reply', () => {
  it.each([
    ['another payout address', { withdrawal: { address: OTHER_DEPOSIT } }],
    ['a memo on a BNB deposit', { deposit: { extra_id: '<b>123</b>' } }],
    ['another refund address', { refund_address: OTHER_DEPOSIT }],
  ])('naming %s is 502 PROVIDER_MISMATCH, no guarantee', async (_what, change) => {
    loneProxy.lie((call, body) => {
      if (call.method !== 'POST' || !call.path.endsWith('exchanges')) return body;
      const exchange = body as Record<string, Record<string, unknown>>;
      const merged: Record<string, unknown> = { ...exchange };
      for (const [key, value] of Object.entries(change)) {
        merged[key] = typeof value === 'object' ? { ...exchange[key], ...value } : value;
      }
      return merged;
    });
    const quote = await price(lone);
    const res = await post(lone, order({ estimate: String(quote.estimate) }));
    expect(res.status).toBe(502);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
      'PROVIDER_MISMATCH',
    );
    expect(raised.filter(({ kind }) => kind === 'provider-mismatch:create')).toHaveLength(1);
  });
});

describe('statuses', () => {
  it('"finished" with no deposit reported is a mismatch, never a receipt', async () => {
    const orderId = await loneOrder();
    loneStatusSays((exchange) => ({ ...exchange, status: 'finished' }));
    const seen = await view(lone, orderId);
    expect(seen.providerMismatch).toContain('status');
    expect(seen.status).toBe(0);
    expect((await fetch(`${lone.url}/order/${orderId}/receipt.txt`)).status).toBe(404);
  });

  it('only move forward: "waiting" after "exchanging" is a mismatch', async () => {
    const orderId = await loneOrder();
    loneStatusSays((exchange) => ({ ...exchange, status: 'exchanging' }));
    expect((await view(lone, orderId)).status).toBe(2);
    loneStatusSays((exchange) => ({ ...exchange, status: 'waiting' }));
    const seen = await view(lone, orderId);
    expect(seen.providerMismatch).toContain('status');
    expect(seen.status).toBe(2);
  });

  it.each([
    ['an undocumented status', { status: 'pondering' }, 'status'],
    ['a NaN amount', { deposit: { amount: 'NaN' } }, 'amounts'],
    ['an amount far from the terms', { withdrawal: { amount: 1e300 } }, 'amounts'],
    ['a hash that is no hash', { deposit: { tx_hash: '<img src=x>' } }, 'hashes'],
  ])('with %s is a warning, never an outage', async (_what, change, problem) => {
    const orderId = await loneOrder();
    loneStatusSays((exchange) => {
      const merged: Record<string, unknown> = { ...exchange };
      for (const [key, value] of Object.entries(change)) {
        merged[key] =
          typeof value === 'object' ? { ...(exchange[key] as object), ...value } : value;
      }
      return merged;
    });
    const seen = await view(lone, orderId);
    expect(seen.providerMismatch).toContain(problem);
    expect(seen.receive.amount).toBeLessThan(1);
    const page = await fetch(`${lone.url}/order/${orderId}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Do not send anything to this order');
    expect(html).not.toContain('<img src=x>');
    expect((await fetch(`${lone.url}/order/${orderId}/guarantee.txt`)).status).toBe(200);
  });

  it('signed documents are served from the store without asking the provider', async () => {
    const orderId = await loneOrder();
    const asked = loneProxy.calls.length;
    for (const path of ['guarantee.txt', 'guarantee.sig']) {
      expect((await fetch(`${lone.url}/order/${orderId}/${path}`)).status).toBe(200);
    }
    expect(loneProxy.calls.length).toBe(asked);
  });
});

describe('only quotes the site gave', () => {
  it('an invented route is re-quoted and refused as moved, never signed', async () => {
    await price(three);
    const before = creates(colluderA);
    const res = await post(
      three,
      order({ provider: 'colludera', route: [[999, 0.01, 1000, 'BNB>ETH']] }),
    );
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('ESTIMATE_MOVED');
    expect(creates(colluderA)).toBe(before);
  });

  it('a route the site quoted is ordered as it stands', async () => {
    const quote = await price(three);
    const offer = quote.offers!.find(({ provider }) => provider === 'colludera')!;
    const full = (await (
      await fetch(`${three.url}/api/price?from=BNB&to=ETH&amount=1`)
    ).json()) as {
      offers: { provider: string; route: unknown; rateId?: string }[];
    };
    const shown = full.offers.find(({ provider }) => provider === 'colludera')!;
    const res = await post(
      three,
      order({ provider: 'colludera', route: shown.route, rateId: shown.rateId }),
    );
    expect(res.status).toBe(201);
    const { orderId } = (await res.json()) as { orderId: string };
    const guarantee = await (await fetch(`${three.url}/order/${orderId}/guarantee.txt`)).text();
    expect(guarantee).toMatch(/^Provider: +Colluder A$/m);
    expect(offer.estimate).toBeGreaterThan(0);
  });
});

describe('figures as decimals', () => {
  it('the guarantee prints the estimate as a decimal of at most the coin’s precision', async () => {
    const quote = await price(lone);
    const created = await post(lone, order({ estimate: `${quote.estimate}00000000000000000001` }));
    expect(created.status).toBe(201);
    const { orderId } = (await created.json()) as { orderId: string };
    const guarantee = await (await fetch(`${lone.url}/order/${orderId}/guarantee.txt`)).text();
    const shown = /^Estimate shown: +(\S+) ETH$/m.exec(guarantee)?.[1];
    expect(shown).toBeDefined();
    expect(shown!.split('.')[1]!.length).toBeLessThanOrEqual(18);
  });
});
