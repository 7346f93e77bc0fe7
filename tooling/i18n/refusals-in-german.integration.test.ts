import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getCoin } from '../../shared/coins.js';
import { QUOTE_MOVE_LIMIT_PERCENT } from '../../shared/constants.js';
import type { ErrorBody } from '../../shared/contract/api.js';
import { DESTINATION_TAG_MAX } from '../../shared/receive-memo.js';
import { formatMessage, type MessageValues } from '../../shared/i18n/message-format.js';
import { localizeDecimal } from '../../shared/i18n/numbers.js';
import de from '../../client/src/lib/i18n/catalogues/de.js';
import en from '../../client/src/lib/i18n/catalogues/en.js';
import {
  LangContext,
  registerCatalogue,
  translate,
  type MessageId,
} from '../../client/src/lib/i18n/i18n.js';
import { amountRefusalText } from '../../client/src/lib/i18n/amount-text.js';
import { apiFailureOf } from '../../client/src/lib/api/api-failure.js';
import {
  amountRefusalOfFailure,
  noticeForFailure,
} from '../../client/src/features/swap/order-error.js';
import { movedQuoteOf } from '../../client/src/features/swap/place-order.js';
import { QuoteStatus } from '../../client/src/features/swap/quote-status.js';
import { formatEstimate } from '../../client/src/features/swap/swap-amount.js';
import { createLogger } from '../../server/logging/logger.js';
import { createRedisIdempotencyStore } from '../../server/stores/redis-idempotency.js';
import { connectRedis } from '../../server/stores/redis.js';
import {
  startChangenowTestApp,
  withTestApp,
  type TestApp,
} from '../../server/test-support/harness.js';
import {
  bnbToEthOrder,
  createOrder,
  quote,
  quotedOrder,
  XRP_ADDRESS,
} from '../../server/test-support/order-requests.js';
import { control, queueFault } from '../../server/test-support/sandbox-control.js';
import { startRedisServer } from '../../server/test-support/redis-server.js';
import { newKey, postForm, swapFields } from '../../server/test-support/swap-form-post.js';
import { useSiteOverSandbox } from '../../server/test-support/site-over-sandbox.js';

// Every refusal a visitor can cause is said in the page's language, by its code and
// params, never by the server's English. Walked here in German: without script over real HTTP
// against the server-rendered form and pages at /de/, and with script through the client's own
// error display fed the real JSON error bodies.

const site = useSiteOverSandbox();
afterEach(async () => {
  await control(site.sandbox, 'DELETE', '/faults');
  await control(site.sandbox, 'POST', '/market', { movePercent: 0 });
});

/** One message in a catalogue, formatted as the page formats it. */
const say =
  (catalogue: Record<string, string>, lang: 'de' | 'en') =>
  (id: MessageId, values?: MessageValues) =>
    formatMessage(catalogue[id]!, lang, values);
const german = say(de, 'de');
const english = say(en, 'en');

