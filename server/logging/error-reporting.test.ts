import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createErrorReporter, scrubEvent } from './error-reporting.js';
import { eventually } from '../test-support/eventually.js';

describe('error reporting', () => {
  it('strips request data and order ids from events and transactions', () => {
    const id = 'AbCdEf0123456789_-xYzW';
    const event = scrubEvent({
      transaction: `GET /api/orders/${id}`,
      request: { url: `http://x/api/orders/${id}`, headers: { 'x-forwarded-for': '1.2.3.4' } },
      user: { ip_address: '1.2.3.4' },
      spans: [
        {
          description: `GET /api/orders/${id}`,
          data: { 'url.path': `/api/orders/${id}`, 'http.method': 'GET' },
        },
      ],
    });
    expect(JSON.stringify(event)).not.toMatch(new RegExp(`${id}|1\\.2\\.3\\.4`));
    expect(event.transaction).toBe('GET /api/orders/:id');
    expect(event.spans?.[0]?.data).toEqual({ 'http.method': 'GET' });
  });

  it('loads nothing when no SENTRY_DSN is set', async () => {
    expect(await createErrorReporter(null)).toBeNull();
  });

  it('sends a 5xx error to the configured Sentry endpoint, tagged with the request id', async () => {
    const envelopes: string[] = [];
    const ingest = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        envelopes.push(`${req.url}\n${body}`);
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => ingest.listen(0, '127.0.0.1', resolve));
    const { port } = ingest.address() as AddressInfo;
    try {
      const report = await createErrorReporter(`http://publickey@127.0.0.1:${port}/7`);
      report!(new Error('upstream exploded'), { requestId: 'req-42', code: 'INTERNAL' });
      const event = await eventually(
        () => envelopes.find((e) => e.includes('upstream exploded')),
        (found) => found !== undefined,
        { what: 'the error event at the ingest' },
      );
      expect(event).toContain('/api/7/envelope/');
      expect(event).toContain('req-42');
    } finally {
      ingest.close();
    }
  });
});
