import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startServerWithListener } from '../test-support/server-process.js';

// The shipped torrc against the listener it forwards to, not only its syntax: the port it names
// is the ONION_PORT of the site beside it in compose and in Kubernetes, and a site process with
// that listener answers the smoke test docs/operating.md gives (a PROXY line, then a request).

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const torrcPort = () => {
  const line = /^HiddenServicePort\s+80\s+127\.0\.0\.1:(\d+)\s*$/m.exec(read('deploy/tor/torrc'));
  return line?.[1];
};

/** The smoke test of docs/operating.md, "Onion on a bare host", byte for byte. */
const SMOKE = 'PROXY TCP6 fc00:dead:beef:4dad::0:1 ::1 1 80\r\nGET /healthz HTTP/1.0\r\n\r\n';

function exchange(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(bytes));
    const parts: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => parts.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(parts).toString('utf8')));
  });
}

describe('the shipped torrc', () => {
  it('forwards to the port the site beside it listens on for tor, in compose and Kubernetes', () => {
    const port = torrcPort();
    expect(port).toBeDefined();
    const compose = parse(read('docker-compose.yml')) as {
      services: Record<string, { environment?: Record<string, string> }>;
    };
    expect(compose.services['onion-site']!.environment?.ONION_PORT).toBe(port);
    const pod = read('deploy/kubernetes/base/onion.yaml');
    expect(pod).toMatch(new RegExp(`name: ONION_PORT\\n\\s+value: '${port}'`));
    expect(read('docs/operating.md')).toContain(SMOKE.replaceAll('\r\n', '\\r\\n'));
  });

  it('reaches a site answering the documented smoke test, and refusing a request without the line', async () => {
    const { server: site, port: onionPort } = await startServerWithListener('ONION_PORT');
    try {
      expect(await exchange(onionPort, SMOKE)).toMatch(/^HTTP\/1\.1 200 /);
      expect(await exchange(onionPort, 'GET /healthz HTTP/1.0\r\n\r\n')).toBe('');
    } finally {
      site.child.kill('SIGTERM');
      expect(await site.exited).toBe(0);
    }
  });
});
