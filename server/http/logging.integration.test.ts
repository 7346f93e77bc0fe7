import { afterAll, describe, expect, it } from 'vitest';
import { createOrder, quotedOrder, VALID_ETH_ADDRESS } from '../test-support/order-requests.js';
import { control, queueFault } from '../test-support/sandbox-control.js';
import { useSiteOverSandbox } from '../test-support/site-over-sandbox.js';
import { startSmtp } from '../test-support/smtp.js';
import { eventually } from '../test-support/eventually.js';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
const site = useSiteOverSandbox(async () => {
  smtp = await startSmtp();
  return { env: { TRUST_PROXY: '1', SMTP_URL: smtp.url } };
});
afterAll(() => smtp.close());

const VISITOR_IP = '198.51.100.23';

describe('logs', () => {
  it('never hold the address, the deposit address, the full order id or the visitor IP', async () => {
    const headers = { 'X-Forwarded-For': VISITOR_IP };
    const orderBody = await quotedOrder(site.app.url);
    const created = await fetch(`${site.app.url}/api/orders`, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': 'application/json',
        'Idempotency-Key': 'log-test-key-1',
      },
      body: JSON.stringify(orderBody),
    });
    const { orderId } = (await created.json()) as { orderId: string };
    await control(site.sandbox, 'POST', `/orders/${orderId}/deposit`);
    const tracked = await fetch(`${site.app.url}/api/orders/${orderId}`, { headers });
    const order = (await tracked.json()) as { send: { address: string } };
    await queueFault(site.sandbox, 'exchange_status', 'http500');
    await fetch(`${site.app.url}/api/orders/${orderId}`, { headers });

    const all = site.app.logs.join('\n');
    expect(site.app.logs.length).toBeGreaterThanOrEqual(4);
    for (const secret of [
      VALID_ETH_ADDRESS,
      VALID_ETH_ADDRESS.toLowerCase(),
      order.send.address,
      orderId,
      VISITOR_IP,
    ]) {
      expect(all).not.toContain(secret);
    }
    // What they do hold: request id, method, a masked path, status and duration.
    const line = site.app.logs
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((entry) => entry.res);
    expect(line).toMatchObject({
      req: { method: expect.any(String), path: expect.any(String), id: expect.any(String) },
    });
    expect(line).toHaveProperty('durationMs');
    expect(all).toContain('/api/orders/#');
    expect(all).toContain('"path":"/api/price"');
  });

  it('log a failed price call once as an error and once as its access line, both with the id the visitor was given', async () => {
    await queueFault(site.sandbox, 'token_price', 'http500');
    const res = await fetch(`${site.app.url}/api/price?from=BNB&to=ETH&amount=1.5`);
    expect(res.status).toBe(502);
    const { error } = (await res.json()) as { error: { requestId: string } };
    expect(res.headers.get('x-request-id')).toBe(error.requestId);

    const lines = () =>
      site.app.logs
        .map((text) => JSON.parse(text) as { req?: { id?: string }; msg?: string; level?: string })
        .filter((entry) => entry.req?.id === error.requestId);
    const [failure, access] = await eventually(lines, (found) => found.length >= 2, {
      what: 'the error line and the access line',
    });
    expect(failure).toMatchObject({
      level: 'error',
      req: { method: 'GET', path: '/api/price' },
      code: 'UPSTREAM_FAILED',
      upstream: 'token_price',
      err: { type: 'UpstreamError' },
    });
    // the error's kind and message only: no stack with file paths
    expect(JSON.stringify(failure)).not.toContain('stack');
    expect(access).toMatchObject({
      level: 'error',
      msg: 'GET /api/price 502',
      res: { status: 502 },
      durationMs: expect.any(Number),
    });
    expect(lines()).toHaveLength(2);
  });

  it('alerts support about a broken exchange reply without any address in the mail', async () => {
    const orderBody = await quotedOrder(site.app.url);
    await queueFault(site.sandbox, 'token_exchange', 'no-message');
    const res = await createOrder(site.app.url, orderBody);
    expect(res.status).toBe(502);
    const { error } = (await res.json()) as { error: { requestId: string } };
    await eventually(
      () => smtp.mails.length,
      (count) => count > 0,
      { what: 'the alert mail' },
    );
    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0]!.raw;
    expect(mail).toContain('One of 3 API is not working. Unknown error.');
    expect(mail).toContain(error.requestId);
    expect(mail).toContain('BNB>ETH');
    expect(mail).not.toContain(VALID_ETH_ADDRESS);
  });

  it('names the code and kind of every failure on its access line, refusals the site makes itself too', async () => {
    const before = site.app.logs.length;
    await queueFault(site.sandbox, 'token_exchange', 'http500');
    const failed = await createOrder(site.app.url, await quotedOrder(site.app.url));
    expect(failed.status).toBe(502);
    const lines = site.app.logs
      .slice(before)
      .map(
        (text) => JSON.parse(text) as { res?: { status: number }; code?: string; kind?: string },
      );
    const access = lines.find((entry) => entry.res?.status === 502);
    expect(access).toMatchObject({ code: 'UPSTREAM_FAILED', kind: 'http-status' });
    // an idempotency conflict (a 4xx the site decides) says its code too
    const order = await quotedOrder(site.app.url);
    const headers = { 'content-type': 'application/json', 'Idempotency-Key': 'log-kind-key-1' };
    await fetch(`${site.app.url}/api/orders`, {
      method: 'POST',
      headers,
      body: JSON.stringify(order),
    });
    const conflict = await fetch(`${site.app.url}/api/orders`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...order, amount: '2' }),
    });
    expect(conflict.status).toBe(409);
    const warned = site.app.logs
      .map((text) => JSON.parse(text) as { res?: { status: number }; code?: string; kind?: string })
      .find((entry) => entry.res?.status === 409);
    expect(warned).toMatchObject({ code: 'IDEMPOTENCY_CONFLICT', kind: 'refused' });
  });
});
