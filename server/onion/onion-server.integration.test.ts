import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { rawExchange, slowOrderRequest } from '../test-support/raw-exchange.js';
import { useTestSandbox } from '../test-support/site-over-sandbox.js';
import { startOnionSite, type OnionSite } from './test-support/onion-site.js';
import { exchange, get, proxyLine, responsesIn } from './test-support/tor-client.js';

const sandbox = useTestSandbox();
const ORDER = `/api/orders/${'A'.repeat(22)}`;

let site: OnionSite | null = null;

async function start(
  env: Record<string, string> = {},
  proxyLineTimeoutMs?: number,
  requestTimeoutMs = 30_000,
) {
  site = await startOnionSite(
    sandbox.url,
    { rendered: true, env },
    { requestTimeoutMs, proxyLineTimeoutMs },
  );
  return site.port;
}

afterEach(async () => {
  await site?.close();
  site = null;
});

const statuses = (received: string) => responsesIn(received).map((response) => response.status);

describe('the listener for tor', () => {
  it('serves pages and the API after tor’s PROXY line, even in the same packet', async () => {
    const port = await start();
    const page = await exchange(port, [proxyLine(666), get('/How-it-works')]);
    expect(statuses(page.received)).toEqual([200]);
    expect(page.received).toContain('<html');
    const together = await exchange(port, [proxyLine(667) + get('/api/nope')]);
    expect(statuses(together.received)).toEqual([404]);
    // tor may split its line across reads
    const line = proxyLine(0xffffffff);
    const split = await exchange(port, [line.slice(0, 20), line.slice(20), get(ORDER)]);
    expect(statuses(split.received)).toEqual([404]);
  });

  it('limits each Tor circuit apart, counting every request on its connections', async () => {
    const port = await start({ RATE_LIMIT_STATUS: '3' });
    // Two requests on one connection, then more on other connections of the same circuit.
    const first = await exchange(port, [proxyLine(7), get(ORDER, {}, false) + get(ORDER)]);
    expect(statuses(first.received)).toEqual([404, 404]);
    const third = await exchange(port, [proxyLine(7), get(ORDER)]);
    expect(statuses(third.received)).toEqual([404]);
    const fourth = await exchange(port, [proxyLine(7), get(ORDER)]);
    expect(statuses(fourth.received)).toEqual([429]);
    expect(responsesIn(fourth.received)[0]!.headers['retry-after']).toMatch(/^\d+$/);

    // Another circuit, and the normal site (also from 127.0.0.1 here), still have theirs.
    const other = await exchange(port, [proxyLine(8), get(ORDER)]);
    expect(statuses(other.received)).toEqual([404]);
    expect((await fetch(`${site!.app.url}${ORDER}`)).status).toBe(404);
  });

  it('closes a connection that does not start with tor’s PROXY line, without a reply', async () => {
    const port = await start();
    const refused = [
      get('/'), // plain HTTP
      'PROXY TCP4 192.0.2.1 192.0.2.2 4000 80\r\n' + get('/'), // valid v1, but not tor
      'PROXY UNKNOWN\r\n' + get('/'),
      'PROXY TCP6 fc00:dead:beef:4dae::0:1 ::1 1 80\r\n' + get('/'), // another prefix
      'PROXY TCP6 fc00:dead:beef:4dad::0:1 ::1 65536 80\r\n' + get('/'), // no such port
      'PROXY TCP6 fc00:dead:beef:4dad::0:1 ::1 01 80\r\n' + get('/'),
      'PROXY TCP6 fc00:dead:beef:4dad::0:10000 ::1 1 80\r\n' + get('/'), // group too long
      'PROXY TCP6 fc00:dead:beef:4dad::0:1 ::1 1 80\n' + get('/'), // LF alone
      'proxy tcp6 fc00:dead:beef:4dad::0:1 ::1 1 80\r\n' + get('/'),
      proxyLine(9).replace('\r\n', ' \r\n') + get('/'),
    ];
    for (const opening of refused) {
      const { received } = await exchange(port, [opening]);
      expect(received, JSON.stringify(opening)).toBe('');
    }
  });

  it('closes at once on a line longer than PROXY v1 allows, without waiting for its end', async () => {
    // A long timeout: only the size check can close this connection within the test.
    const port = await start({}, 60_000);
    const { received } = await exchange(port, [
      `PROXY TCP6 fc00:dead:beef:4dad::${'0'.repeat(120)}`,
    ]);
    expect(received).toBe('');
    // The longest allowed line is read whole (and refused here only for what it says).
    const longest = `PROXY UNKNOWN ${'f'.repeat(39)} ${'f'.repeat(39)} 65535 65535\r\n`;
    expect(Buffer.byteLength(longest)).toBe(107);
    expect((await exchange(port, [longest + get('/')])).received).toBe('');
  });

  // The public port's guards hold behind tor too: one server factory builds both listeners.
  it('answers a CONNECT request after the PROXY line with 405, as the public port does', async () => {
    const port = await start();
    const { received } = await exchange(port, [
      proxyLine(668) + 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n',
    ]);
    expect(statuses(received)).toEqual([405]);
  });

  it('answers 408 to a body trickled in past the request time limit', async () => {
    const port = await start({}, undefined, 600);
    const { head, body } = slowOrderRequest();
    const { reply, closedAfterMs } = await rawExchange(
      `http://127.0.0.1:${port}`,
      proxyLine(669) + head,
      body,
    );
    expect(reply).toMatch(/^HTTP\/1\.1 408 /);
    // a byte every 100 ms would take 3 s or more to finish the body
    expect(closedAfterMs).toBeLessThan(2000);
  });

  it('closes a connection whose line does not come in time', async () => {
    const port = await start({}, 200);
    const startedAt = Date.now();
    const { received } = await exchange(port, ['PROXY TCP6 fc00:dead']);
    expect(received).toBe('');
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(150);
  });

  it('closes a connection that sent only the PROXY line once the header time limit passes', async () => {
    // a header time limit of 600 ms, counted from the connection's first byte
    const port = await start({}, undefined, 600);
    const startedAt = Date.now();
    const closed = exchange(port, [proxyLine(670)]).then(() => Date.now() - startedAt);
    const closedAfterMs = await Promise.race([closed, sleep(4000).then(() => Infinity)]);
    expect(closedAfterMs).toBeLessThan(2500);
  });
});
