import { afterAll, describe, expect, it } from 'vitest';
import { SANDBOX_PRESETS } from '../config/config.js';
import { startSandbox, type RunningSandbox } from '../sandbox/sandbox.js';
import { eventually } from '../test-support/eventually.js';
import { keyedProvider, providersEnv } from '../test-support/providers-env.js';
import { freePort, startServerProcess, trackProcesses } from '../test-support/server-process.js';

// A quiet site: no visitor asks for anything. A provider and the market reference stop
// answering; the background probes find it out, and the operator sees it in the log (name and
// kind), on the metrics port (the gauges at 0) and in /readyz (which one), within 15 s.

const DETECTION_PROMISE_MS = 15_000;
const track = trackProcesses();
const sandboxes: RunningSandbox[] = [];
afterAll(() => Promise.all(sandboxes.map((sandbox) => sandbox.close())));

const sandboxOn = async (port: number) => {
  const sandbox = await startSandbox({
    host: '127.0.0.1',
    port,
    dataFile: null,
    lifecycle: SANDBOX_PRESETS.fast,
    autoDepositAfterS: 0,
  });
  sandboxes.push(sandbox);
  return sandbox;
};

interface LogLine {
  level: string;
  msg: string;
  name?: string;
  kind?: string;
}
const linesOf = (output: string): LogLine[] =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);

describe('background health on an idle site', () => {
  it('logs, gauges and reports in /readyz a provider and the reference that stop answering, within 15 s, and their return', async () => {
    const steady = await sandboxOn(0);
    const ficklePort = await freePort();
    let fickle = await sandboxOn(ficklePort);
    const reference = await sandboxOn(0);
    const metricsPort = await freePort();
    const site = await track(
      startServerProcess({
        ...providersEnv({
          steady: keyedProvider('changenow', `${steady.url}/v2/`),
          fickle: keyedProvider('changenow', `${fickle.url}/v2/`),
        }),
        REFERENCE_PRICES_URL: reference.url,
        METRICS_PORT: String(metricsPort),
      }),
    );
    const readyz = async () =>
      (await (await fetch(`${site.url}/readyz`)).json()) as {
        status: string;
        checks: { providers: Record<string, boolean>; marketReference: Record<string, boolean> };
      };
    const gauges = async () => {
      const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      return {
        fickle: /swap_provider_answering\{provider="fickle"\} (\d)/.exec(text)?.[1],
        reference: /swap_market_reference_answering\{reference="market-reference"\} (\d)/.exec(
          text,
        )?.[1],
      };
    };
    expect(await readyz()).toMatchObject({
      status: 'ready',
      checks: { marketReference: { 'market-reference': true } },
    });

    await fickle.close();
    await reference.close();
    const stoppedAt = performance.now();
    const seen = await eventually(
      async () => {
        const down = linesOf(site.output()).filter(({ msg }) => /stopped answering/.test(msg));
        return { down, gauges: await gauges(), readyz: await readyz() };
      },
      ({ down, gauges, readyz }) =>
        down.length === 2 &&
        gauges.fickle === '0' &&
        gauges.reference === '0' &&
        readyz.checks.marketReference['market-reference'] === false &&
        readyz.checks.providers.fickle === false,
      { timeoutMs: DETECTION_PROMISE_MS, intervalMs: 200, what: 'the outage to be seen' },
    );
    const detectionMs = performance.now() - stoppedAt;
    expect(detectionMs).toBeLessThan(DETECTION_PROMISE_MS);
    expect(seen.down.map(({ level, name, kind }) => ({ level, name, kind }))).toEqual(
      expect.arrayContaining([
        { level: 'warn', name: 'fickle', kind: 'network' },
        { level: 'warn', name: 'market-reference', kind: 'network' },
      ]),
    );
    expect(seen.readyz.status).toBe('degraded');
    expect(seen.readyz.checks.providers.steady).toBe(true);
    // how long it took, for the operating guide's figure
    console.info(`background health: outage seen after ${Math.round(detectionMs)} ms`);

    fickle = await sandboxOn(ficklePort);
    await eventually(
      async () => ({ lines: linesOf(site.output()), gauges: await gauges() }),
      ({ lines, gauges }) =>
        lines.some(({ msg, name }) => msg === 'provider answers again' && name === 'fickle') &&
        gauges.fickle === '1',
      { timeoutMs: DETECTION_PROMISE_MS, intervalMs: 200, what: 'fickle to be seen answering' },
    );
    site.child.kill('SIGTERM');
    expect(await site.exited).toBe(0);
  });
});
