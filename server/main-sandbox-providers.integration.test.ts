import { describe, expect, it } from 'vitest';
import { depositAddressFor } from './sandbox/deposit-address.js';
import type { RunningSandbox } from './sandbox/sandbox.js';
import { createOrder, VALID_ETH_ADDRESS } from './test-support/order-requests.js';
import { control } from './test-support/sandbox-control.js';
import { freePort, startServerProcess, trackProcesses } from './test-support/server-process.js';
import type { OrderView, PriceQuote } from '../shared/contract/api.js';

// The built entry point as a new user first runs it (`npm start`: NODE_ENV unset, nothing named):
// the embedded sandbox plays two providers, one dialect each, so a quote carries private offers
// through Monero and a private order runs to its end inside the one sandbox, driven through its
// control API. PROVIDERS=sandbox asks for the same anywhere; tests otherwise keep one upstream.

const track = trackProcesses();
const BTC_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';

interface Listed {
  providerId: string;
  send: { symbol: string; address: string };
  receive: { symbol: string; address: string };
}

/** The site as the environment given starts it, and its embedded sandbox's control API. */
async function startSite(env: Record<string, string | undefined>) {
  const sandboxPort = await freePort();
  const server = await track(
    startServerProcess({ SANDBOX_PORT: String(sandboxPort), SANDBOX_PRESET: 'fast', ...env }),
  );
  const sandbox: RunningSandbox = { url: `http://127.0.0.1:${sandboxPort}`, close: async () => {} };
  const quote = async () =>
    (await (
      await fetch(`${server.url}/api/price?from=ETH&to=BTC&amount=0.5`)
    ).json()) as PriceQuote;
  return { server, sandbox, quote };
}

describe('the embedded sandbox as two providers', () => {
  it('is what a first run shows: private offers, and a private order through both legs to finished', async () => {
    const { server, sandbox, quote } = await startSite({ NODE_ENV: undefined });
    expect(server.output()).toContain(
      'SANDBOX MODE: the simulated upstream plays the providers change (changenow) and stealth (stealthex)',
    );
    const quoted = await quote();
    expect(quoted.offers!.map(({ label, rating }) => [label, rating])).toEqual(
      expect.arrayContaining([
        ['Sandbox Change', 'C'],
        ['Sandbox Stealth', 'A'],
      ]),
    );
    expect(quoted.privateOffers!.map(({ provider }) => provider).sort()).toEqual([
      'change+stealth',
      'stealth+change',
    ]);
    const offer = quoted.privateOffers!.find(({ provider }) => provider === 'change+stealth')!;
    expect(offer.legs!.map(({ label, to }) => [label, to])).toEqual([
      ['Sandbox Change', 'XMR'],
      ['Sandbox Stealth', 'BTC'],
    ]);

    const created = await createOrder(
      server.url,
      {
        from: 'ETH',
        to: 'BTC',
        amount: '0.5',
        address: BTC_ADDRESS,
        refundAddress: VALID_ETH_ADDRESS,
        xmrRefundAddress: depositAddressFor('XMR'),
        estimate: String(offer.estimate),
        provider: 'change+stealth',
      },
      'first-run-private-0001',
    );
    const body = (await created.json()) as { orderId: string };
    expect(created.status, JSON.stringify(body)).toBe(201);
    const view = async () =>
      (await (await fetch(`${server.url}/api/orders/${body.orderId}`)).json()) as OrderView;
    const { list } = (await control(sandbox, 'GET', '/orders')) as { list: Listed[] };
    // leg two made first, then leg one paying out to its deposit
    const [legTwo, legOne] = list;
    expect(list).toHaveLength(2);
    expect(legOne!.receive).toMatchObject({ symbol: 'XMR', address: legTwo!.send.address });
    expect(await view()).toMatchObject({
      status: 0,
      send: { address: legOne!.send.address },
      provider: 'Sandbox Change + Sandbox Stealth',
    });

    // the visitor's coin arrives and leg one pays out: its Monero is leg two's deposit by itself
    await control(sandbox, 'POST', `/orders/${legOne!.providerId}/deposit`);
    await control(sandbox, 'POST', `/orders/${legOne!.providerId}/status`, { status: 'finished' });
    const between = await view();
    expect(between.status).toBe(2);
    expect(between.legs!.map(({ status }) => status)).toEqual([4, 1]);

    await control(sandbox, 'POST', `/orders/${legTwo!.providerId}/status`, { status: 'finished' });
    const finished = await view();
    expect(finished.status).toBe(4);
    expect(finished.legs!.map(({ status }) => status)).toEqual([4, 4]);
    expect(finished.payoutHash).toBeTruthy();
    const page = await fetch(`${server.url}/order/${body.orderId}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const label of ['Sandbox Change', 'Sandbox Stealth']) expect(html).toContain(label);
  });

  it('is what PROVIDERS=sandbox names where a run would otherwise have one sandbox', async () => {
    const named = await startSite({ NODE_ENV: 'test', PROVIDERS: 'sandbox' });
    expect((await named.quote()).privateOffers).toHaveLength(2);
    const single = await startSite({ NODE_ENV: 'test' });
    const one = await single.quote();
    expect(one.estimate).toBeGreaterThan(0);
    expect(one.privateOffers).toBeUndefined();
  });
});
