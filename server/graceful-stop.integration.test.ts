import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { connect } from 'node:net';
import { join } from 'node:path';
import { Agent, request } from 'undici';
import { describe, expect, it } from 'vitest';
import { bnbToEthOrder, quote } from './test-support/order-requests.js';
import { startHoldingProxy } from './test-support/holding-proxy.js';
import { startRedisServer } from './test-support/redis-server.js';
import { OPEN_RATE_LIMITS } from './test-support/open-rate-limits.js';
import { startServerProcess, trackProcesses } from './test-support/server-process.js';
import { startSmtp } from './test-support/smtp.js';
import { eventually } from './test-support/eventually.js';

// A rolling restart as an operator does it, with real processes: the site (dist/server/main.js)
// relays to a sandbox process that outlives it, clients keep streaming order creations over
// keep-alive connections, the site gets SIGTERM mid-stream and a new one starts on the same data.

const STREAM_CLIENTS = 6;
const ORDERS_BEFORE_SIGTERM = 120;
const SHUTDOWN_TIMEOUT_MS = 4000;
/**
 * The key of a visitor whose order is half sent on an old keep-alive socket at the signal: its
 * amount (1.005 BNB) stays within 1% of the quote the route was given for, as every order's must
 * (the site orders only on quotes it gave).
 */
const LATE_INDEX = 5_000;

const track = trackProcesses();

const waitFor = (check: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000) =>
  eventually(check, Boolean, { what, timeoutMs, intervalMs: 20 });

/** True once /readyz says 503 on a connection of its own: the site has begun its stop. */
async function stopping(url: string): Promise<boolean> {
  const res = await fetch(`${url}/readyz`).catch(() => null);
  await res?.arrayBuffer();
  return res?.status === 503;
}

interface Outcome {
  key: string;
  amount: string;
  status: number | 'no-reply';
  orderId?: string;
  retryAfter?: string | null;
  connection?: string | null;
  sentAfterSignal: boolean;
  answeredAfterSignal: boolean;
}

/** Each key has its own amount, so an order in the sandbox's file says which key made it. */
const amountOf = (index: number) => `1.${String(index).padStart(6, '0')}`;

/**
 * A visitor on an old keep-alive socket: one request answered, then the next one's head sent
 * without its end, so the socket is busy (not idle) when the signal comes.
 */
