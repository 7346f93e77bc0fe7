import { describe, expect, it } from 'vitest';
import { VALID_ETH_ADDRESS } from '../test-support/order-requests.js';
import { control, queueFault } from '../test-support/sandbox-control.js';
import { useTestSandbox } from '../test-support/site-over-sandbox.js';
import { checkUpstream } from './check-upstream.js';
import { formatReport, formatSummary } from './format-report.js';

// npm run check-upstream with a provider's protocol, against the sandbox's dialect of it: one
// prober for every protocol, through the site's own codec.

const sandbox = useTestSandbox();

const KEY = 'check-key-5d2e';

const orderCount = async () =>
  ((await control(sandbox, 'GET', '/orders')) as { list: unknown[] }).list.length;

describe.each([
  {
    protocol: 'changenow' as const,
    path: '/v2/',
    rate: 'fixed',
    api: "ChangeNOW's API v2",
    keyRefusal: /HTTP 401 \(unauthorized\)/,
  },
  {
    protocol: 'stealthex' as const,
    path: '/stealthex/v4/',
    rate: 'floating',
    api: "StealthEX's API v4",
    keyRefusal: /HTTP 401 \(NoUserApiKey\)/,
  },
  {
    protocol: 'letsexchange' as const,
    path: '/letsexchange/api/v1/',
    rate: 'floating',
    api: "LetsExchange's API v1",
    keyRefusal: /HTTP 403 \(Wrong API key in Bearer token\)/,
  },
])(
  'checkUpstream --protocol $protocol against the sandbox',
  ({ protocol, path, rate, api, keyRefusal }) => {
    it(`finds pairs quoted at a ${rate} rate, the unknown id unknown, and one order made`, async () => {
      const ordersBefore = await orderCount();
      const report = await checkUpstream({
        url: `${sandbox.url}${path}`,
        protocol,
        apiKey: KEY,
        amounts: ['0.5'],
        createOrderAddress: VALID_ETH_ADDRESS,
      });
      expect(report.broken).toBe(0);
      expect(report.prices.filter((row) => row.verdict === 'ok').length).toBeGreaterThan(0);
      expect(report.unknownStatus).toMatchObject({ verdict: 'ok', detail: 'not found' });
      expect(report.order?.create.verdict).toBe('ok');
      expect(report.order?.status).toMatchObject({ verdict: 'ok', detail: 'status 0' });
      const text = formatReport(report);
      // at one fixed amount some pairs may be out of their limits: said, never "every reply fits"
      const verdict = text.trimEnd().split('\n').at(-1)!;
      expect(verdict.startsWith(`${api}: `)).toBe(true);
      expect(verdict).toMatch(
        /: (every reply fits|the replies fit, but \d+ pairs? got no quote .*)\.$/,
      );
      expect(text).toMatch(/^Coverage: \d+ of 182 pairs quoted$/m);
      expect(text).not.toContain(KEY);
      expect(await orderCount()).toBe(ordersBefore + 1);
    });

    it('reports every reply broken, never an offer, when the provider refuses the key', async () => {
      const report = await checkUpstream({
        url: `${sandbox.url}${path}`,
        protocol,
        apiKey: '',
        amounts: ['1'],
        concurrency: 16,
      });
      expect(report.prices.every((row) => row.verdict === 'broken')).toBe(true);
      expect(report.prices[0]!.detail).toMatch(keyRefusal);
    });
  },
);

describe('checkUpstream --protocol changenow against a faulty sandbox', () => {
  it('reports replies the site could not read as broken', async () => {
    await queueFault(sandbox, 'exchange_status', 'no-message');
    const report = await checkUpstream({
      url: `${sandbox.url}/v2/`,
      protocol: 'changenow',
      apiKey: KEY,
      amounts: ['0.5'],
    });
    expect(report.unknownStatus.verdict).toBe('broken');
    expect(report.broken).toBe(1);
  });
});

describe('the summary after several providers', () => {
  it('names every provider with its verdict, those not checked first', async () => {
    const [fine, broken, away] = await Promise.all([
      checkUpstream({
        url: `${sandbox.url}/v2/`,
        protocol: 'changenow',
        apiKey: KEY,
        amounts: ['0.5'],
      }),
      checkUpstream({
        url: `${sandbox.url}/letsexchange/api/v1/`,
        protocol: 'letsexchange',
        apiKey: '',
        amounts: ['0.5'],
      }),
      checkUpstream({
        url: 'http://127.0.0.1:9/',
        protocol: 'stealthex',
        apiKey: KEY,
        timeoutMs: 2000,
      }),
    ]);
    const lines = formatSummary([
      { name: 'cn', report: fine },
      { name: 'lx', report: broken },
      { name: 'sx', report: away },
    ]).split('\n');
    expect(lines[1]).toBe('Summary of 3 providers:');
    expect(lines[2]).toMatch(/^ {2}sx \(stealthex\): NOT CHECKED: could not be reached/);
    expect(lines[3]).toBe(
      `  lx (letsexchange): 0 of 182 pairs quoted; BROKEN by ${broken.broken} replies`,
    );
    expect(lines[4]).toMatch(/^ {2}cn \(changenow\): \d+ of 182 pairs quoted; /);
  });
});
