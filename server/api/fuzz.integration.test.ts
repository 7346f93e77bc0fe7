import { describe, expect, it } from 'vitest';
import { useSiteOverSandbox } from '../test-support/site-over-sandbox.js';

const site = useSiteOverSandbox();

/** A seeded generator so a failure can be replayed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick };
}

const NASTY = [
  '',
  ' ',
  '-1',
  '0',
  '1e308',
  'NaN',
  'Infinity',
  '9'.repeat(400),
  '0x52908400098527886E0F7030069857D2E4169EE7',
  "1' OR '1'='1",
  '; DROP TABLE orders; --',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '\u202eBNB',
  'ЕТН',
  '🙂'.repeat(30),
  'BNB',
  'ETH',
  'null',
  'true',
  '{}',
  '[]',
  'a'.repeat(22),
];
const JSON_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  'BNB',
  'x'.repeat(5000),
  [],
  [[]],
  [[1, 2, 3, 'a'.repeat(300)]],
  {},
  { $gt: '' },
  ...NASTY,
];

function badRequest(random: ReturnType<typeof generator>): { path: string; init: RequestInit } {
  const kind = random.pick(['price', 'order', 'status', 'raw-body', 'method'] as const);
  if (kind === 'price') {
    const params = new URLSearchParams();
    for (const field of ['from', 'to', 'amount', random.pick(['extra', 'amount', 'from'])]) {
      if (random.next() < 0.85) params.append(field, random.pick(NASTY));
    }
    return { path: `/api/price?${params.toString()}`, init: {} };
  }
  if (kind === 'status') {
    return { path: `/api/orders/${encodeURIComponent(random.pick(NASTY)) || 'x'}`, init: {} };
  }
  if (kind === 'order') {
    const body: Record<string, unknown> = {};
    for (const field of [
      'from',
      'to',
      'amount',
      'address',
      'route',
      random.pick(['admin', '__proto__', 'route']),
    ]) {
      if (random.next() < 0.85) body[field] = random.pick(JSON_VALUES);
    }
    return {
      path: '/api/orders',
      init: {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'Idempotency-Key': random.pick([
            '',
            'k',
            'valid-key-123',
            'has spaces in it',
            'x'.repeat(200),
          ]),
        },
        body: JSON.stringify(body),
      },
    };
  }
  if (kind === 'raw-body') {
    return {
      path: '/api/orders',
      init: {
        method: 'POST',
        headers: {
          'content-type': random.pick([
            'application/json',
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/json; charset=latin1',
          ]),
        },
        body: random.pick([
          '{',
          '{"from":',
          'x'.repeat(20_000),
          '[]',
          'null',
          '"string"',
          '{"a":1}'.repeat(3000),
        ]),
      },
    };
  }
  return {
    path: random.pick(['/api/price', '/api/orders', '/api/orders/x']),
    init: { method: random.pick(['PUT', 'DELETE', 'PATCH']) },
  };
}

describe('fuzzing the API with bad requests', () => {
  it('answers 2,000 generated bad requests with 4xx only and keeps serving', async () => {
    const random = generator(20261121);
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    const batch = 25;
    for (let sent = 0; sent < 2000; sent += batch) {
      await Promise.all(
        Array.from({ length: batch }, async () => {
          const { path, init } = badRequest(random);
          const res = await fetch(site.app.url + path, init);
          const text = await res.text();
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status < 400 || res.status >= 500)
            failures.push(`${res.status} ${init.method ?? 'GET'} ${path.slice(0, 80)}`);
          else if (!text.includes('"error"'))
            failures.push(`no error body: ${res.status} ${path.slice(0, 80)}`);
        }),
      );
    }
    expect(failures.slice(0, 10)).toEqual([]);
    expect([...statuses.keys()].every((status) => status >= 400 && status < 500)).toBe(true);
    const health = await fetch(`${site.app.url}/api/price?from=BNB&to=ETH&amount=1`);
    expect(health.status).toBe(200);
  }, 120_000);
});
