import { spawnSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMetrics, type AppMetrics } from '../metrics/metrics.js';
import { recordingAlerts } from '../test-support/recording-alerts.js';
import { startLyingProxy } from '../test-support/lying-proxy.js';
import { startTestApp, type TestApp } from '../test-support/harness.js';
import { VALID_ETH_ADDRESS } from '../test-support/order-requests.js';
import { keyedProvider, providersEnv } from '../test-support/providers-env.js';
import { useTestSandbox } from '../test-support/site-over-sandbox.js';
import { postForm, SAME_SITE, swapFields } from '../test-support/swap-form-post.js';
import { parsePrometheusText, sampleValue } from '../test-support/prometheus-text.js';
import type { Offer, PriceQuote } from '../../shared/contract/api.js';
import { verifyCommand } from '../../shared/proof-commands.js';

// Two providers over ChangeNOW's API in front of one sandbox: "honest" as it answers, and "liar"
// through a proxy that rewrites its replies as a careless or compromised provider would. Nothing
// the liar says reaches a signature, a page or the best-offer slot unchecked.

const sandbox = useTestSandbox();
const ATTACKER = '0x000000000000000000000000000000000000dEaD';

let liar: Awaited<ReturnType<typeof startLyingProxy>>;
let site: TestApp;
let metrics: AppMetrics;
const alerts = recordingAlerts();
const { raised } = alerts;

/** A quote from two providers: always an estimate, and both offers listed. */
type Quote = PriceQuote & { estimate: number; offers: Offer[] };

const price = async (): Promise<Quote> => {
  const res = await fetch(`${site.url}/api/price?from=BNB&to=ETH&amount=1`);
  expect(res.status).toBe(200);
  return (await res.json()) as Quote;
};

const order = (quote: Quote, extra: Record<string, unknown> = {}) => ({
  from: 'BNB',
  to: 'ETH',
  amount: '1',
  address: VALID_ETH_ADDRESS,
  estimate: String(quote.estimate),
  ...extra,
});

/** An order placed with the liar at the estimate it offered. */
const liarOrder = (quote: Quote) =>
  order(quote, {
    provider: 'liar',
    estimate: String(quote.offers.find((o) => o.provider === 'liar')!.estimate),
  });

