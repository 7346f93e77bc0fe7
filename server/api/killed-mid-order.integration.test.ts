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

// kill -9 at the worst moment, with real processes: the provider (the sandbox's ChangeNOW
// dialect) has made the order, its reply is held by a proxy, and the site dies before it can
// write the order down. The retry with the same key must never make a second order.

const track = trackProcesses();

describe('a site killed between the provider’s order and its record', () => {
  it('never orders twice for the key: the retry is told to contact support with our order id, and support hears at start', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'swap-killed-'));
    const smtp = await startSmtp();
    const sandbox = await track(
      startServerProcess(
        { DATA_DIR: join(dir, 'sandbox') },
        { entry: 'sandbox/main.js', portVariable: 'SANDBOX_PORT', readyPath: '/healthz' },
      ),
    );
    const proxy = await startHoldingProxy(
      sandbox.url,
      (method, url) => method === 'POST' && /\/v2\/exchange$/.test(url),
    );
    const siteEnv = {
      UPSTREAM_PROTOCOL: 'changenow',
      PRICE_SERVICE_URL: `${proxy.url}/v2/`,
      UPSTREAM_API_KEY: 'test-key',
      DATA_DIR: join(dir, 'site'),
      SMTP_URL: smtp.url,
      ...OPEN_RATE_LIMITS,
    };
    try {
      const first = await track(startServerProcess(siteEnv));
      const quoted = await quote(first.url);
      const body = {
        ...bnbToEthOrder(quoted.route),
        ...onQuote(quoted),
        refundAddress: VALID_ETH_ADDRESS,
      };
      const key = 'killed-mid-order-0001';
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
        {
          what: 'the provider to have made the order',
          timeoutMs: 20_000,
        },
      );
      first.child.kill('SIGKILL');
      await first.exited;
      expect(await lost).toBeNull();
      proxy.release();
      expect(proxy.exchanges()).toBe(1);

      const second = await track(startServerProcess(siteEnv));
      const startedAt = Date.now();
      // support hears of it at start, not minutes later
      await eventually(
        () => smtp.mails.map((mail) => readableMail(mail.raw)),
        (texts) => texts.some((text) => text.includes('order-map:orphan-intent')),
        { what: 'the orphan alert', timeoutMs: 20_000 },
      );
      const alertedAfterMs = Date.now() - startedAt;
      const alert = smtp.mails
        .map((mail) => readableMail(mail.raw))
        .find((t) => t.includes('orphan'))!;
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
      sandbox.child.kill('SIGTERM');
      await sandbox.exited;
      await proxy.close();
      await smtp.close();
    }
  }, 90_000);
});
