import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PriceQuote } from '../../shared/contract/api.js';
import { offerEstimateField } from '../../shared/contract/render.js';
import { plainAmount } from '../../shared/amount.js';
import { recordingAlerts } from '../test-support/recording-alerts.js';
import { startLyingProxy, type Lie } from '../test-support/lying-proxy.js';
import { startTestApp, type TestApp } from '../test-support/harness.js';
import { VALID_ETH_ADDRESS } from '../test-support/order-requests.js';
import { keyedProvider, providersEnv } from '../test-support/providers-env.js';
import { useTestSandbox } from '../test-support/site-over-sandbox.js';
import { postForm, SAME_SITE, swapFields } from '../test-support/swap-form-post.js';

// The market check failing safe (issue 54), over real HTTP: one sandbox serves three dialects and
// the market reference, which a lying proxy stands in front of. A reference that lies or goes
// away never lets a liar through, and when no price can be trusted the visitor picks, with and
// without script, in their language.

const sandbox = useTestSandbox();
type Proxy = Awaited<ReturnType<typeof startLyingProxy>>;
let reference: Proxy;
let liar: Proxy;
let three: TestApp;
let lone: TestApp;
const alerts = recordingAlerts();

/** The reference's BNB price `factor` times the truth (a lying or broken reference). */
const bnbTimes =
  (factor: number): Lie =>
  (call, body) => {
    if (!call.path.includes('simple/price')) return body;
    const table = body as Record<string, { usd: number }>;
    return { ...table, binancecoin: { usd: (table.binancecoin?.usd ?? 0) * factor } };
  };

/** Estimates `factor` times what the sandbox says (ChangeNOW's dialect). */
const estimateTimes =
  (factor: number): Lie =>
  (call, body) => {
    const reply = body as Record<string, number>;
    return call.path.includes('estimated-amount') && 'toAmount' in reply
      ? { ...reply, toAmount: (reply.toAmount ?? 0) * factor }
      : body;
  };

const price = async (site: TestApp, pair = 'from=BNB&to=ETH&amount=1') => {
  const res = await fetch(`${site.url}/api/price?${pair}`);
  expect(res.status).toBe(200);
  return (await res.json()) as PriceQuote;
};

