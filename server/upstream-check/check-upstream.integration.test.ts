import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { amountLimitWarning } from '../../shared/amount.js';
import { VALID_ETH_ADDRESS } from '../test-support/order-requests.js';
import { control, queueFault } from '../test-support/sandbox-control.js';
import { startLyingProxy } from '../test-support/lying-proxy.js';
import { useTestSandbox } from '../test-support/site-over-sandbox.js';
import { checkUpstream, selectablePairs } from './check-upstream.js';
import { formatReport } from './format-report.js';

const sandbox = useTestSandbox();
// an honest one: it only records the path of every call that reaches the sandbox
let proxy: Awaited<ReturnType<typeof startLyingProxy>>;
beforeAll(async () => {
  proxy = await startLyingProxy(sandbox.url);
});
afterAll(() => proxy?.close());
afterEach(async () => {
  proxy.calls.length = 0;
  await control(sandbox, 'POST', '/reset');
});

const calls = (path: string) => proxy.calls.filter((seen) => seen.path === path).length;

describe('checkUpstream against the sandbox', () => {
  it('asks every selectable pair at 0.01, then just inside its own limits, and finds every pair quoted', async () => {
    const report = await checkUpstream({ url: proxy.url });
    expect(selectablePairs()).toHaveLength(14 * 13);
    expect(report.broken).toBe(0);
    for (const [from, to] of selectablePairs()) {
      const rows = report.prices.filter((row) => row.what === `${from}>${to}`);
      const [probe, ...inside] = rows;
      expect(probe?.amount).toBe('0.01');
      // next: a small and a large amount the site would let a visitor order, by the limits the
      // first reply named
      const [small, large] = inside.map((row) => Number(row.amount));
      const { min, max } = probe as { min: number; max: number };
      expect(small).toBeGreaterThan(min);
      expect(small).toBeLessThan(min * 1.02);
      expect(large).toBeLessThan(max);
      expect(large).toBeGreaterThan(max * 0.98);
      for (const row of inside) {
        expect(amountLimitWarning(Number(row.amount), min, max)).toBeNull();
        expect(row.verdict).toBe('ok');
        expect(row.estimate).toBeGreaterThan(0);
      }
    }
    expect(report.unknownStatus.verdict).toBe('ok');
    expect(report.order).toBeNull();
    expect(calls('/api/token_price')).toBe(report.prices.length);
    expect(report.prices.length).toBe(14 * 13 * 3);
    expect(calls('/api/exchange_status')).toBe(1);
    expect(calls('/api/token_exchange')).toBe(0);

    const text = formatReport(report);
    expect(text.split('\n')[0]).toMatch(
      /^pair\s+amount\s+reply ms\s+estimate\s+min\s+max\s+verdict$/,
    );
    expect(text).toMatch(/^BTC>ETH\s+0\.0002121\s+\d+\s+[\d.]+\s+0\.00021\s+[\d.]+\s+ok$/m);
    expect(text).toContain(`Price replies: ${14 * 13 * 3} (`);
    expect(text).toContain('Coverage: 182 of 182 pairs quoted');
    expect(text).toContain('No order was created');
    expect(text.trimEnd().split('\n').at(-1)).toBe('Contract 2: every reply fits.');
  });

  it('asks LetsExchange again inside the limits its refusal names, and quotes 182 of 182 pairs', async () => {
    // LetsExchange refuses 0.01 ("The amount must be between 0.032 and 81."), naming no limits
    // in fields: the check reads the words and asks inside them
    const report = await checkUpstream({
      url: `${sandbox.url}/letsexchange/api/v1/`,
      protocol: 'letsexchange',
      apiKey: 'any-key-the-sandbox-takes',
    });
    expect(report.broken).toBe(0);
    const bnbBtc = report.prices.filter((row) => row.what === 'BNB>BTC');
    expect(bnbBtc[0]).toMatchObject({
      amount: '0.01',
      verdict: 'no quote',
      detail: 'refused: outside the limits its refusal names',
    });
    expect(bnbBtc[0]!.min).toBeGreaterThan(0.01);
    expect(bnbBtc.slice(1).map((row) => row.verdict)).toEqual(['ok', 'ok']);
    const text = formatReport(report);
    expect(text.split('\n').find((line) => line.startsWith('Coverage:'))).toBe(
      'Coverage: 182 of 182 pairs quoted',
    );
    expect(text.trimEnd().split('\n').at(-1)).toBe("LetsExchange's API v1: every reply fits.");
  });

  it("runs every reply through the site's own checks and names what failed", async () => {
    // a provider that reports the new order paying out to another address: the codec reads it,
    // the site's checks refuse it (reply-checks.ts), as they would on an order page
    proxy.lie((call, body) => {
      const reply = body as { orderInfo?: { tokenB_address: string } };
      if (call.path === '/api/exchange_status' && reply.orderInfo) {
        reply.orderInfo.tokenB_address = '0x000000000000000000000000000000000000dEaD';
      }
      return reply;
    });
    try {
      const report = await checkUpstream({
        url: proxy.url,
        amounts: ['1'],
        createOrderAddress: VALID_ETH_ADDRESS,
      });
      expect(report.order?.create.verdict).toBe('ok');
      expect(report.order?.status).toMatchObject({
        verdict: 'broken',
        detail: "fails the site's checks: receive-address",
      });
      expect(formatReport(report)).toMatch(/broken: fails the site's checks: receive-address$/m);
    } finally {
      proxy.lie((_call, body) => body);
    }
  });

  it('asks only the fixed amounts when given, and says which pairs they left unquoted', async () => {
    const report = await checkUpstream({ url: proxy.url, amounts: ['0.01', '10000'] });
    expect(report.prices).toHaveLength(14 * 13 * 2);
    expect(calls('/api/token_price')).toBe(14 * 13 * 2);
    expect(new Set(report.prices.map((row) => row.amount))).toEqual(new Set(['0.01', '10000']));
    expect(report.broken).toBe(0);
    const unserved = report.prices.filter((row) => row.verdict === 'no quote');
    expect(unserved.length).toBeGreaterThan(0);
    for (const row of unserved) {
      // outside the limits the same reply names: not served, which the contract allows
      const amount = Number(row.amount);
      expect(amount < row.min! || (row.max! > 0 && amount > row.max!)).toBe(true);
      expect(row.detail).toBe('pair or amount not served');
    }
    expect(formatReport(report)).toMatch(/Coverage: \d+ of 182 pairs quoted/);
  });

  it('says when a service will not quote an amount inside the limits it names', async () => {
    // a service that names limits of 1 to 100 for every pair but never quotes
    const stubborn = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        response.setHeader('content-type', 'application/json');
        response.end(
          request.url === '/api/token_price'
            ? JSON.stringify({ exchangeFlow_list: [[-1, 1, 100, 'A>XMR>B']] })
            : JSON.stringify({ message: 'error' }),
        );
      });
    });
    await new Promise<void>((resolve) => stubborn.listen(0, '127.0.0.1', resolve));
    const { port } = stubborn.address() as AddressInfo;
    try {
      const report = await checkUpstream({ url: `http://127.0.0.1:${port}` });
      const btcEth = report.prices.filter((row) => row.what === 'BTC>ETH');
      expect(btcEth.map((row) => [row.amount, row.verdict, row.detail])).toEqual([
        ['0.01', 'no quote', 'pair or amount not served'],
        [
          '1.01',
          'no quote',
          'no estimate although a visitor could order this amount within its own limits',
        ],
        [
          '99',
          'no quote',
          'no estimate although a visitor could order this amount within its own limits',
        ],
      ]);
      const text = formatReport(report);
      expect(text).toContain('Coverage: 0 of 182 pairs quoted');
      // replies that fit on a service that quotes nothing are not "every reply fits"
      expect(text.trimEnd().split('\n').at(-1)).toBe(
        'Contract 2: the replies fit, but 182 pairs got no quote (see the "no quote" rows).',
      );
    } finally {
      await new Promise((resolve) => stubborn.close(resolve));
    }
  });

  it('names each reply that breaks the contract: bad JSON, unknown message, HTTP 500, a hang', async () => {
    await queueFault(sandbox, 'token_price', 'bad-json');
    await queueFault(sandbox, 'token_price', 'unknown-message');
    await queueFault(sandbox, 'token_price', 'http500');
    await queueFault(sandbox, 'token_price', 'hang');
    await queueFault(sandbox, 'exchange_status', 'no-message');
    const report = await checkUpstream({ url: proxy.url, timeoutMs: 300 });

    const broken = report.prices.filter((row) => row.verdict === 'broken');
    expect(broken.map((row) => row.detail).sort()).toEqual([
      'bad-json: token_price replied with malformed JSON',
      'http-status: token_price answered HTTP 500',
      'timeout: token_price timed out',
      'unknown-message: token_price replied with an unknown message',
    ]);
    expect(report.unknownStatus.verdict).toBe('broken');
    expect(report.unknownStatus.detail).toBe(
      'no-message: exchange_status replied without a message',
    );
    expect(report.broken).toBe(5);
    const text = formatReport(report);
    expect(text).toMatch(/broken: http-status: token_price answered HTTP 500$/m);
    expect(text).toMatch(/broken: timeout: token_price timed out$/m);
    expect(text.trimEnd().split('\n').at(-1)).toBe('Contract 2: BROKEN by 5 replies.');
  });

  it('counts a 500 and a hang on the status call as broken too', async () => {
    await queueFault(sandbox, 'exchange_status', 'hang');
    const hung = await checkUpstream({ url: proxy.url, timeoutMs: 300, amounts: ['1'] });
    expect(hung.unknownStatus).toMatchObject({
      verdict: 'broken',
      detail: 'timeout: exchange_status timed out',
    });
    await queueFault(sandbox, 'exchange_status', 'http500');
    const failed = await checkUpstream({ url: proxy.url, amounts: ['1'] });
    expect(failed.unknownStatus).toMatchObject({
      verdict: 'broken',
      detail: 'http-status: exchange_status answered HTTP 500',
    });
    expect(failed.broken).toBe(1);
  });

  it('creates exactly one order only when given a receiving address, and reads it back', async () => {
    const report = await checkUpstream({
      url: proxy.url,
      amounts: ['1'],
      createOrderAddress: VALID_ETH_ADDRESS,
    });
    expect(calls('/api/token_exchange')).toBe(1);
    expect(report.order?.create.verdict).toBe('ok');
    expect(report.order?.create.what).toMatch(/>ETH$|>USDT$|>BNB$|>BUSDBSC$|>DAI$|>MATIC$/);
    const orderId = /^order (\S{22})$/.exec(report.order!.create.detail)?.[1];
    expect(orderId).toBeDefined();
    const stored = (await control(sandbox, 'GET', `/orders/${orderId}`)) as {
      tokenB_address: string;
    };
    expect(stored.tokenB_address).toBe(VALID_ETH_ADDRESS);
    expect(report.order?.status).toMatchObject({ verdict: 'ok', detail: 'status 0' });
    expect(report.broken).toBe(0);
    expect(formatReport(report)).toContain('Order created on request: ok, its status: ok');
  });

  it('creates nothing when no selectable coin takes the address', async () => {
    const report = await checkUpstream({
      url: proxy.url,
      amounts: ['1'],
      createOrderAddress: 'not-an-address',
    });
    expect(calls('/api/token_exchange')).toBe(0);
    expect(report.order?.create.verdict).toBe('broken');
    expect(report.order?.create.detail).toContain('nothing was created');
  });

  it('reports an upstream that does not answer at all once, as unreachable, asking nothing', async () => {
    const report = await checkUpstream({ url: 'http://127.0.0.1:9', amounts: ['1'] });
    expect(report.unreachable).toMatch(/ECONNREFUSED|connect/);
    expect(report.prices).toEqual([]);
    expect(report.broken).toBe(1);
    const text = formatReport(report);
    expect(text.split('\n')).toHaveLength(2);
    expect(text).toContain('http://127.0.0.1:9 (price-service) could not be reached');
    expect(text).toContain('Contract 2: NOT CHECKED');
    expect(text).not.toContain('BROKEN');
  });
});

/** The built command, as `npm run check-upstream -- <url>` runs it. */
function runCli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const entry = new URL('../../dist/server/upstream-check/main.js', import.meta.url).pathname;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [entry, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run check-upstream', () => {
  it('exits 0 when every reply fits, 1 when one breaks, 2 on a wrong command line', async () => {
    const clean = await runCli([sandbox.url]);
    expect(clean.code).toBe(0);
    expect(clean.stdout).toContain('Contract 2: every reply fits.');

    await queueFault(sandbox, 'token_price', 'bad-json');
    const broken = await runCli([sandbox.url, '--amounts', '1']);
    expect(broken.code).toBe(1);
    expect(broken.stdout).toMatch(/broken: bad-json: token_price replied with malformed JSON$/m);

    const usage = await runCli(['not a url']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('usage: npm run check-upstream');
    expect((await runCli([sandbox.url, '--timeout-ms', '-5'])).code).toBe(2);
  });
});