/** What a reader sees: the markup's text without the page-data block, scripts or tags. */
function visibleText(html: string): string {
  return html
    .replace(/<script[^>]*>[^<]*<\/script>/g, ' ')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** The page says the German message and not its English. */
function expectGerman(text: string, id: MessageId, values?: MessageValues) {
  expect(text).toContain(german(id, values));
  expect(text).not.toContain(english(id, values));
}

/** POSTs the German form with the headers a browser on our own page sends (postForm's own). */
const postGermanForm = (appUrl: string, fields: Record<string, string>) =>
  postForm(appUrl, fields, undefined, '/de/');

async function germanForm(appUrl: string, overrides: Record<string, string>, status: number) {
  const res = await postGermanForm(appUrl, swapFields(overrides));
  expect(res.status).toBe(status);
  return visibleText(await res.text());
}

/** Min and max for BNB as the site quotes them now. */
async function bnbLimits(appUrl: string) {
  const { min, max } = await quote(appUrl);
  expect(max).toBeGreaterThan(min);
  return { min, max };
}

const BNB_LABEL = 'BNB (BEP-20)';

/** The exchange's refusals of an order: what, the sandbox fault, the site's status, the message. */
const EXCHANGE_REFUSALS = [
  ['the exchange refuses the address (301)', 'error301', 422, 'notice.exchangeInvalidAddress'],
  ['swaps are paused', 'error', 503, 'notice.swapsPaused'],
  ['the exchange is down', 'http500', 502, 'notice.contactSupport'],
] as const;

/** A hidden field's value in a rendered form, as the browser sends it back. */
function hidden(html: string, name: string): string {
  const found = new RegExp(`name="${name}" value="([^"]*)"`).exec(html);
  if (!found) throw new Error(`no hidden field ${name}`);
  return found[1]!.replace(/&gt;/g, '>').replace(/&lt;/g, '<').replace(/&amp;/g, '&');
}

/** Far enough for the server to refuse the order with 409 ESTIMATE_MOVED. */
const moveTooFar = (sandbox: typeof site.sandbox) =>
  control(sandbox, 'POST', '/market', { movePercent: QUOTE_MOVE_LIMIT_PERCENT * 3 });

/** The moved-estimate line's values, as the page writes the two estimates of ETH. */
const movedValues = (previous: number, next: number) => ({
  percent: QUOTE_MOVE_LIMIT_PERCENT,
  previous: localizeDecimal(formatEstimate(previous), 'de'),
  next: localizeDecimal(formatEstimate(next), 'de'),
  coin: getCoin('ETH').label,
});

/**
 * Runs `use` against a site of its own whose shared store, a real redis-server, has just been
 * stopped: new orders cannot be recorded and are refused with 503 TEMPORARILY_UNAVAILABLE.
 */
async function withRedisAway(use: (app: TestApp) => Promise<void>): Promise<void> {
  const redis = await startRedisServer();
  const shared = await connectRedis(redis.url, createLogger('silent'));
  try {
    const stores = { redis: shared, idempotency: createRedisIdempotencyStore(shared) };
    await withTestApp(site.sandbox.url, stores, async (app) => {
      await redis.stop();
      await use(app);
    });
  } finally {
    shared.client.destroy();
    await redis.stop();
  }
}

describe('without script, the German form and pages say each refusal in German', () => {
  it('an amount that is not a number', async () => {
    expectGerman(
      await germanForm(site.app.url, { intent: 'quote', amount: '1e3' }, 400),
      'swap.invalidAmount',
    );
  });

  it.each(['min', 'max'] as const)('an amount past the %s', async (kind) => {
    const limits = await bnbLimits(site.app.url);
    const amount = kind === 'min' ? String(limits.min / 2) : String(limits.max * 2);
    const text = await germanForm(site.app.url, { amount }, 422);
    const values = { limit: localizeDecimal(String(limits[kind]), 'de'), coin: BNB_LABEL };
    expectGerman(text, kind === 'min' ? 'swap.min' : 'swap.max', values);
    expect(text).not.toContain(`${kind === 'min' ? 'Min' : 'Max'}: ${limits[kind]} ${BNB_LABEL}`);
  });

  it.each(['quote', 'swap'])('the same coin twice (%s)', async (intent) => {
    expectGerman(await germanForm(site.app.url, { intent, to: 'BNB' }, 400), 'swap.sameCoin');
  });

  it.each(['quote', 'swap'])('a coin that cannot be picked (%s)', async (intent) => {
    expectGerman(
      await germanForm(site.app.url, { intent, from: 'DOGE' }, 400),
      'notice.pickTwoCoins',
    );
  });

  it('a receiving address that does not fit the coin', async () => {
    expectGerman(await germanForm(site.app.url, { address: 'nope' }, 422), 'notice.invalidAddress');
  });

  it('a form out of date (a key the site never hands out)', async () => {
    expectGerman(
      await germanForm(site.app.url, { idempotencyKey: 'bad' }, 400),
      'notice.formOutOfDate',
    );
  });

  it.each(EXCHANGE_REFUSALS)('%s', async (_what, fault, status, id) => {
    await queueFault(site.sandbox, 'token_exchange', fault);
    expectGerman(await germanForm(site.app.url, {}, status), id);
  });

  it.each([
    ['down', 'http500', 502],
    ['too slow', 'hang', 504],
  ] as const)('the price service is %s', async (_what, fault, status) => {
    await queueFault(site.sandbox, 'token_price', fault, 5);
    expectGerman(await germanForm(site.app.url, { intent: 'quote' }, status), 'notice.priceFailed');
  });

  it('an order id of the wrong shape, looked up or opened', async () => {
    const lookup = await fetch(`${site.app.url}/de/?orderId=short`);
    expect(lookup.status).toBe(400);
    expectGerman(visibleText(await lookup.text()), 'notice.invalidIdTitle');
    const page = await fetch(`${site.app.url}/de/order/short`);
    expectGerman(visibleText(await page.text()), 'order.invalidTitle');
  });

  it('an order the site does not know', async () => {
    const page = await fetch(`${site.app.url}/de/order/${'A'.repeat(22)}`);
    expectGerman(visibleText(await page.text()), 'order.notFoundTitle');
  });

  it('new orders paused while the shared store (Redis) is away', async () => {
    await withRedisAway(async (app) => {
      expectGerman(await germanForm(app.url, {}, 503), 'notice.ordersPaused');
    });
  });

  it('the same form sent again with other values', async () => {
    const fields = swapFields();
    expect((await postGermanForm(site.app.url, fields)).status).toBe(303);
    const text = await germanForm(site.app.url, { ...fields, amount: '2' }, 409);
    expectGerman(text, 'notice.idempotencyConflict');
  });

  it('an estimate that moved too far after Get quote', async () => {
    const quoted = await postGermanForm(site.app.url, swapFields({ intent: 'quote' }));
    expect(quoted.status).toBe(200);
    const form = await quoted.text();
    const shown = hidden(form, 'estimate');
    const fields = swapFields({
      estimate: shown,
      quotedFor: hidden(form, 'quotedFor'),
      idempotencyKey: hidden(form, 'idempotencyKey'),
    });
    await moveTooFar(site.sandbox);
    const res = await postGermanForm(site.app.url, fields);
    expect(res.status).toBe(409);
    const page = await res.text();
    const values = movedValues(Number(shown), Number(hidden(page, 'estimate')));
    expectGerman(visibleText(page), 'swap.estimateMoved', values);
  });

  describe('each rate limit', () => {
    const limited = (name: string) => ({ env: { [`RATE_LIMIT_${name}`]: '1' } });

    it('the form as a whole (every POST)', async () => {
      await withTestApp(site.sandbox.url, limited('GLOBAL'), async (app) => {
        await postGermanForm(app.url, swapFields({ intent: 'quote' }));
        const res = await postGermanForm(app.url, swapFields({ intent: 'quote' }));
        expect(res.status).toBe(429);
        expectGerman(visibleText(await res.text()), 'notice.rateLimited', { what: 'requests' });
      });
    });

    it.each([
      ['PRICE', 'quote', 'prices'],
      ['ORDERS', 'swap', 'orders'],
    ])('%s, met by intent=%s', async (name, intent, what) => {
      await withTestApp(site.sandbox.url, limited(name), async (app) => {
        await postGermanForm(app.url, swapFields({ intent }));
        const text = await germanForm(app.url, { intent }, 429);
        expectGerman(text, 'notice.rateLimited', { what });
      });
    });

    it('STATUS, met by an order page', async () => {
      await withTestApp(site.sandbox.url, limited('STATUS'), async (app) => {
        await fetch(`${app.url}/de/order/${'A'.repeat(22)}`);
        const page = await fetch(`${app.url}/de/order/${'A'.repeat(22)}`);
        expectGerman(visibleText(await page.text()), 'order.unavailableTitle');
      });
    });
  });

  describe('the fields a provider takes (refund address, destination tag)', () => {
    let provider: TestApp;
    beforeAll(async () => {
      provider = await startChangenowTestApp(site.sandbox);
      return () => provider.close();
    });
    const toXrp = { to: 'XRP', address: XRP_ADDRESS };

    it('a refund address that does not fit the coin sent', async () => {
      const text = await germanForm(provider.url, { ...toXrp, refundAddress: XRP_ADDRESS }, 400);
      expectGerman(text, 'swap.refundInvalid', { coin: BNB_LABEL });
    });

    it('a destination tag that is not one', async () => {
      const text = await germanForm(provider.url, { ...toXrp, receiveMemo: 'abc' }, 400);
      expectGerman(text, 'swap.tagInvalid', { max: String(DESTINATION_TAG_MAX) });
    });
  });
});

describe('with script, the client says each JSON refusal in German', () => {
  beforeAll(() => {
    registerCatalogue('de', de);
    registerCatalogue('en', en);
  });

  /** What the page shows for a failed order: the toast, or the line under the amount. */
  function shown(body: ErrorBody): string {
    // as RTK Query's fetchBaseQuery hands a refusal over (the words never depend on the status)
    const failure = apiFailureOf({ status: 400, data: body })!;
    if (failure.code === 'AMOUNT_OUT_OF_RANGE') {
      const t = (id: MessageId, values?: MessageValues) => translate('de', id, values);
      return amountRefusalText(t, 'de', amountRefusalOfFailure(failure));
    }
    const notice = noticeForFailure(failure);
    return `${translate('de', notice.title)} ${translate('de', notice.message, notice.values)}`;
  }

  async function refusal(res: Response, status: number): Promise<string> {
    expect(res.status).toBe(status);
    const body = (await res.json()) as ErrorBody;
    // the English stays for API clients; the page never shows it
    expect(body.error.message).not.toBe('');
    const text = shown(body);
    expect(text).not.toContain(body.error.message);
    return text;
  }

  it.each(['min', 'max'] as const)('an amount past the %s', async (kind) => {
    const limits = await bnbLimits(site.app.url);
    const amount = kind === 'min' ? String(limits.min / 2) : String(limits.max * 2);
    const text = await refusal(
      await createOrder(site.app.url, { ...(await quotedOrder(site.app.url)), amount }),
      422,
    );
    const values = { limit: localizeDecimal(String(limits[kind]), 'de'), coin: BNB_LABEL };
    expectGerman(text, kind === 'min' ? 'swap.min' : 'swap.max', values);
  });

  it('the same coin twice', async () => {
    const order = { ...(await quotedOrder(site.app.url)), to: 'BNB' };
    expectGerman(
      await refusal(await createOrder(site.app.url, order, newKey()), 400),
      'swap.sameCoin',
    );
  });

  it.each(EXCHANGE_REFUSALS)('%s', async (_what, fault, status, id) => {
    const order = await quotedOrder(site.app.url);
    await queueFault(site.sandbox, 'token_exchange', fault);
    expectGerman(await refusal(await createOrder(site.app.url, order, newKey()), status), id);
  });

  it.each([
    ['ORDERS', 'orders'],
    ['GLOBAL', 'requests'],
  ])('the %s rate limit', async (name, what) => {
    await withTestApp(site.sandbox.url, { env: { [`RATE_LIMIT_${name}`]: '1' } }, async (app) => {
      const order = await quotedOrder(site.app.url);
      await createOrder(app.url, order, newKey());
      const text = await refusal(await createOrder(app.url, order, newKey()), 429);
      expectGerman(text, 'notice.rateLimited', { what });
    });
  });

  it('new orders paused while the shared store (Redis) is away', async () => {
    const order = await quotedOrder(site.app.url);
    await withRedisAway(async (app) => {
      expectGerman(
        await refusal(await createOrder(app.url, order, newKey()), 503),
        'notice.ordersPaused',
      );
    });
  });

  it('the same key sent again with another order', async () => {
    const order = await quotedOrder(site.app.url);
    const key = newKey();
    expect((await createOrder(site.app.url, order, key)).status).toBe(201);
    const text = await refusal(
      await createOrder(site.app.url, { ...order, amount: '2' }, key),
      409,
    );
    expectGerman(text, 'notice.idempotencyConflict');
  });

  it('an estimate that moved too far: the new estimate and a second click', async () => {
    const shown = await quote(site.app.url);
    await moveTooFar(site.sandbox);
    const order = { ...bnbToEthOrder(shown.route), estimate: String(shown.estimate) };
    const res = await createOrder(site.app.url, order, newKey());
    expect(res.status).toBe(409);
    const body = (await res.json()) as ErrorBody;
    const moved = movedQuoteOf(apiFailureOf({ status: res.status, data: body }));
    expect(moved).not.toBeNull();
    // what the form shows under the rates, as the page's own component renders it in German
    const quoteFor = { from: 'BNB', to: 'ETH', amount: '1', quote: moved!, receivedAt: 0 } as const;
    const text = visibleText(
      renderToStaticMarkup(
        createElement(
          LangContext.Provider,
          { value: 'de' },
          createElement(QuoteStatus, {
            quote: null,
            moved: { quote: quoteFor, previous: shown.estimate },
            movedId: 'quote-moved',
          }),
        ),
      ),
    );
    expect(text).not.toContain(body.error.message);
    expectGerman(text, 'swap.estimateMoved', movedValues(shown.estimate!, moved!.estimate!));
  });
});