const post = (site: TestApp, body: object) =>
  fetch(`${site.url}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      from: 'BNB',
      to: 'ETH',
      amount: '1',
      address: VALID_ETH_ADDRESS,
      ...body,
    }),
  });

const quotePage = async (site: TestApp, lang: string) =>
  (
    await postForm(
      site.url,
      { intent: 'quote', from: 'BNB', to: 'ETH', amount: '1' },
      SAME_SITE,
      lang ? `/${lang}/` : '/',
    )
  ).text();

beforeAll(async () => {
  reference = await startLyingProxy(sandbox.url);
  liar = await startLyingProxy(`${sandbox.url}/v2/`);
  const env = { REFERENCE_PRICES_URL: reference.url };
  three = await startTestApp('', {
    alerts,
    env: {
      ...env,
      ...providersEnv({
        honest: keyedProvider('changenow', `${sandbox.url}/v2/`, 'Honest Swap'),
        stealth: keyedProvider('stealthex', `${sandbox.url}/stealthex/v4/`, 'Stealth Sandbox'),
        lets: keyedProvider('letsexchange', `${sandbox.url}/letsexchange/v1/`, 'Lets Sandbox'),
      }),
    },
  });
  lone = await startTestApp('', {
    alerts,
    env: { ...env, ...providersEnv({ liar: keyedProvider('changenow', `${liar.url}/`) }) },
  });
});
afterAll(async () => {
  await three?.close();
  await lone?.close();
  await Promise.all([reference, liar].map((proxy) => proxy?.close()));
});
beforeEach(() => {
  reference.lie((_call, body) => body);
  reference.fail(() => null);
  liar.lie((_call, body) => body);
  alerts.raised.length = 0;
});

describe('a lone provider 1000 times the market while no reference price can be trusted', () => {
  it("is listed unchecked, never pre-selected, ordered only on the visitor's pick, and then caught by its own create reply", async () => {
    // the site has never had a good price: the reference is away from its first quote
    reference.fail(() => ({ status: 503, text: '{}' }));
    liar.lie(estimateTimes(1000));
    const quote = await price(lone);
    expect(quote).toMatchObject({ marketCheck: 'off', pickRequired: true });
    expect(quote.offers).toEqual([expect.objectContaining({ provider: 'liar', unchecked: true })]);
    const unpicked = await post(lone, { estimate: String(quote.estimate) });
    expect(unpicked.status).toBe(400);
    expect(liar.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    // picked all the same: its create reply states what it really pays, far from what it quoted,
    // and the gate turns the order down before anything is shown or signed
    const picked = await post(lone, { provider: 'liar', estimate: String(quote.estimate) });
    expect(picked.status).toBe(502);
    expect(((await picked.json()) as { error: { code: string } }).error.code).toBe(
      'PROVIDER_MISMATCH',
    );
  });
});

describe('a reference every provider disagrees with', () => {
  it('is not believed: every offer unchecked, none chosen, support told', async () => {
    reference.lie(bnbTimes(1000));
    const quote = await price(three);
    expect(quote.marketCheck).toBe('off');
    expect(quote.pickRequired).toBe(true);
    expect(quote.offers!.length).toBeGreaterThan(1);
    for (const offer of quote.offers!) {
      expect(offer.unchecked).toBe(true);
      expect(offer.belowMarketPercent).toBeUndefined();
    }
    expect(alerts.raised.map(({ kind }) => kind)).toContain('market-reference:suspect');
  });

  it("orders nothing without the visitor's pick, through the API and the form, and the pick once made", async () => {
    reference.lie(bnbTimes(1000));
    const quote = await price(three);
    const unpicked = await post(three, { estimate: String(quote.offers![0]!.estimate) });
    expect(unpicked.status).toBe(400);
    const body = (await unpicked.json()) as { error: { params?: { reason?: string } } };
    expect(body.error.params?.reason).toBe('pick-an-offer');

    const picked = quote.offers!.find(({ provider }) => provider === 'honest')!;
    const made = await post(three, { provider: 'honest', estimate: String(picked.estimate) });
    expect(made.status).toBe(201);
  });

  it.each([
    ['', 'Not checked against the market', 'so pick an offer yourself'],
    ['es', 'Sin comprobar con el precio de mercado', 'no elegimos ninguna oferta por ti'],
    ['fa', 'با نرخ بازار بررسی نشده است', 'پیشنهادی را به جای شما انتخاب نمی‌کنیم'],
  ])(
    'without script (%s): every offer says it is unchecked, none is checked, and the form asks for a pick',
    async (lang, unchecked, pickText) => {
      reference.lie(bnbTimes(1000));
      const quoted = await price(three);
      // the direct offers and the best private route (listed apart), each unchecked, none picked
      const shown = quoted.offers!.length + (quoted.privateOffers?.length ? 1 : 0);
      expect(quoted.privateOffers?.every((route) => route.unchecked)).toBe(true);
      const page = await quotePage(three, lang);
      expect(page.split(unchecked).length - 1).toBe(shown);
      const radios = page.match(/<input[^>]*name="provider"[^>]*>/g) ?? [];
      expect(radios).toHaveLength(shown);
      expect(radios.filter((radio) => /\bchecked\b/.test(radio))).toEqual([]);

      const path = lang ? `/${lang}/` : '/';
      const refused = await postForm(three.url, swapFields(), SAME_SITE, path);
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain(pickText);

      const quote = await price(three);
      const honest = quote.offers!.find(({ provider }) => provider === 'honest')!;
      const chosen = await postForm(
        three.url,
        swapFields({
          provider: 'honest',
          [offerEstimateField('honest')]: plainAmount(honest.estimate),
        }),
        SAME_SITE,
        path,
      );
      expect(chosen.status).toBe(303);
    },
  );
});

describe('a site with no market reference configured', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await startTestApp('', {
      env: providersEnv({ honest: keyedProvider('changenow', `${sandbox.url}/v2/`) }),
    });
  });
  afterAll(() => bare?.close());

  it('says nothing of a market check: nothing is down, and an offer is chosen as always', async () => {
    const quote = await price(bare);
    expect(quote.marketCheck).toBeUndefined();
    expect(quote.pickRequired).toBeUndefined();
    for (const lang of ['', 'fa']) {
      const page = await quotePage(bare, lang);
      expect(page).not.toContain('data-testid="market-off"');
      expect(page).not.toContain('Market check off');
    }
  });
});
