import { createHash } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logging/logger.js';
import { startRedisServer } from '../test-support/redis-server.js';
import { startTestApp, withTestApp } from '../test-support/harness.js';
import { useTestSandbox } from '../test-support/site-over-sandbox.js';
import { createRedisIdempotencyStore } from '../stores/redis-idempotency.js';
import { connectRedis, type SharedStore } from '../stores/redis.js';

const sandbox = useTestSandbox();

const ID = 'A'.repeat(22);

describe('rate limits', () => {
  it('answers 429 in the shared error shape after the configured count, with RateLimit headers', async () => {
    await withTestApp(sandbox.url, { env: { RATE_LIMIT_STATUS: '3' } }, async (app) => {
      for (let i = 0; i < 3; i++) {
        const res = await request(app.url).get(`/api/orders/${ID}`);
        expect(res.status).toBe(404);
        expect(res.headers['ratelimit-policy']).toBe('3;w=60');
        expect(res.headers['ratelimit']).toMatch(
          new RegExp(`^limit=3, remaining=${2 - i}, reset=\\d+$`),
        );
      }
      const limited = await request(app.url).get(`/api/orders/${ID}`).expect(429);
      expect(limited.body.error.code).toBe('RATE_LIMITED');
      expect(limited.body.error.message).toMatch(/Too many/);
      expect(limited.body.error.params).toEqual({ what: 'status' });
      // seconds until the window ends: within the configured minute
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
      // Other routes have their own count.
      await request(app.url).get('/api/price?from=BNB&to=ETH&amount=1').expect(200);
      // express-rate-limit checks its settings on the first requests: it found nothing to say
      expect(app.logs.join('\n')).not.toMatch(/ERR_ERL|WRN_ERL|express-rate-limit/);
    });
  });

  it('sends no hash of the visitor IP in any header or log line', async () => {
    await withTestApp(sandbox.url, { env: { RATE_LIMIT_STATUS: '1' } }, async (app) => {
      const ok = await request(app.url).get(`/api/orders/${ID}`);
      const limited = await request(app.url).get(`/api/orders/${ID}`).expect(429);
      // draft-7: the numbers and nothing else, so nothing derived from the visitor's key
      expect(ok.headers['ratelimit-policy']).toBe('1;w=60');
      expect(ok.headers['ratelimit']).toMatch(/^limit=1, remaining=0, reset=\d+$/);
      expect(limited.headers['ratelimit']).toMatch(/^limit=1, remaining=0, reset=\d+$/);
      expect(limited.headers['retry-after']).toMatch(/^\d+$/);
      // express-rate-limit's pk= is base64(hex(sha256(ip)).slice(0, 12)): reversible by trying all IPv4.
      const hashes = ['127.0.0.1', '::ffff:127.0.0.1', '::1'].flatMap((ip) => {
        const hex = createHash('sha256').update(ip).digest('hex');
        return [
          hex.slice(0, 12),
          Buffer.from(hex.slice(0, 12)).toString('base64'),
          hex.slice(0, 8),
        ];
      });
      const seen = [JSON.stringify(ok.headers), JSON.stringify(limited.headers), ...app.logs].join(
        '\n',
      );
      expect(seen).not.toMatch(/pk=/);
      for (const hash of hashes) expect(seen).not.toContain(hash);
      expect(seen).not.toContain('127.0.0.1');
    });
  });

  it('limits order creation separately and applies the global limit to every API call', async () => {
    await withTestApp(
      sandbox.url,
      {
        env: { RATE_LIMIT_ORDERS: '1', RATE_LIMIT_GLOBAL: '4' },
      },
      async (app) => {
        const post = () =>
          request(app.url).post('/api/orders').set('content-type', 'application/json').send('{}');
        expect((await post()).status).toBe(400);
        expect((await post()).status).toBe(429);
        await request(app.url).get('/api/nope').expect(404);
        await request(app.url).get('/api/nope').expect(404);
        await request(app.url).get('/api/nope').expect(429);
      },
    );
  });

  it('keys visitors by the address the trusted proxy reports, and by /56 for IPv6', async () => {
    await withTestApp(
      sandbox.url,
      {
        env: { RATE_LIMIT_STATUS: '1', TRUST_PROXY: '1' },
      },
      async (app) => {
        const from = (ip: string) =>
          request(app.url).get(`/api/orders/${ID}`).set('X-Forwarded-For', ip);
        expect((await from('203.0.113.7')).status).toBe(404);
        expect((await from('203.0.113.7')).status).toBe(429);
        expect((await from('203.0.113.8')).status).toBe(404);
        expect((await from('2001:db8:abcd:1200::1')).status).toBe(404);
        // Same /56, different host: same visitor.
        expect((await from('2001:db8:abcd:12ff::9')).status).toBe(429);
      },
    );
  });
});

describe('with Redis', () => {
  let redisServer: Awaited<ReturnType<typeof startRedisServer>>;
  const clients: SharedStore[] = [];
  beforeAll(async () => {
    redisServer = await startRedisServer();
  });
  afterAll(async () => {
    await Promise.all(clients.map((shared) => shared.client.quit()));
    await redisServer.stop();
  });

  async function replica(env: Record<string, string>) {
    const client = await connectRedis(redisServer.url, createLogger('silent'));
    clients.push(client);
    return startTestApp(sandbox.url, {
      env: { REDIS_URL: redisServer.url, ...env },
      redis: client,
      idempotency: createRedisIdempotencyStore(client),
    });
  }

  it('shares one count between two app instances', async () => {
    const env = { RATE_LIMIT_STATUS: '4' };
    const [one, two] = [await replica(env), await replica(env)];
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const target = i % 2 === 0 ? one : two;
        statuses.push((await request(target.url).get(`/api/orders/${ID}`)).status);
      }
      expect(statuses).toEqual([404, 404, 404, 404, 429, 429]);
      // each limiter's shared count is its own (no double count of one key)
      await request(one.url).get('/api/price?from=BNB&to=ETH&amount=1').expect(200);
      expect([...one.logs, ...two.logs].join('\n')).not.toMatch(/ERR_ERL|WRN_ERL/);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