const post = (body: object, key?: string) =>
  fetch(`${site.url}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
    body: JSON.stringify(body),
  });

const createCalls = () => liar.calls.filter((call) => call.method === 'POST').length;

/** The liar's create reply names this deposit address; its other replies stay honest. */
const depositAddressOnCreate =
  (address: string) => (call: { method: string; path: string }, body: unknown) =>
    call.method === 'POST' && call.path.endsWith('/exchange')
      ? { ...(body as object), payinAddress: address }
      : body;

/** The liar's status replies send the payout elsewhere; its create reply stays honest. */
const payoutElsewhere = (call: { method: string; path: string }, body: unknown) =>
  call.path.includes('/exchange/by-id') ? { ...(body as object), payoutAddress: ATTACKER } : body;

async function opensslVerifies(key: string, text: string, signature: Buffer): Promise<boolean> {
  const dir = await mkdtemp(join(tmpdir(), 'swap-verify-'));
  await writeFile(join(dir, 'signing-key.pem'), key);
  await writeFile(join(dir, 'guarantee.txt'), text);
  await writeFile(join(dir, 'guarantee.sig'), signature);
  const [command, ...args] = verifyCommand('guarantee').split(' ');
  const run = spawnSync(command!, args, { cwd: dir, encoding: 'utf8' });
  return run.status === 0 && run.stdout.includes('Signature Verified Successfully');
}

beforeAll(async () => {
  liar = await startLyingProxy(`${sandbox.url}/v2/`);
  metrics = createMetrics();
  site = await startTestApp('', {
    alerts,
    metrics,
    env: providersEnv({
      honest: keyedProvider('changenow', `${sandbox.url}/v2/`, 'Honest Swap'),
      liar: keyedProvider('changenow', `${liar.url}/`, 'Liar Exchange'),
    }),
  });
});
afterAll(async () => {
  await site?.close();
  await liar?.close();
});
beforeEach(() => {
  liar.lie((_call, body) => body);
  raised.length = 0;
});

describe('an offer far out of line', () => {
  beforeEach(() =>
    liar.lie((call, body) =>
      call.path.includes('estimated-amount')
        ? {
            ...(body as { toAmount: number }),
            toAmount: (body as { toAmount: number }).toAmount * 1000,
          }
        : body,
    ),
  );

  it('is listed last, flagged, never the estimate, and counted', async () => {
    const quote = await price();
    expect(quote.offers.map(({ provider, outOfLine }) => [provider, outOfLine ?? false])).toEqual([
      ['honest', false],
      ['liar', true],
    ]);
    expect(quote.estimate).toBe(quote.offers[0]!.estimate);
    expect(quote.offers[1]!.estimate).toBeGreaterThan(quote.estimate * 100);
    const samples = parsePrometheusText(await metrics.registry.metrics());
    expect(
      sampleValue(samples, 'swap_offers_out_of_line_total', { provider: 'liar' }),
    ).toBeGreaterThan(0);
  });

  it('never takes an order the visitor did not point it at, and the guarantee says what was shown', async () => {
    const quote = await price();
    const before = createCalls();
    const created = await post(order(quote));
    expect(created.status).toBe(201);
    expect(createCalls()).toBe(before);
    const { orderId } = (await created.json()) as { orderId: string };
    const guarantee = await (await fetch(`${site.url}/order/${orderId}/guarantee.txt`)).text();
    expect(guarantee).toMatch(/^Provider: +Honest Swap$/m);
    expect(guarantee).toMatch(new RegExp(`^Estimate shown: +${quote.estimate} ETH$`, 'm'));
  });

  it('is shown flagged below the others on the script-free page', async () => {
    const page = await (
      await fetch(`${site.url}/`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'sec-fetch-site': 'same-origin',
        },
        body: new URLSearchParams({
          intent: 'quote',
          from: 'BNB',
          to: 'ETH',
          amount: '1',
        }).toString(),
      })
    ).text();
    const honestAt = page.indexOf('value="honest"');
    const liarAt = page.indexOf('value="liar"');
    expect(honestAt).toBeGreaterThan(0);
    expect(liarAt).toBeGreaterThan(honestAt);
    expect(page.slice(liarAt)).toContain('Far above every other offer');
    const radios = [
      ...page.matchAll(/<input type="radio" name="provider"( checked="")? value="(\w+)"/g),
    ];
    expect(radios.map((radio) => [radio[2], radio[1] !== undefined])).toEqual([
      ['honest', true],
      ['liar', false],
    ]);
  });
});

describe('a create reply that fails the checks', () => {
  it.each([
    [
      'a deposit address with a line break',
      `0x52908400098527886E0F7030069857D2E4169EE7\nReceiving address: ${ATTACKER}`,
    ],
    ['an HTML deposit address', '<img src=x onerror=alert(1)>'],
    ['a deposit address of another chain', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
  ])(
    'with %s is a provider fault: no order shown, support told once, the key keeps the answer',
    async (_what, address) => {
      liar.lie(depositAddressOnCreate(address));
      const quote = await price();
      const key = `lying-${Math.random().toString(36).slice(2, 12)}`;
      const first = await post(liarOrder(quote), key);
      expect(first.status).toBe(502);
      const body = (await first.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('PROVIDER_MISMATCH');
      expect(body.error.message).toContain('no order was placed');
      expect(raised.filter(({ kind }) => kind === 'provider-mismatch:create')).toHaveLength(1);

      const creates = createCalls();
      const again = await post(liarOrder(quote), key);
      expect(again.status).toBe(502);
      expect(((await again.json()) as { error: { code: string } }).error.code).toBe(
        'PROVIDER_MISMATCH',
      );
      expect(createCalls()).toBe(creates);
    },
  );

  it('is said in the page’s language without script', async () => {
    liar.lie(depositAddressOnCreate('not-an-address'));
    const page = await postForm(site.url, swapFields({ provider: 'liar' }), SAME_SITE, '/de/');
    expect(page.status).toBe(502);
    expect(await page.text()).toContain('Es wurde kein Auftrag angelegt');
  });
});

describe('a status reply that changes what the visitor asked for', () => {
  async function orderWithLiar() {
    const quote = await price();
    const created = await post(liarOrder(quote));
    expect(created.status).toBe(201);
    return ((await created.json()) as { orderId: string }).orderId;
  }

  it('withholds the deposit, keeps the visitor’s address, says not to send, alerts once, signs nothing of it', async () => {
    const orderId = await orderWithLiar();
    const guaranteeBefore = await (
      await fetch(`${site.url}/order/${orderId}/guarantee.txt`)
    ).text();
    liar.lie(payoutElsewhere);

    const view = (await (await fetch(`${site.url}/api/orders/${orderId}`)).json()) as {
      providerMismatch?: string[];
      send: { address: string };
      receive: { address: string };
    };
    expect(view.providerMismatch).toContain('receive-address');
    expect(view.send.address).toBe('');
    expect(view.receive.address).toBe(VALID_ETH_ADDRESS);

    const page = await (await fetch(`${site.url}/order/${orderId}`)).text();
    expect(page).toContain('Do not send anything to this order');
    expect(page).toContain(orderId);
    expect(page).not.toContain(ATTACKER);
    // no QR code of any deposit (the page's CSS carries an inlined icon of its own)
    expect(page).not.toContain('class="qr-code');
    const fa = await (await fetch(`${site.url}/fa/order/${orderId}`)).text();
    expect(fa).toContain('برای این سفارش هیچ چیزی ارسال نکنید');

    await fetch(`${site.url}/api/orders/${orderId}`);
    expect(raised.filter(({ kind }) => kind === 'provider-mismatch:status')).toHaveLength(1);

    const guarantee = await (await fetch(`${site.url}/order/${orderId}/guarantee.txt`)).text();
    expect(guarantee).toBe(guaranteeBefore);
    expect(guarantee).not.toContain(ATTACKER);
    expect(guarantee).toMatch(new RegExp(`^Receiving address: +${VALID_ETH_ADDRESS}$`, 'm'));
  });

  // the page said 'Do not send anything…' while its title read 'Waiting for deposit' and its
  // first step 'Order Received (in progress)'
  it.each([
    ['', 'Do not send', '(stopped: do not send)', '(in progress)'],
    ['/es', 'No envíes nada', '(detenido: no envíes nada)', '(en curso)'],
    ['/fa', 'ارسال نکنید', '(متوقف شد: چیزی ارسال نکنید)', '(در جریان)'],
  ])(
    'says "do not send" in the title and the steps too, without script (%s)',
    async (prefix, title, step, running) => {
      const orderId = await orderWithLiar();
      liar.lie(payoutElsewhere);
      await fetch(`${site.url}/api/orders/${orderId}`);
      const page = await (await fetch(`${site.url}${prefix}/order/${orderId}`)).text();
      expect(/<title>([^<]*)<\/title>/.exec(page)?.[1]).toContain(title);
      expect(page).toContain(step);
      expect(page).not.toContain(running);
    },
  );

  it('that slips lines into the deposit address is never shown nor signed', async () => {
    liar.lie((call, body) =>
      call.path.includes('/exchange/by-id')
        ? {
            ...(body as object),
            payinAddress: `${(body as { payinAddress: string }).payinAddress}\nRate: fixed: guaranteed`,
          }
        : body,
    );
    const quote = await price();
    // the create reply is honest; the first status reply (read with it) is not
    const created = await post(liarOrder(quote));
    const orderId =
      created.status === 201 ? ((await created.json()) as { orderId: string }).orderId : null;
    if (orderId === null) {
      expect(created.status).toBe(502);
      return;
    }
    const view = (await (await fetch(`${site.url}/api/orders/${orderId}`)).json()) as {
      providerMismatch?: string[];
      send: { address: string };
    };
    expect(view.providerMismatch).toContain('deposit-address');
    expect(view.send.address).toBe('');
    const guarantee = await (await fetch(`${site.url}/order/${orderId}/guarantee.txt`)).text();
    expect(guarantee).not.toContain('Rate: fixed: guaranteed');
  });
});

describe('keys', () => {
  it('serves the key a guarantee names, and openssl verifies with it', async () => {
    const quote = await price();
    const created = await post(order(quote, { provider: 'honest' }));
    const { orderId } = (await created.json()) as { orderId: string };
    const text = await (await fetch(`${site.url}/order/${orderId}/guarantee.txt`)).text();
    const path = /public key at (\/signing-key\/[0-9a-f]{64}\.pem)/.exec(text)?.[1];
    expect(path).toBeDefined();
    const key = await fetch(`${site.url}${path}`);
    expect(key.status).toBe(200);
    const sig = await fetch(`${site.url}/order/${orderId}/guarantee.sig`);
    expect(sig.headers.get('content-type')).toBe('application/octet-stream');
    expect(
      await opensslVerifies(await key.text(), text, Buffer.from(await sig.arrayBuffer())),
    ).toBe(true);
    const view = (await (await fetch(`${site.url}/api/orders/${orderId}`)).json()) as {
      signingKeys?: { guarantee?: string };
    };
    expect(`/signing-key/${view.signingKeys?.guarantee}.pem`).toBe(path);
    expect((await fetch(`${site.url}/signing-key/${'0'.repeat(64)}.pem`)).status).toBe(404);
    expect((await fetch(`${site.url}/signing-key/nope.pem`)).status).toBe(400);
  });
});
