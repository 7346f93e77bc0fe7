import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eventually } from '../test-support/eventually.js';
import {
  bnbToEthOrder,
  onQuote,
  quote,
  VALID_ETH_ADDRESS,
} from '../test-support/order-requests.js';
import { startHoldingProxy } from '../test-support/holding-proxy.js';
import { OPEN_RATE_LIMITS } from '../test-support/open-rate-limits.js';
import { startServerProcess, trackProcesses } from '../test-support/server-process.js';
import { readableMail, startSmtp } from '../test-support/smtp.js';
import { postForm, SAME_SITE } from '../test-support/swap-form-post.js';

// kill -9 at the worst moment, with real processes: the provider (the sandbox's dialect of it) has
// made the order, its reply is held by a proxy, and the site dies before it can write the order
// down. The retry with the same key must never make a second order. Where the provider lists its
// orders (ChangeNOW), the restarted site finds the order there and records it; where it does not
// (StealthEX), the retry is told to contact support, and support hears at start.

const track = trackProcesses();

/** How a protocol is reached through the proxy: its settings there, and which call creates. */
interface Protocol {
  env: (proxy: string) => Record<string, string>;
  isCreate: (method: string | undefined, url: string) => boolean;
}
const CHANGENOW: Protocol = {
  env: (proxy) => ({ UPSTREAM_PROTOCOL: 'changenow', PRICE_SERVICE_URL: `${proxy}/v2/` }),
  isCreate: (method, url) => method === 'POST' && /\/v2\/exchange$/.test(url),
};
const STEALTHEX: Protocol = {
  env: (proxy) => ({ UPSTREAM_PROTOCOL: 'stealthex', PRICE_SERVICE_URL: `${proxy}/stealthex/v4/` }),
  isCreate: (method, url) => method === 'POST' && /\/stealthex\/v4\/exchanges$/.test(url),
};

/**
 * A site over `protocol` killed with the provider's reply to an order held: what the test goes
 * on with (the proxy, the mail, the order sent, and how to start the site again).
 */
