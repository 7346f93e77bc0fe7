import { describe, expect, it } from 'vitest';
import { withTestApp } from '../test-support/harness.js';
import { useTestSandbox } from '../test-support/site-over-sandbox.js';
import { addressOf } from './client-key.js';

const sandbox = useTestSandbox();

describe('the rate-limit key', () => {
  it.each([
    ['198.51.100.77:1001', '198.51.100.77'],
    ['198.51.100.77', '198.51.100.77'],
    ['[2001:db8::1]:443', '2001:db8::1'],
    ['[2001:db8::1]', '2001:db8::1'],
    ['2001:db8::1', '2001:db8::1'],
    [' 203.0.113.9 ', '203.0.113.9'],
    ['not-an-address', null],
    ['[198.51.100.77]:80', null],
    ['198.51.100.77:80:80', null],
  ])('reads %s as %s', (entry, address) => {
    expect(addressOf(entry)).toBe(address);
  });

  it('counts the ports of one address behind a trusted proxy as one visitor', async () => {
    await withTestApp(
      sandbox.url,
      { env: { TRUST_PROXY: '1', RATE_LIMIT_PRICE: '3' } },
      async (app) => {
        const price = (forwardedFor: string) =>
          fetch(`${app.url}/api/price?from=BNB&to=ETH&amount=1`, {
            headers: { 'X-Forwarded-For': forwardedFor },
          }).then(async (res) => (await res.text(), res.status));
        const ports = ['1001', '1002', '1003', '1004', '1005'];
        const statuses = [];
        for (const port of ports) statuses.push(await price(`198.51.100.77:${port}`));
        expect(statuses).toEqual([200, 200, 200, 429, 429]);

        const v6 = [];
        for (const entry of [
          '[2001:db8::1]:443',
          '[2001:db8::1]:444',
          '2001:db8::1',
          '[2001:db8::1]',
        ])
          v6.push(await price(entry));
        expect(v6).toEqual([200, 200, 200, 429]);
        // another visitor still gets through
        expect(await price('203.0.113.9:1001')).toBe(200);
        expect(app.logs.join('\n')).not.toMatch(/198\.51\.100\.77|2001:db8/);
      },
    );
  });
});