async function halfSentOrder(url: string, key: string, body: string) {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(`GET /healthz HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`);
  await waitFor(() => received.includes('"ok"'), 'the first reply on the keep-alive socket');
  received = '';
  const head = `POST /api/orders HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\n`;
  await new Promise<void>((resolve) => socket.write(head, () => resolve()));
  return {
    /** sends the rest of the request and reads the whole reply */
    async finish() {
      const rest = `Idempotency-Key: ${key}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
      socket.write(rest + body);
      await closed;
      const [head = '', text = ''] = received.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      return { status: Number(statusLine.split(' ')[1]), headers, body: text };
    },
  };
}

async function restartUnderLoad(extraEnv: Record<string, string>) {
  const dir = await mkdtemp(join(tmpdir(), 'swap-stop-'));
  const ordersFile = join(dir, 'sandbox-orders.json');
  const sandbox = await track(
    startServerProcess(
      { DATA_DIR: dir },
      { entry: 'sandbox/main.js', portVariable: 'SANDBOX_PORT', readyPath: '/healthz' },
    ),
  );
  const proxy = await startHoldingProxy(sandbox.url);
  const siteEnv = {
    PRICE_SERVICE_URL: proxy.url,
    // one folder for both processes: the second must find the first's idempotency keys
    DATA_DIR: join(dir, 'site'),
    SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
    ...OPEN_RATE_LIMITS,
    ...extraEnv,
  };
  const first = await track(startServerProcess(siteEnv));
  const { route } = await quote(first.url);
  const body = (index: number) => JSON.stringify(bnbToEthOrder(route, amountOf(index)));

  const agent = new Agent({ connections: STREAM_CLIENTS, keepAliveTimeout: 60_000 });
  const outcomes: Outcome[] = [];
  let signalledAt = 0;
  let next = 0;
  let streaming = true;
  const post = async (url: string, index: number, dispatcher: Agent) => {
    const key = `stop-test-key-${index}`;
    const sentAfterSignal = signalledAt > 0;
    const common = { key, amount: amountOf(index), sentAfterSignal };
    try {
      const reply = await request(`${url}/api/orders`, {
        method: 'POST',
        dispatcher,
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: body(index),
      });
      const json = (await reply.body.json()) as { orderId?: string };
      return {
        ...common,
        status: reply.statusCode,
        orderId: json.orderId,
        retryAfter: reply.headers['retry-after'] as string | undefined,
        connection: reply.headers.connection as string | undefined,
        answeredAfterSignal: signalledAt > 0,
      } satisfies Outcome;
    } catch {
      return { ...common, status: 'no-reply', answeredAfterSignal: signalledAt > 0 } as Outcome;
    }
  };
  // A client turned away (503, or no connection) stops and retries after the restart.
  const client = async () => {
    while (streaming) {
      const outcome = await post(first.url, next++, agent);
      outcomes.push(outcome);
      if (outcome.status !== 201) return;
    }
  };
  const clients = Array.from({ length: STREAM_CLIENTS }, client);

  await waitFor(
    () => outcomes.filter((outcome) => outcome.status === 201).length >= ORDERS_BEFORE_SIGTERM,
    'the stream to get going',
  );
  const late = await halfSentOrder(first.url, `stop-test-key-${LATE_INDEX}`, body(LATE_INDEX));
  // Every client now has an order the upstream created and whose reply has not come back yet.
  proxy.hold();
  await waitFor(() => proxy.held() === STREAM_CLIENTS, 'an order creation in flight per client');

  signalledAt = Date.now();
  first.child.kill('SIGTERM');
  // still listening: the requests in flight are held upstream, so the drain goes on
  await waitFor(() => stopping(first.url), 'the site to begin its stop');
  const lateReply = await late.finish();
  proxy.release();
  const exitCode = await first.exited;
  const stopMs = Date.now() - signalledAt;
  const firstOutput = first.output();
  streaming = false;
  await Promise.all(clients);
  await agent.close();
  const exchangesBeforeRestart = proxy.exchanges();

  // The replacement, on the same data. Every client retries with its key: those that never got
  // an answer, and (as a client that lost a 201 on the way would) those that did.
  const second = await track(startServerProcess(siteEnv));
  const retryAgent = new Agent({ connections: 2 });
  const retries: Outcome[] = [];
  const indices = [...outcomes.map((outcome) => Number(outcome.key.split('-').pop())), LATE_INDEX];
  for (const index of indices) retries.push(await post(second.url, index, retryAgent));
  await retryAgent.close();
  second.child.kill('SIGTERM');
  await second.exited;
  sandbox.child.kill('SIGTERM');
  await sandbox.exited;
  await proxy.close();

  const saved = JSON.parse(await readFile(ordersFile, 'utf8')) as {
    orders: { id: string; sendAmount: number }[];
  };
  return {
    outcomes,
    retries,
    lateReply,
    exitCode,
    stopMs,
    firstOutput,
    exchangesBeforeRestart,
    upstreamOrders: saved.orders,
  };
}

type Run = Awaited<ReturnType<typeof restartUnderLoad>>;

/**
 * Told by the process itself, not by the test's stopwatch: exit code 0 is only the end of a stop
 * that finished in time (past SHUTDOWN_TIMEOUT_MS it exits with 1), and it logs when requests were
 * still running at the deadline and their connections had to be closed.
 */
function expectDrainedBeforeTheDeadline(run: Run) {
  expect(run.exitCode).toBe(0);
  expect(run.firstOutput).not.toContain('stop deadline');
}

function expectNothingLostOrDoubled(run: Run) {
  const { outcomes, retries, upstreamOrders } = run;
  // Before the restart, every order creation that reached the upstream was answered with a 201.
  const acknowledgedFirst = outcomes.filter((outcome) => outcome.status === 201);
  expect(run.exchangesBeforeRestart).toBe(acknowledgedFirst.length);
  // The orders in flight upstream at the signal were answered in full, closing their sockets.
  const inFlight = outcomes.filter((o) => !o.sentAfterSignal && o.answeredAfterSignal);
  expect(inFlight).toHaveLength(STREAM_CLIENTS);
  for (const outcome of inFlight) {
    expect(outcome.status).toBe(201);
    expect(outcome.connection).toBe('close');
  }
  // After the restart every key gets its order: the one already made, or a new one if none was.
  for (const retry of retries) expect(retry.status).toBe(201);
  const acknowledged = new Map<string, string>();
  for (const outcome of [...outcomes, ...retries]) {
    if (outcome.status !== 201 || !outcome.orderId) continue;
    const earlier = acknowledged.get(outcome.amount);
    // A key answered twice (stream, then retry) gets the same order both times.
    if (earlier) expect(outcome.orderId).toBe(earlier);
    acknowledged.set(outcome.amount, outcome.orderId);
  }
  const byAmount = new Map<string, string[]>();
  for (const order of upstreamOrders) {
    const amount = order.sendAmount.toFixed(6);
    byAmount.set(amount, [...(byAmount.get(amount) ?? []), order.id]);
  }
  // No key made two orders; every order the upstream holds reached its client.
  const doubled = [...byAmount].filter(([, ids]) => ids.length > 1);
  expect(doubled).toEqual([]);
  const unacknowledged = upstreamOrders.filter(
    (order) => acknowledged.get(order.sendAmount.toFixed(6)) !== order.id,
  );
  expect(unacknowledged).toEqual([]);
  expect(upstreamOrders).toHaveLength(acknowledged.size);
}

/** A request that arrives on an old socket after the signal is refused before any work. */
function expectLateRequestRefused(run: Run) {
  expect(run.lateReply.status).toBe(503);
  expect(run.lateReply.headers['retry-after']).toMatch(/^\d+$/);
  expect(run.lateReply.headers.connection).toBe('close');
  expect((JSON.parse(run.lateReply.body) as { error: { code: string } }).error.code).toBe(
    'SHUTTING_DOWN',
  );
}

/**
 * No client saw a reset or a refused connection: the listeners stay open until every request
 * from before the stop is answered and the clients' next requests are refused with a 503.
 */
function expectAnsweredNeverReset(run: Run) {
  expect(run.outcomes.filter((outcome) => outcome.status === 'no-reply')).toEqual([]);
  const afterSignal = run.outcomes.filter((outcome) => outcome.sentAfterSignal);
  expect(afterSignal.length).toBeGreaterThan(0);
  for (const outcome of afterSignal) {
    expect(outcome.status).toBe(503);
    expect(outcome.retryAfter).toMatch(/^\d+$/);
    expect(outcome.connection).toBe('close');
  }
}

function summary(run: Run) {
  const afterSignal = run.outcomes.filter((outcome) => outcome.sentAfterSignal);
  return {
    streamed: run.outcomes.length,
    createdBeforeSignal: run.outcomes.filter((o) => o.status === 201 && !o.sentAfterSignal).length,
    inFlightAtSignal: run.outcomes.filter((o) => !o.sentAfterSignal && o.answeredAfterSignal)
      .length,
    sentAfterSignal: afterSignal.length,
    createdAfterSignal: afterSignal.filter((o) => o.status === 201).length,
    refusedAfterSignal:
      afterSignal.filter((o) => o.status === 503).length + (run.lateReply.status === 503 ? 1 : 0),
    noReply: run.outcomes.filter((o) => o.status === 'no-reply').length,
    retried: run.retries.length,
    retriesThatCreated: run.upstreamOrders.length - run.exchangesBeforeRestart,
    upstreamOrders: run.upstreamOrders.length,
    stopMs: run.stopMs,
  };
}

/** The whole guarantee of a rolling restart, whichever store holds the Idempotency-Keys. */
function expectGracefulRestart(run: Run, keys: 'file-backed' | 'Redis-backed') {
  console.info(`graceful stop, ${keys} Idempotency-Keys:`, summary(run));
  expect(run.exitCode).toBe(0);
  expectNothingLostOrDoubled(run);
  expectLateRequestRefused(run);
  expectAnsweredNeverReset(run);
  // Draining does not wait for the deadline: clients on open sockets are turned away.
  expectDrainedBeforeTheDeadline(run);
}

describe('a rolling restart under a stream of keep-alive order creations', () => {
  it('without Redis: stops well within the timeout, refuses late requests, loses and doubles nothing', async () => {
    const run = await restartUnderLoad({});
    expectGracefulRestart(run, 'file-backed');
    const refused = run.outcomes.filter((outcome) => outcome.status === 503);
    for (const outcome of refused) {
      expect(outcome.retryAfter).toMatch(/^\d+$/);
      expect(outcome.connection).toBe('close');
    }
  }, 60_000);

  it('with Redis: the same guarantee across the restart', async () => {
    const redis = await startRedisServer();
    try {
      const run = await restartUnderLoad({ REDIS_URL: redis.url });
      expectGracefulRestart(run, 'Redis-backed');
    } finally {
      await redis.stop();
    }
  }, 60_000);
});

describe('stopping while SMTP hangs', () => {
  it('stops within SHUTDOWN_TIMEOUT_MS and keeps the unsent alert in the outbox', async () => {
    const smtp = await startSmtp(0, { silent: true });
    const dir = await mkdtemp(join(tmpdir(), 'swap-stop-smtp-'));
    const outbox = join(dir, 'outbox');
    try {
      const site = await track(
        startServerProcess({
          // Nothing listens here: every quote fails and raises a support alert.
          PRICE_SERVICE_URL: 'http://127.0.0.1:9',
          SMTP_URL: smtp.url,
          DATA_DIR: dir,
          SHUTDOWN_TIMEOUT_MS: '2000',
          ...OPEN_RATE_LIMITS,
        }),
      );
      // quotes that keep failing open the breaker, which raises a support alert
      for (let n = 1; n <= 12; n += 1) {
        const failed = await fetch(`${site.url}/api/price?from=BNB&to=ETH&amount=1.${n}`);
        await failed.arrayBuffer();
        expect(failed.status).toBeGreaterThanOrEqual(500);
      }
      await waitFor(() => smtp.connections() > 0, 'the alert to reach the silent SMTP server');
      const signalledAt = Date.now();
      site.child.kill('SIGTERM');
      expect(await site.exited).toBe(0);
      const stopMs = Date.now() - signalledAt;
      console.info('graceful stop with a silent SMTP server:', { stopMs });
      // exit code 0 is a stop that finished within SHUTDOWN_TIMEOUT_MS (past it the process exits
      // with 1), by giving up on SMTP at the deadline rather than waiting for it
      expect(site.output()).toContain('SMTP did not answer before the stop deadline');
      const kept = (await readdir(outbox)).filter((name) => name.endsWith('.json'));
      expect(kept).toHaveLength(1);
      const mail = JSON.parse(await readFile(join(outbox, kept[0]!), 'utf8')) as { text: string };
      expect(mail.text).toContain('circuit-open');
    } finally {
      await smtp.close();
    }
  }, 60_000);
});
