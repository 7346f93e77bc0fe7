import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp } from '../test-support/harness.js';
import { createOrder, quotedOrder, VALID_ETH_ADDRESS } from '../test-support/order-requests.js';
import { control, queueFault } from '../test-support/sandbox-control.js';
import { useTestSandbox } from '../test-support/site-over-sandbox.js';
import { startSmtp } from '../test-support/smtp.js';
import { testUpstreamSettings } from '../test-support/upstream-settings.js';
import { priceServiceCodec } from '../upstream/codecs/price-service.codec.js';
import { createUpstreamFromCodec } from '../upstream/transport.js';
import { alertSummary } from './creation-alerts.js';

const ORDER = {
  from: 'BNB',
  to: 'ETH',
  amount: '1',
  address: VALID_ETH_ADDRESS,
  route: [[0.19, 0.03, 81, 'BNB>XMR>ETH']],
} as const;

/** Half-second deadlines, so that each failure is quick to cause. */
const settings = (url: string) =>
  testUpstreamSettings(url, {
    connectTimeoutMs: 500,
    headersTimeoutMs: 500,
    bodyTimeoutMs: 500,
    breaker: { errorPercent: 50, volume: 100, resetMs: 600 },
    createLateReplyMs: 500,
  });

/** How many times `phrase` occurs in `text`. */
const count = (text: string, phrase: string) => text.split(phrase).length - 1;

/** The alert summary of the error a real upstream client at `url` throws for one creation. */
async function summaryOfFailedCreation(url: string): Promise<string> {
  const client = createUpstreamFromCodec(priceServiceCodec, settings(url));
  try {
    await client.create({ ...ORDER, route: [[...ORDER.route[0]]] });
  } catch (error) {
    return alertSummary(error);
  } finally {
    await client.close();
  }
  throw new Error('the order was created');
}

/** A loopback port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const sandbox = useTestSandbox();
afterEach(() => control(sandbox, 'DELETE', '/faults'));

describe('the support alert text for a failed order creation', () => {
  it("says 'fetch error' once for an HTTP 500", async () => {
    await queueFault(sandbox, 'token_exchange', 'http500');
    expect(await summaryOfFailedCreation(sandbox.url)).toBe(
      'fetch error: token_exchange answered HTTP 500',
    );
  });

  it("says 'fetch error' once when the price service cannot be reached", async () => {
    const summary = await summaryOfFailedCreation(`http://127.0.0.1:${await closedPort()}`);
    expect(summary).toMatch(/^fetch error: token_exchange could not be reached: /);
    expect(count(summary, 'fetch error')).toBe(1);
  });

  it('says a timeout in one phrase', async () => {
    await queueFault(sandbox, 'token_exchange', 'hang');
    expect(await summaryOfFailedCreation(sandbox.url)).toBe(
      'fetch error: token_exchange timed out',
    );
  });

  it('mails support one readable line for an HTTP 500 on POST /api/orders', async () => {
    const smtp = await startSmtp();
    const app = await startTestApp(sandbox.url, { env: { SMTP_URL: smtp.url } });
    try {
      const orderBody = await quotedOrder(app.url);
      await queueFault(sandbox, 'token_exchange', 'http500');
      const res = await createOrder(app.url, orderBody);
      expect(res.status).toBe(502);
      await expect.poll(() => smtp.mails.length, { timeout: 5000 }).toBe(1);
      const mail = smtp.mails[0]!.raw;
      expect(mail).toMatch(/What: +fetch error: token_exchange answered HTTP 500\r?\n/);
      expect(count(mail, 'fetch error')).toBe(1);
    } finally {
      await app.close();
      await smtp.close();
    }
  });
});
