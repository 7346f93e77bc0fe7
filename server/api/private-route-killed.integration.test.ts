import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eventually } from '../test-support/eventually.js';
import { VALID_ETH_ADDRESS } from '../test-support/order-requests.js';
import { startHoldingProxy } from '../test-support/holding-proxy.js';
import { OPEN_RATE_LIMITS } from '../test-support/open-rate-limits.js';
import { startServerProcess, trackProcesses } from '../test-support/server-process.js';
import { readableMail, startSmtp } from '../test-support/smtp.js';
import type { PriceQuote } from '../../shared/contract/api.js';

// kill -9 between a private route's legs (decision 030), with real processes: leg two is made at
// one provider, leg one's reply is held by a proxy, and the site dies. The visitor never saw a
// deposit address, so no coin is at risk; the retry with the key must not order again, and
// support hears at start of the order that was never recorded.

const track = trackProcesses();
const BTC_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';

describe('a site killed between a private route’s legs', () => {
  it('never orders again for the key, tells the retry to contact support, and alerts support at start', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'swap-killed-private-'));
    const smtp = await startSmtp();
    const sandbox = await track(
      startServerProcess(
        { DATA_DIR: join(dir, 'sandbox') },
        { entry: 'sandbox/main.js', portVariable: 'SANDBOX_PORT', readyPath: '/healthz' },
      ),
    );
    // leg one is ChangeNOW's: its creation is held; leg two's (StealthEX's) passes
    const proxy = await startHoldingProxy(
      sandbox.url,
      (method, url) => method === 'POST' && /\/v2\/exchange$/.test(url),
    );
    const siteEnv = {
      PROVIDERS: `one=changenow:${proxy.url}/v2/,two=stealthex:${sandbox.url}/stealthex/v4/`,
      PROVIDER_ONE_API_KEY: 'test-key',
      PROVIDER_TWO_API_KEY: 'test-key',
      DATA_DIR: join(dir, 'site'),
      SMTP_URL: smtp.url,
      ...OPEN_RATE_LIMITS,
    };
    try {
      const first = await track(startServerProcess(siteEnv));
      const quote = (await (
        await fetch(`${first.url}/api/price?from=ETH&to=BTC&amount=0.5`)
      ).json()) as PriceQuote;
      const offer = quote.privateOffers!.find((each) => each.provider === 'one+two')!;
      const send = (url: string) =>
        fetch(`${url}/api/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': 'killed-private-01' },
          body: JSON.stringify({
            from: 'ETH',
            to: 'BTC',
            amount: '0.5',
            address: BTC_ADDRESS,
            refundAddress: VALID_ETH_ADDRESS,
            estimate: String(offer.estimate),
            provider: 'one+two',
          }),
        });

      proxy.hold();
      const lost = send(first.url).catch(() => null);
      await eventually(
        () => proxy.held(),
        (held) => held === 1,
        { what: 'leg one to have been made', timeoutMs: 20_000 },
      );
      first.child.kill('SIGKILL');
      await first.exited;
      expect(await lost).toBeNull();
      proxy.release();

      const second = await track(startServerProcess(siteEnv));
      await eventually(
        () => smtp.mails.map((mail) => readableMail(mail.raw)),
        (texts) => texts.some((text) => text.includes('order-map:orphan-intent')),
        { what: 'the orphan alert', timeoutMs: 20_000 },
      );
      const alert = smtp.mails
        .map((mail) => readableMail(mail.raw))
        .find((text) => text.includes('orphan'))!;
      expect(alert).toContain('ETH to BTC');

      const retry = await send(second.url);
      expect(retry.status).toBe(409);
      const refusal = (await retry.json()) as { error: { code: string; message: string } };
      expect(refusal.error.code).toBe('IDEMPOTENCY_CONFLICT');
      expect(refusal.error.message).toMatch(/contact support/i);
      // one leg one, and nothing more asked of either provider for the key
      expect(proxy.exchanges()).toBe(1);
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
