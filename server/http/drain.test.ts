import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import express from 'express';
import { request } from 'undici';
import { describe, expect, it } from 'vitest';
import { drain } from './drain.js';
import { createShutdown } from './shutdown.js';

/** A site of one slow route behind the stop's middleware, on a real listener. */
async function slowSite() {
  const shutdown = createShutdown();
  let release = () => {};
  let reached = false;
  const held = new Promise<void>((resolve) => (release = resolve));
  const app = express();
  app.use(shutdown.middleware);
  app.get('/slow', (_req, res) => {
    reached = true;
    void held.then(() => res.json({ ok: true }));
  });
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { shutdown, server, url, release, reached: () => reached };
}

describe('draining a stop', () => {
  it('answers a client that comes back after its socket was closed with 503, not a refused connection', async () => {
    const site = await slowSite();
    const inFlight = request(`${site.url}/slow`);
    // the request is in flight when the stop begins
    await expect.poll(site.reached).toBe(true);
    site.shutdown.begin();
    // a linger well past the client's delay below: the test is about who is answered, not speed
    const drained = drain([site.server], site.shutdown, 8000, {
      lingerMs: 2000,
      maxLingerMs: 4000,
    });
    site.release();
    const answered = await inFlight;
    expect(answered.statusCode).toBe(200);
    expect(answered.headers.connection).toBe('close');
    await answered.body.dump();

    // a client slowed by a busy machine comes back on a new socket some time after
    await new Promise((resolve) => setTimeout(resolve, 400));
    const again = await request(`${site.url}/slow`);
    expect(again.statusCode).toBe(503);
    expect(again.headers.connection).toBe('close');
    expect(((await again.body.json()) as { error: { code: string } }).error.code).toBe(
      'SHUTTING_DOWN',
    );

    // once nothing new has come for a while, the listener closes
    expect(await drained).toBe(true);
    await expect(request(`${site.url}/slow`)).rejects.toThrow();
  });

  it("stops listening at the linger's cap though new requests never stop coming", async () => {
    const site = await slowSite();
    site.shutdown.begin();
    let ended = false;
    const drained = drain([site.server], site.shutdown, 8000, {
      lingerMs: 500,
      maxLingerMs: 800,
    }).finally(() => (ended = true));
    // a balancer that has not yet heard of the stop: a request every 100 ms until the port closes
    let refused = 0;
    for (let sent = 0; !ended && sent < 100; sent += 1) {
      const reply = await request(`${site.url}/slow`).catch(() => null);
      if (reply?.statusCode === 503) refused += 1;
      await reply?.body.dump();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(ended).toBe(true);
    expect(await drained).toBe(true);
    // each one answered 503 while the port was open
    expect(refused).toBeGreaterThan(0);
  });
});
