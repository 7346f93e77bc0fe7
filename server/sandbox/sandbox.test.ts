import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { SANDBOX_PRESETS } from '../config/config.js';
import { startSandbox, type SandboxSettings } from './sandbox.js';
import { postForm, PRICE } from './test-support/sandbox-client.js';

const settings = (overrides: Partial<SandboxSettings> = {}): SandboxSettings => ({
  host: '127.0.0.1',
  port: 0,
  dataFile: null,
  lifecycle: SANDBOX_PRESETS.fast,
  autoDepositAfterS: 0,
  ...overrides,
});

describe('startSandbox', () => {
  it('listens on a free port and reports a base URL the three calls hang off', async () => {
    const sandbox = await startSandbox(settings());
    try {
      expect(sandbox.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const reply = await postForm(sandbox.url + PRICE, {
        TokenA_amount: '1',
        TokenA_symbol: 'ETH',
        TokenB_symbol: 'BTC',
      });
      expect(reply.status).toBe(200);
    } finally {
      await sandbox.close();
    }
  });

  it('gives a loopback URL when bound to every interface', async () => {
    const sandbox = await startSandbox(settings({ host: '0.0.0.0' }));
    try {
      expect(sandbox.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    } finally {
      await sandbox.close();
    }
  });

  it('fails to start, instead of hanging, when the port is taken', async () => {
    const first = await startSandbox(settings());
    try {
      const port = Number(new URL(first.url).port);
      await expect(startSandbox(settings({ port }))).rejects.toMatchObject({ code: 'EADDRINUSE' });
    } finally {
      await first.close();
    }
  });

  it('stops listening on close, and a second close is harmless', async () => {
    const sandbox = await startSandbox(settings());
    await sandbox.close();
    await sandbox.close();
    await expect(
      postForm(sandbox.url + PRICE, {
        TokenA_amount: '1',
        TokenA_symbol: 'ETH',
        TokenB_symbol: 'BTC',
      }),
    ).rejects.toThrow();
  });
});

describe('request URLs', () => {
  it('answers a malformed request URL with a 400, not a crash', async () => {
    const sandbox = await startSandbox(settings());
    try {
      const { port } = new URL(sandbox.url);
      const reply = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => {
          socket.end('GET //[ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
        });
        let text = '';
        socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      });
      expect(reply).toMatch(/^HTTP\/1\.1 400/);
      expect(reply).toMatch(/malformed/);
    } finally {
      await sandbox.close();
    }
  });
});