async function killedMidOrder(protocol: Protocol, key: string) {
  const dir = await mkdtemp(join(tmpdir(), 'swap-killed-'));
  const smtp = await startSmtp();
  const sandbox = await track(
    startServerProcess(
      { DATA_DIR: join(dir, 'sandbox') },
      { entry: 'sandbox/main.js', portVariable: 'SANDBOX_PORT', readyPath: '/healthz' },
    ),
  );
  const proxy = await startHoldingProxy(sandbox.url, protocol.isCreate);
  const siteEnv = {
    ...protocol.env(proxy.url),
    UPSTREAM_API_KEY: 'test-key',
    DATA_DIR: join(dir, 'site'),
    SMTP_URL: smtp.url,
    ...OPEN_RATE_LIMITS,
  };
  const first = await track(startServerProcess(siteEnv));
  const quoted = await quote(first.url);
  const body = {
    ...bnbToEthOrder(quoted.route),
    ...onQuote(quoted),
    refundAddress: VALID_ETH_ADDRESS,
  };
  const send = (url: string, orderKey = key) =>
    fetch(`${url}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': orderKey },
      body: JSON.stringify(body),
    });

  proxy.hold();
  const lost = send(first.url).catch(() => null);
  await eventually(
    () => proxy.held(),
    (held) => held === 1,
    { what: 'the provider to have made the order', timeoutMs: 20_000 },
  );
  first.child.kill('SIGKILL');
  await first.exited;
  expect(await lost).toBeNull();
  proxy.release();
  expect(proxy.exchanges()).toBe(1);
  const mails = () => smtp.mails.map((mail) => readableMail(mail.raw));
  const close = async () => {
    sandbox.child.kill('SIGTERM');
    await sandbox.exited;
    await proxy.close();
    await smtp.close();
  };
  return {
    proxy,
    quoted,
    body,
    send,
    mails,
    close,
    restart: () => track(startServerProcess(siteEnv)),
  };
}

describe('a site killed between the provider’s order and its record', () => {
  it('finds the order at a provider that lists its orders: the retry with the key gets it, with its guarantee, and no second order', async () => {
    const killed = await killedMidOrder(CHANGENOW, 'killed-mid-order-found-0001');
    try {
      const second = await killed.restart();
      // found at start by the address and time it was sent with, and recorded
      await eventually(
        () => second.output(),
        (output) => output.includes('found at the provider and recorded'),
        { what: 'the order found at the provider', timeoutMs: 20_000 },
      );
      const retry = await killed.send(second.url);
      expect(retry.status).toBe(201);
      const { orderId } = (await retry.json()) as { orderId: string };
      expect(orderId).toMatch(/^[\w-]{22}$/);
      // the order's page data: the visitor's own address, the provider's deposit
      const view = (await (await fetch(`${second.url}/api/orders/${orderId}`)).json()) as {
        receive: { address: string };
        refundAddress: string | null;
        send: { address: string };
        providerMismatch?: string[];
      };
      expect(view.providerMismatch).toBeUndefined();
      expect(view.receive.address).toBe(VALID_ETH_ADDRESS);
      expect(view.refundAddress).toBe(VALID_ETH_ADDRESS);
      // the guarantee, signed, names that deposit and the visitor's address
      const guarantee = await fetch(`${second.url}/order/${orderId}/guarantee.txt`);
      expect(guarantee.status).toBe(200);
      const text = await guarantee.text();
      expect(text).toContain(view.send.address);
      expect(text).toContain(VALID_ETH_ADDRESS);
      expect((await fetch(`${second.url}/order/${orderId}/guarantee.sig`)).status).toBe(200);
      // any number of retries: the same order, never a second one; support was not troubled
      for (let n = 0; n < 3; n += 1) {
        const again = await killed.send(second.url);
        expect(((await again.json()) as { orderId: string }).orderId).toBe(orderId);
      }
      expect(killed.proxy.exchanges()).toBe(1);
      expect(second.output()).not.toContain('support alerted');
      expect(killed.mails().some((text) => text.includes('order-map:orphan-intent'))).toBe(false);
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    } finally {
      await killed.close();
    }
  }, 90_000);

  it('never orders twice for the key where the provider lists none: the retry is told to contact support with our order id, and support hears at start', async () => {
    const key = 'killed-mid-order-0001';
    const killed = await killedMidOrder(STEALTHEX, key);
    const { proxy, quoted, body, send } = killed;
    try {
      const second = await killed.restart();
      const startedAt = Date.now();
      // support hears of it at start, not minutes later
      await eventually(
        () => killed.mails(),
        (texts) => texts.some((text) => text.includes('order-map:orphan-intent')),
        { what: 'the orphan alert', timeoutMs: 20_000 },
      );
      const alertedAfterMs = Date.now() - startedAt;
      const alert = killed.mails().find((t) => t.includes('orphan'))!;
      expect(alert).toContain('BNB to ETH');
      // the retry through the API: a clear 409 naming our order id, at once, and no new order
      const retry = await send(second.url);
      expect(retry.status).toBe(409);
      const refusal = (await retry.json()) as {
        error: { code: string; message: string; params?: { reference?: string } };
      };
      expect(refusal.error.code).toBe('IDEMPOTENCY_CONFLICT');
      const reference = refusal.error.params?.reference;
      expect(reference).toMatch(/^[\w-]{22}$/);
      expect(refusal.error.message).toContain(reference);
      expect(refusal.error.message).toMatch(/contact support/i);
      // support's mail names the same order (shortened, as every alert does)
      expect(alert).toContain(`${reference!.slice(0, 6)}…${reference!.slice(-6)}`);

      // the same key through the script-free form, in German: the same answer, in German
      const form = await postForm(
        second.url,
        {
          intent: 'swap',
          from: 'BNB',
          to: 'ETH',
          amount: body.amount,
          address: VALID_ETH_ADDRESS,
          refundAddress: VALID_ETH_ADDRESS,
          idempotencyKey: key,
          ...Object.fromEntries(
            Object.entries(onQuote(quoted)).map(([name, value]) => [name, String(value)]),
          ),
        },
        SAME_SITE,
        '/de/',
      );
      const page = await form.text();
      expect(page).toContain(reference);
      expect(page).toContain('Wende dich mit der Referenz');

      // a later retry, any number of them: still no second order; a new key orders as usual
      for (let n = 0; n < 3; n += 1) expect((await send(second.url)).status).toBe(409);
      expect(proxy.exchanges()).toBe(1);
      expect((await send(second.url, 'a-new-key-0002')).status).toBe(201);
      expect(proxy.exchanges()).toBe(2);
      console.info('killed mid-order:', { alertedAfterMs, reference: 'in the 409 and the mail' });
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    } finally {
      await killed.close();
    }
  }, 90_000);
});
