import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTestApp } from '../test-support/harness.js';
import { control, queueFault } from '../test-support/sandbox-control.js';
import { useTestSandbox } from '../test-support/site-over-sandbox.js';
import { testUpstreamSettings } from '../test-support/upstream-settings.js';
import { priceServiceCodec } from './codecs/price-service.codec.js';
import { createUpstreamFromCodec } from './transport.js';
import type { CreateRequest } from './upstream-port.js';
import type { UpstreamSettings } from './upstream-settings.js';
import { UpstreamError } from './upstream-error.js';

// The one transport every protocol rides, here under the price service's codec: coalescing,
// retry, deadlines, the late creation, failure kinds and the breaker.

const sandbox = useTestSandbox();

/** A client whose breaker opens after 4 calls, half of them failed, and half-opens after 600 ms. */
const createUpstreamClient = ({ url, ...overrides }: Partial<UpstreamSettings> & { url: string }) =>
  createUpstreamFromCodec(
    priceServiceCodec,
    testUpstreamSettings(url, {
      breaker: { errorPercent: 50, volume: 4, resetMs: 600 },
      ...overrides,
    }),
  );

const ORDER: CreateRequest = {
  from: 'BNB',
  to: 'ETH',
  amount: '1',
  address: '0x52908400098527886E0F7030069857D2E4169EE7',
  route: [[0.19, 0.032, 81, 'BNB>XMR>ETH']],
};
afterEach(() => control(sandbox, 'DELETE', '/faults'));

/** The faults still waiting for a call to this sandbox endpoint. */
async function pendingFaults(endpoint: string): Promise<unknown> {
  const { faults } = (await control(sandbox, 'GET', '/faults')) as {
    faults: Record<string, unknown>;
  };
  return faults[endpoint];
}

/** A stand-in upstream that counts price calls and answers slowly, to observe coalescing. */
async function countingUpstream() {
  let calls = 0;
  const server: Server = createServer((req, res) => {
    calls += 1;
    req.resume();
    setTimeout(() => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ exchangeFlow_list: [[2, 0.1, 100, 'BNB>XMR>ETH']] }));
    }, 150);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls: () => calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the upstream transport', () => {
  it('shares one upstream call between identical concurrent price requests', async () => {
    const upstream = await countingUpstream();
    const client = createUpstreamClient({ url: upstream.url });
    try {
      const pair = { from: 'BNB', to: 'ETH', amount: '1' } as const;
      const replies = await Promise.all(Array.from({ length: 20 }, () => client.quote(pair)));
      expect(replies.every((reply) => reply.estimate === 2)).toBe(true);
      expect(upstream.calls()).toBe(1);
      await client.quote({ ...pair, amount: '2' });
      expect(upstream.calls()).toBe(2);
    } finally {
      await client.close();
      await upstream.close();
    }
  });

  it('retries a price call once after a dropped connection, never an exchange', async () => {
    let requests = 0;
    const server = createServer((req, res) => {
      requests += 1;
      // Every odd request has its connection cut before any reply.
      if (requests % 2 === 1) {
        req.socket.destroy();
        return;
      }
      req.resume();
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ exchangeFlow_list: [[2, 0.1, 100, 'BNB>XMR>ETH']] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const client = createUpstreamClient({ url });
    try {
      const reply = await client.quote({ from: 'BNB', to: 'ETH', amount: '1' });
      expect(reply.estimate).toBe(2);
      expect(requests).toBe(2);
      await expect(client.create(ORDER)).rejects.toMatchObject({ kind: 'network' });
      expect(requests).toBe(3);
    } finally {
      await client.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('gives up at the deadline on an upstream that trickles its reply', async () => {
    const server = createServer((req, res) => {
      req.resume();
      res.writeHead(200, { 'content-type': 'application/json' });
      // A byte every 300 ms never trips an idle timeout of 1 s.
      const drip = setInterval(() => res.write(' '), 300);
      res.on('close', () => clearInterval(drip));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const client = createUpstreamClient({ url });
    const started = Date.now();
    try {
      await expect(client.status('A'.repeat(22))).rejects.toMatchObject({ kind: 'timeout' });
      // connect + headers + body = 3 s
      expect(Date.now() - started).toBeLessThan(4500);
    } finally {
      await client.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('keeps an exchange creation open past the usual timeouts, so a late reply still arrives', async () => {
    const client = createUpstreamClient({ url: sandbox.url, createLateReplyMs: 3000 });
    try {
      // twice the 1 s headers timeout: a price or status call would have been cut long before
      await control(sandbox, 'POST', '/faults', {
        endpoint: 'token_exchange',
        fault: 'late',
        delayMs: 2000,
      });
      const reply = await client.create(ORDER);
      expect(reply.kind).toBe('created');
    } finally {
      await client.close();
    }
  });

  it('classifies replies without a message and with an unknown message', async () => {
    const client = createUpstreamClient({ url: sandbox.url, createLateReplyMs: 1000 });
    const form = { ...ORDER, address: '0x0' };
    try {
      await queueFault(sandbox, 'token_exchange', 'no-message');
      await expect(client.create(form)).rejects.toMatchObject({ kind: 'no-message' });
      await queueFault(sandbox, 'token_exchange', 'unknown-message');
      await expect(client.create(form)).rejects.toMatchObject({ kind: 'unknown-message' });
      await queueFault(sandbox, 'token_exchange', 'hang');
      await expect(client.create(form)).rejects.toMatchObject({ kind: 'timeout' });
    } finally {
      await client.close();
    }
  });

  it('opens the circuit after repeated failures, fails fast, then closes again', async () => {
    const client = createUpstreamClient({ url: sandbox.url });
    let opened = 0;
    client.onCircuitOpen(() => (opened += 1));
    const status = () => client.status('A'.repeat(22));
    try {
      await queueFault(sandbox, 'exchange_status', 'http500', 4);
      for (let i = 0; i < 4; i++) await expect(status()).rejects.toBeInstanceOf(UpstreamError);
      expect(opened).toBe(1);
      await queueFault(sandbox, 'exchange_status', 'hang');
      await expect(status()).rejects.toMatchObject({ kind: 'circuit-open' });
      // failed fast: the call never reached the upstream, whose hang is still waiting for one
      expect(await pendingFaults('exchange_status')).toEqual([{ fault: 'hang', count: 1 }]);
      expect(await client.isReachable()).toBe(false);
      await control(sandbox, 'DELETE', '/faults');
      // once the reset time is over, a trial call goes through and closes the circuit
      const reply = await vi.waitFor(() => status(), { timeout: 5000, interval: 50 });
      expect(reply).toBeNull();
      await expect(status()).resolves.toBeDefined();
    } finally {
      await client.close();
    }
  });
});

describe('the site while the upstream keeps failing', () => {
  it('answers 502 at once instead of piling up requests', async () => {
    const app = await startTestApp(sandbox.url, {
      tuning: { breaker: { volume: 3, resetMs: 60_000 } },
    });
    try {
      await queueFault(sandbox, 'token_price', 'http500', 3);
      for (let i = 0; i < 3; i++)
        await request(app.url).get('/api/price?from=BNB&to=ETH&amount=1').expect(502);
      await queueFault(sandbox, 'token_price', 'hang');
      const res = await request(app.url).get('/api/price?from=BNB&to=ETH&amount=1').expect(502);
      expect(res.body.error.code).toBe('UPSTREAM_FAILED');
      // answered without asking the upstream: its hang is still queued
      expect(await pendingFaults('token_price')).toEqual([{ fault: 'hang', count: 1 }]);
    } finally {
      await app.close();
    }
  });
});
