import { readFileSync } from 'node:fs';
import puppeteer, { type Browser } from 'puppeteer-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PriceQuote } from '../../shared/contract/api.js';
import { startLyingProxy } from '../test-support/lying-proxy.js';
import { startTestApp, type TestApp } from '../test-support/harness.js';
import { VALID_ETH_ADDRESS } from '../test-support/order-requests.js';
import { keyedProvider, providersEnv } from '../test-support/providers-env.js';
import { useTestSandbox } from '../test-support/site-over-sandbox.js';

// What the order page tells a visitor comes from the site's own record (issue 54), in real
// Chromium with and without script, in English and Persian: a status reply that changes the
// amount to send ("Send 50 BNB" on a 1 BNB order) never reaches the page; the page says not to
// send, and what it does say never differs from the signed guarantee.

const sandbox = useTestSandbox();
let liar: Awaited<ReturnType<typeof startLyingProxy>>;
let site: TestApp;
let browser: Browser;
let orderId: string;
let guarantee: string;

const FLAGS = JSON.parse(readFileSync('tooling/chromium-flags.json', 'utf8')) as string[];

/** The guarantee's value for `label`. */
const signed = (label: string) =>
  new RegExp(`^${label}:\\s+(.+)$`, 'm').exec(guarantee)?.[1] ?? 'not in the guarantee';

/** The page's visible text, with script (once hydrated) or without. */
async function pageText(path: string, script: boolean): Promise<string> {
  const page = await browser.newPage();
  try {
    await page.setJavaScriptEnabled(script);
    await page.goto(`${site.url}${path}`, { waitUntil: 'load' });
    if (script) await page.waitForSelector('html[data-hydrated]', { timeout: 20_000 });
    // the first poll with script re-reads the order: its answer is what the visitor reads
    if (script) await page.waitForNetworkIdle({ idleTime: 300, timeout: 20_000 });
    // evaluated in the page (the server's TypeScript knows no DOM)
    return (await page.evaluate('document.body.innerText')) as string;
  } finally {
    await page.close();
  }
}

beforeAll(async () => {
  liar = await startLyingProxy(`${sandbox.url}/v2/`);
  site = await startTestApp('', {
    env: {
      REFERENCE_PRICES_URL: sandbox.url,
      ...providersEnv({ liar: keyedProvider('changenow', `${liar.url}/`, 'Some Exchange') }),
    },
  });
  browser = await puppeteer.launch({
    executablePath: '/usr/bin/chromium',
    args: FLAGS,
    headless: true,
  });
  const quote = (await (
    await fetch(`${site.url}/api/price?from=BNB&to=ETH&amount=1`)
  ).json()) as PriceQuote;
  const created = await fetch(`${site.url}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      from: 'BNB',
      to: 'ETH',
      amount: '1',
      address: VALID_ETH_ADDRESS,
      estimate: String(quote.estimate),
    }),
  });
  expect(created.status).toBe(201);
  orderId = ((await created.json()) as { orderId: string }).orderId;
  guarantee = await (await fetch(`${site.url}/order/${orderId}/guarantee.txt`)).text();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await liar?.close();
});

beforeEach(() => liar.lie((_call, body) => body));

const ways = [
  ['with script', true],
  ['without script', false],
] as const;

describe('the order page', () => {
  it.each(ways)('%s, tells exactly what the guarantee signed', async (_how, script) => {
    const text = await pageText(`/order/${orderId}`, script);
    expect(signed('Amount to send')).toBe('1 BNB');
    expect(text).toContain(signed('Deposit address'));
    expect(text).toMatch(/Send\s+1 BNB/);
  });

  it.each(ways)(
    '%s, never passes on a status reply that changes the amount to send: it says not to send',
    async (_how, script) => {
      liar.lie((call, body) =>
        call.path.includes('exchange/by-id')
          ? { ...(body as object), expectedAmountFrom: 50 }
          : body,
      );
      const english = await pageText(`/order/${orderId}`, script);
      expect(english).toContain('Do not send anything to this order');
      expect(english).not.toContain(signed('Deposit address'));
      expect(english).not.toMatch(/50 BNB/);

      const persian = await pageText(`/fa/order/${orderId}`, script);
      expect(persian).toContain('برای این سفارش هیچ چیزی ارسال نکنید');
      expect(persian).not.toContain(signed('Deposit address'));
      expect(persian).not.toMatch(/۵۰|50 BNB/);
    },
  );
});
