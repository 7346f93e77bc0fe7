import { describe, expect, it } from 'vitest';
import { withTestApp } from '../test-support/harness.js';
import { createOrder, quotedOrder } from '../test-support/order-requests.js';
import { control } from '../test-support/sandbox-control.js';
import { useTestSandbox } from '../test-support/site-over-sandbox.js';

// A repeat of an order whose creation the upstream never answers: it waited out the upstream's
// whole deadline (about 24 s in production) for its 409. It is answered within a moment now.

const sandbox = useTestSandbox();

describe('a repeat of a key whose first order is still with a hanging upstream', () => {
  it('gets its 409 with Retry-After within a moment, not after the upstream deadline', async () => {
    // the creation is held for 10 s (the visitor's first answer, a 504, comes at 1.5 s)
    await withTestApp(sandbox.url, { createLateReplyMs: 10_000 }, async (app) => {
      const body = await quotedOrder(app.url);
      await control(sandbox, 'POST', '/faults', { endpoint: 'token_exchange', fault: 'hang' });
      const first = await createOrder(app.url, body, 'hanging-key-0001');
      expect(first.status).toBe(504);
      const startedAt = Date.now();
      const repeat = await createOrder(app.url, body, 'hanging-key-0001');
      const tookMs = Date.now() - startedAt;
      expect(repeat.status).toBe(409);
      expect(((await repeat.json()) as { error: { code: string } }).error.code).toBe(
        'IDEMPOTENCY_CONFLICT',
      );
      expect(Number(repeat.headers.get('retry-after'))).toBeGreaterThan(0);
      // the upstream's deadline here is 6 s; the repeat waited at most the 2 s a double click needs
      expect(tookMs).toBeLessThan(3500);
    });
  }, 30_000);
});
