import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChangenowTestApp, startTestApp, type TestApp } from '../test-support/harness.js';
import { createOrder, orderOnQuote, quotedOrder } from '../test-support/order-requests.js';
import { control } from '../test-support/sandbox-control.js';
import { createMemoryDocumentStore } from '../stores/document-store.js';
import { useTestSandbox } from '../test-support/site-over-sandbox.js';
import { verifyCommand } from '../../shared/proof-commands.js';
import { opensslVerifies } from '../test-support/openssl-verify.js';

// Each order's guarantee and receipt, checked as a visitor would: with the openssl
// binary, against the key the site publishes.

const sandbox = useTestSandbox();

async function bytes(url: string): Promise<{ status: number; type: string; body: Buffer }> {
  const response = await fetch(url);
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    body: Buffer.from(await response.arrayBuffer()),
  };
}

async function documentOf(app: TestApp, orderId: string, kind: 'guarantee' | 'receipt') {
  const text = await bytes(`${app.url}/order/${orderId}/${kind}.txt`);
  const signature = await bytes(`${app.url}/order/${orderId}/${kind}.sig`);
  return { text, signature };
}

describe('signed documents with a ChangeNOW-compatible provider', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startChangenowTestApp(sandbox);
  });
  afterAll(() => app?.close());

  it('serves a guarantee that openssl verifies, byte for byte the same each time, and refuses a changed byte', async () => {
    const created = await orderOnQuote(app.url, 'BNB', '1');
    expect(created.status).toBe(201);
    const { orderId } = (await created.json()) as { orderId: string };
    const key = await bytes(`${app.url}/signing-key.pem`);
    expect(key.body.toString()).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);

    const first = await documentOf(app, orderId, 'guarantee');
    expect(first.text.status).toBe(200);
    expect(first.text.type).toBe('text/plain; charset=utf-8');
    expect(first.signature.body).toHaveLength(64);
    expect(await opensslVerifies(key.body, first.text.body, first.signature.body)).toBe(true);

    // what the visitor was promised, from the order as the provider recorded it
    const view = (await (await fetch(`${app.url}/api/orders/${orderId}`)).json()) as {
      send: { address: string };
      receive: { address: string };
    };
    const text = first.text.body.toString();
    expect(text).toContain(`Order id:`);
    expect(text).toContain(orderId);
    expect(text).toContain(view.send.address);
    expect(text).toContain(view.receive.address);
    expect(text).toMatch(/Amount to send: +1 BNB/);
    expect(text).toMatch(/Rate: +fixed/);
    expect(text).toContain(verifyCommand('guarantee'));

    // the same bytes on every fetch, and after the order has moved on
    await control(sandbox, 'POST', `/orders/${await providerIdOf(app, orderId)}/deposit`);
    const again = await documentOf(app, orderId, 'guarantee');
    expect(again.text.body.equals(first.text.body)).toBe(true);
    expect(again.signature.body.equals(first.signature.body)).toBe(true);

    const tampered = Buffer.from(first.text.body);
    tampered[tampered.indexOf('1 BNB')] = '9'.charCodeAt(0);
    expect(await opensslVerifies(key.body, tampered, first.signature.body)).toBe(false);
  });

  it('has no receipt until the order is final, then one naming the hashes the provider reports', async () => {
    const created = await orderOnQuote(app.url, 'BNB', '1');
    const { orderId } = (await created.json()) as { orderId: string };
    const early = await bytes(`${app.url}/order/${orderId}/receipt.txt`);
    expect(early.status).toBe(404);
    expect(early.body.toString()).toContain('No receipt yet');

    const providerId = await providerIdOf(app, orderId);
    await control(sandbox, 'POST', `/orders/${providerId}/status`, { status: 'finished' });
    const view = (await (await fetch(`${app.url}/api/orders/${orderId}`)).json()) as {
      depositHash: string;
      payoutHash: string;
      refundHash: string | null;
    };
    expect(view.depositHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(view.payoutHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(view.refundHash).toBeNull();

    const key = await bytes(`${app.url}/signing-key.pem`);
    const receipt = await documentOf(app, orderId, 'receipt');
    expect(receipt.text.status).toBe(200);
    expect(await opensslVerifies(key.body, receipt.text.body, receipt.signature.body)).toBe(true);
    const text = receipt.text.body.toString();
    expect(text).toMatch(/Final status: +Order Completed \(4\)/);
    expect(text).toContain(view.depositHash);
    expect(text).toContain(view.payoutHash);
    expect(text).toContain(`Provider order id:`);
    expect(text).toContain(providerId);
  });

  it('answers a bad order id with 400 and an unknown one with 404', async () => {
    expect((await bytes(`${app.url}/order/not-an-id/guarantee.txt`)).status).toBe(400);
    const unknown = await bytes(`${app.url}/order/AAAAAAAAAAAAAAAAAAAAAA/guarantee.sig`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.toString()).toContain('ORDER_NOT_FOUND');
  });
});

