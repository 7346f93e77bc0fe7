import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView } from '../../shared/contract/api.js';
import type { RunningSandbox } from '../sandbox/sandbox.js';
import { startChangenowTestApp, startTestSandbox, type TestApp } from '../test-support/harness.js';
import { orderOnQuote } from '../test-support/order-requests.js';
import { decodeQrPng } from './test-support/decode-qr-png.js';

// For a deposit that must carry a destination tag, the code the server draws into the
// script-free order page encodes the address with its tag (shared/deposit-qr.ts), the same text
// the page looks the drawn code up by.

let sandbox: RunningSandbox;
let app: TestApp;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  app = await startChangenowTestApp(sandbox, { rendered: true });
});
afterAll(async () => {
  await app?.close();
  await sandbox?.close();
});

describe('the order page of a deposit with a destination tag', () => {
  it('draws the deposit QR code with the tag in it, and labels it so', async () => {
    const created = await orderOnQuote(app.url, 'XRP', '100');
    expect(created.status).toBe(201);
    const { orderId } = (await created.json()) as { orderId: string };
    const order = (await (await fetch(`${app.url}/api/orders/${orderId}`)).json()) as OrderView;
    expect(order.send.memo).toMatch(/^\d+$/);

    const html = await (await fetch(`${app.url}/order/${orderId}`)).text();
    const qr =
      /<img class="qr-code deposit-box__qr" src="data:image\/png;base64,([^"]+)"[^>]*alt="QR code of the XRP deposit address with its destination tag"/.exec(
        html,
      );
    expect(decodeQrPng(Buffer.from(qr?.[1] ?? '', 'base64'))).toBe(
      `${order.send.address}?dt=${order.send.memo}`,
    );
  });
});
