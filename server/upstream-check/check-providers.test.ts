import { describe, expect, it } from 'vitest';
import { control, queueFault, VALID_ETH_ADDRESS } from '../test-support/harness.js';
import { useTestSandbox } from '../test-support/site-over-sandbox.js';
import { checkUpstream, formatReport } from './check-upstream.js';

// npm run check-upstream with a provider's protocol, against the sandbox's dialect of it: one
// prober for every protocol, through the site's own codec.

const sandbox = useTestSandbox();

const KEY = 'check-key-5d2e';

describe('checkUpstream --protocol changenow against the sandbox', () => {
  it('finds every pair quoted at a fixed rate, the unknown id unknown, and one order made', async () => {
    const report = await checkUpstream({
      url: `${sandbox.url}/v2/`,
      protocol: 'changenow',
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
    expect(text.trimEnd().split('\n').at(-1)).toBe("ChangeNOW's API v2: every reply fits.");
    expect(text).not.toContain(KEY);
    const { list } = (await control(sandbox, 'GET', '/orders')) as { list: unknown[] };
    expect(list).toHaveLength(1);
  });

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

  it('reports every reply broken when the provider refuses the key', async () => {
    const report = await checkUpstream({
      url: `${sandbox.url}/v2/`,
      protocol: 'changenow',
      apiKey: '',
      amounts: ['1'],
      concurrency: 16,
    });
    expect(report.prices.every((row) => row.verdict === 'broken')).toBe(true);
    expect(report.prices[0]!.detail).toMatch(/HTTP 401 \(unauthorized\)/);
  });
});

describe('checkUpstream --protocol stealthex against the sandbox', () => {
  it('finds pairs quoted at a floating rate, the unknown id unknown, and one order made', async () => {
    const report = await checkUpstream({
      url: `${sandbox.url}/stealthex/v4/`,
      protocol: 'stealthex',
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
    expect(text.trimEnd().split('\n').at(-1)).toBe("StealthEX's API v4: every reply fits.");
    expect(text).not.toContain(KEY);
  });

  it('reports a refused key as broken replies, never as offers', async () => {
    const report = await checkUpstream({
      url: `${sandbox.url}/stealthex/v4/`,
      protocol: 'stealthex',
      apiKey: '',
      amounts: ['1'],
      concurrency: 16,
    });
    expect(report.prices.every((row) => row.verdict === 'broken')).toBe(true);
    expect(report.prices[0]!.detail).toMatch(/HTTP 401 \(NoUserApiKey\)/);
  });
});