describe('signed documents with the price service', () => {
  it('signs a guarantee and invents no transaction hash the protocol does not give', async () => {
    const app = await startTestApp(sandbox.url);
    try {
      const created = await createOrder(app.url, await quotedOrder(app.url));
      const { orderId } = (await created.json()) as { orderId: string };
      const view = (await (await fetch(`${app.url}/api/orders/${orderId}`)).json()) as object;
      expect(view).not.toHaveProperty('depositHash');
      expect(view).not.toHaveProperty('payoutHash');
      const key = await bytes(`${app.url}/signing-key.pem`);
      const guarantee = await documentOf(app, orderId, 'guarantee');
      expect(await opensslVerifies(key.body, guarantee.text.body, guarantee.signature.body)).toBe(
        true,
      );
      expect(guarantee.text.body.toString()).toMatch(/Rate: +floating/);
      expect(guarantee.text.body.toString()).not.toContain('Provider order id');
      // one provider: the documents still name it (the protocol's name, without a label)
      expect(guarantee.text.body.toString()).toMatch(/^Provider: +price-service$/m);
    } finally {
      await app.close();
    }
  });
});

describe('a rotated signing key', () => {
  it('leaves each kept document verifying with the key it names', async () => {
    const pem = () =>
      generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    // two deployments one after the other, sharing the kept documents as Redis or the file would
    const documents = createMemoryDocumentStore();
    const before = await startTestApp(sandbox.url, { env: { SIGNING_KEY: pem() }, documents });
    const after = await startTestApp(sandbox.url, { env: { SIGNING_KEY: pem() }, documents });
    try {
      const created = await createOrder(before.url, await quotedOrder(before.url));
      const { orderId } = (await created.json()) as { orderId: string };
      const oldKey = await bytes(`${before.url}/signing-key.pem`);
      const signed = await documentOf(before, orderId, 'guarantee');

      const later = await documentOf(after, orderId, 'guarantee');
      expect(later.text.body.equals(signed.text.body)).toBe(true);
      expect(await opensslVerifies(oldKey.body, later.text.body, later.signature.body)).toBe(true);
      const newKey = await bytes(`${after.url}/signing-key.pem`);
      expect(newKey.body.equals(oldKey.body)).toBe(false);

      // a visitor after the change follows the document itself: the path it names, on the new site
      const named = /public key at (\/signing-key\/[0-9a-f]{64}\.pem)/.exec(
        later.text.body.toString(),
      );
      const fetched = await bytes(`${after.url}${named?.[1]}`);
      expect(fetched.status).toBe(200);
      expect(fetched.body.equals(oldKey.body)).toBe(true);
      expect(await opensslVerifies(fetched.body, later.text.body, later.signature.body)).toBe(true);
      // and the order page points at that key, not today's
      const view = (await (await fetch(`${after.url}/api/orders/${orderId}`)).json()) as {
        signingKeys?: { guarantee?: string };
      };
      expect(`/signing-key/${view.signingKeys?.guarantee}.pem`).toBe(named?.[1]);
      const page = await (await fetch(`${after.url}/order/${orderId}`)).text();
      expect(page).toContain(`href="${named?.[1]}"`);
    } finally {
      await Promise.all([before.close(), after.close()]);
    }
  });
});

/** The provider's id of one of our orders, as its guarantee names it. */
async function providerIdOf(app: TestApp, orderId: string): Promise<string> {
  const text = await (await fetch(`${app.url}/order/${orderId}/guarantee.txt`)).text();
  const id = /Provider order id: +(\S+)/.exec(text)?.[1];
  if (!id) throw new Error(`no provider id in the guarantee:\n${text}`);
  return id;
}
