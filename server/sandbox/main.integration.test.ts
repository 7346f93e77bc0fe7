import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import FormData from 'form-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../test-support/server-process.js';

// `npm run sandbox` as an operator runs it: the built entry point in its own process, spoken to
// with plain multipart requests like the README's curl examples.

let sandbox: ServerProcess;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'swap-sandbox-main-'));
  sandbox = await startServerProcess(
    { DATA_DIR: dataDir },
    { entry: 'sandbox/main.js', readyPath: '/control/faults', portVariable: 'SANDBOX_PORT' },
  );
});
afterAll(async () => {
  if (sandbox.child.exitCode === null) sandbox.child.kill('SIGTERM');
  await sandbox.exited;
});

async function post(path: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const res = await fetch(`${sandbox.url}${path}`, {
    method: 'POST',
    headers: form.getHeaders(),
    body: form.getBuffer(),
  });
  return (await res.json()) as Record<string, unknown>;
}

describe('npm run sandbox', () => {
  it('answers the three calls and keeps the order across a restart', async () => {
    const price = await post('/api/token_price', {
      TokenA_amount: '1',
      TokenA_symbol: 'BNB',
      TokenB_symbol: 'ETH',
    });
    const [entry] = price.exchangeFlow_list as [[number, number, number, string]];
    expect(entry[3]).toBe('BNB>XMR>ETH');

    const created = await post('/api/token_exchange', {
      TokenA_amount: '1',
      TokenA_symbol: 'BNB',
      TokenB_symbol: 'ETH',
      TokenB_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      exchangeFlow_list: String(price.exchangeFlow_list),
    });
    expect(created.message).toBe('success');
    const orderID = created.orderInfo as string;

    const status = await post('/api/exchange_status', { orderID });
    expect(status).toMatchObject({
      message: 'success',
      orderInfo: { status: 0, tokenA_symbol: 'bnb' },
    });

    sandbox.child.kill('SIGTERM');
    expect(await sandbox.exited).toBe(0);
    sandbox = await startServerProcess(
      { DATA_DIR: dataDir },
      { entry: 'sandbox/main.js', readyPath: '/control/faults', portVariable: 'SANDBOX_PORT' },
    );
    expect(await post('/api/exchange_status', { orderID })).toMatchObject({ message: 'success' });
  });

  it('starts the market of a demo rival moved by --market-percent, and refuses a move past 50%', async () => {
    const rivalDir = await mkdtemp(join(tmpdir(), 'swap-sandbox-rival-'));
    const rival = await startServerProcess(
      { DATA_DIR: rivalDir },
      {
        entry: 'sandbox/main.js',
        readyPath: '/control/faults',
        portVariable: 'SANDBOX_PORT',
        args: ['--market-percent=3'],
      },
    );
    try {
      const market = await fetch(`${rival.url}/control/market`);
      expect(await market.json()).toEqual({ movePercent: 3 });
      expect(rival.output()).toContain('moved 3% from the reference prices');
    } finally {
      rival.child.kill('SIGTERM');
      await rival.exited;
    }
    // refused before it listens: the whole of its output, read once it has exited
    const refused = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        [
          fileURLToPath(new URL('../../dist/server/sandbox/main.js', import.meta.url)),
          '--market-percent=60',
        ],
        { env: { PATH: process.env.PATH ?? '', DATA_DIR: rivalDir, SANDBOX_PORT: '18090' } },
        (error, _stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, stderr }),
      );
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('--market-percent: a number from -50 to 50');
  });
});
