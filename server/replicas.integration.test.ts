import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { quote, VALID_ETH_ADDRESS } from './test-support/order-requests.js';
import { useRedisServer } from './test-support/redis-server.js';
import { useTestSandbox } from './test-support/site-over-sandbox.js';
import {
  REPLICA_ENV,
  startServerProcess,
  type ServerProcess,
} from './test-support/server-process.js';

// Two real server processes sharing one real redis-server, relaying to one sandbox: what
// docker-compose runs, proven here without a Docker engine.

const sandbox = useTestSandbox();
const redis = useRedisServer();
const processes: ServerProcess[] = [];

// before the redis-server and the sandbox stop (after-hooks run last registered first)
afterAll(() => {
  for (const server of processes) if (server.child.exitCode === null) server.child.kill('SIGKILL');
});

async function replicas(env: Record<string, string> = {}): Promise<[ServerProcess, ServerProcess]> {
  const shared = {
    ...REPLICA_ENV,
    PRICE_SERVICE_URL: sandbox.url,
    REDIS_URL: redis.url,
    ...env,
  };
  const pair = await Promise.all([startServerProcess(shared), startServerProcess(shared)]);
  processes.push(...pair);
  return pair;
}

async function stop(...servers: ServerProcess[]) {
  for (const server of servers) {
    if (server.child.exitCode === null) server.child.kill('SIGTERM');
    await server.exited;
  }
}

/** Runs `use` against two fresh replicas, then stops both, whatever happened. */
async function withReplicas(
  env: Record<string, string>,
  use: (a: ServerProcess, b: ServerProcess) => Promise<void>,
): Promise<void> {
  const [a, b] = await replicas(env);
  try {
    await use(a, b);
  } finally {
    await stop(a, b);
  }
}

async function orderBody(url: string) {
  const { route } = await quote(url);
  return JSON.stringify({ from: 'BNB', to: 'ETH', amount: '1', address: VALID_ETH_ADDRESS, route });
}

const post = (url: string, body: string, key?: string) =>
  fetch(`${url}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
    body,
  });

describe('several replicas on one Redis', () => {
  it('share one rate-limit count: requests spread over both hit 429 at the configured total', async () => {
    await withReplicas({ RATE_LIMIT_STATUS: '6' }, async (a, b) => {
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) {
        const res = await fetch(`${(i % 2 ? b : a).url}/api/orders/${'Q'.repeat(22)}`);
        statuses.push(res.status);
      }
      expect(statuses.filter((status) => status === 404)).toHaveLength(6);
      expect(statuses.slice(6)).toEqual([429, 429, 429, 429]);
    });
  });

  it('create one order for one Idempotency-Key sent to both replicas at once', async () => {
    await withReplicas({}, async (a, b) => {
      const body = await orderBody(a.url);
      const replies = await Promise.all([
        post(a.url, body, 'replica-key-0001'),
        post(b.url, body, 'replica-key-0001'),
      ]);
      const again = await post(b.url, body, 'replica-key-0001');
      const ids = await Promise.all(
        [...replies, again].map(async (res) => ((await res.json()) as { orderId: string }).orderId),
      );
      expect([...replies, again].map((res) => res.status)).toEqual([201, 201, 201]);
      expect(new Set(ids).size).toBe(1);
    });
  });

  it('lose no accepted order when one replica is killed mid-load', async () => {
    await withReplicas({}, async (a, b) => {
      const body = await orderBody(a.url);
      const accepted: string[] = [];
      const onA: number[] = [];
      const onB: number[] = [];
      const load = async (server: ServerProcess, results: number[]) => {
        for (let i = 0; i < 25; i++) {
          try {
            const res = await post(server.url, body);
            results.push(res.status);
            if (res.status === 201)
              accepted.push(((await res.json()) as { orderId: string }).orderId);
          } catch {
            results.push(0); // refused: the replica is gone, nothing was accepted
          }
        }
      };
      const running = Promise.all([load(a, onA), load(b, onB)]);
      await vi.waitFor(
        () => expect(onA.filter((status) => status === 201).length).toBeGreaterThan(2),
        {
          timeout: 10_000,
          interval: 5,
        },
      );
      a.child.kill('SIGKILL');
      await running;

      // a was killed mid-load: some orders taken, the rest refused; b took all of its own
      expect(onA).toContain(201);
      expect(onA).toContain(0);
      expect(onB).toEqual(Array.from({ length: 25 }, () => 201));
      // Every order either replica accepted can be tracked through the survivor.
      for (const orderId of accepted) {
        expect((await fetch(`${b.url}/api/orders/${orderId}`)).status).toBe(200);
      }
    });
  });
});

describe('graceful shutdown', () => {
  /** A stand-in upstream that answers each call after a delay, so requests are in flight. */
  async function slowUpstream(
    delayMs: number,
  ): Promise<{ url: string; server: Server; received: () => number }> {
    const target = new URL(sandbox.url);
    let received = 0;
    const server = createServer((req, res) => {
      // the calls under test; the site's HEAD at start (is this upstream a sandbox?) is not one
      if (req.method !== 'HEAD') received += 1;
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () =>
        setTimeout(() => {
          const forward = httpRequest(
            {
              host: target.hostname,
              port: target.port,
              path: req.url,
              method: req.method,
              headers: req.headers,
            },
            (reply) => {
              res.writeHead(reply.statusCode ?? 502, reply.headers);
              reply.pipe(res);
            },
          );
          forward.end(Buffer.concat(chunks));
        }, delayMs),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      server,
      received: () => received,
    };
  }

  it('lets in-flight requests finish after SIGTERM, then exits 0 and refuses new ones', async () => {
    const upstream = await slowUpstream(800);
    const server = await startServerProcess({
      PRICE_SERVICE_URL: upstream.url,
      SHUTDOWN_TIMEOUT_MS: '5000',
    });
    processes.push(server);
    try {
      const inFlight = Array.from({ length: 5 }, (_, i) =>
        fetch(`${server.url}/api/price?from=BNB&to=ETH&amount=${i + 1}`).then((res) => res.status),
      );
      // all five are in flight once the upstream holds them
      await vi.waitFor(() => expect(upstream.received()).toBe(5), { timeout: 5000, interval: 5 });
      server.child.kill('SIGTERM');
      expect(await Promise.all(inFlight)).toEqual([200, 200, 200, 200, 200]);
      expect(await server.exited).toBe(0);
      await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    } finally {
      upstream.server.close();
    }
  });
});
