import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { VALID_ETH_ADDRESS } from '../test-support/order-requests.js';
import { useSiteOverSandbox } from '../test-support/site-over-sandbox.js';

// fetch() would tidy these paths before sending them; a raw request sends them as written.

const site = useSiteOverSandbox(() => ({ rendered: true }));

function getRaw(path: string) {
  const { hostname, port } = new URL(site.app.url);
  return new Promise<{ status: number; location?: string; body: string }>((resolve, reject) => {
    const req = request({ host: hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** The raw build template: an empty root and the placeholder config. */
const isRawTemplate = (html: string) => /<div id="root"><\/div>/.test(html);

describe('odd spellings of paths', () => {
  it.each(['/%69ndex.html', '/%2e/index.html', '/./index.html', '/assets/../index.html'])(
    '%s redirects to / as /index.html does, never serving the raw template',
    async (path) => {
      const res = await getRaw(path);
      expect(isRawTemplate(res.body)).toBe(false);
      expect(res.status).toBe(301);
      expect(res.location).toBe('/');
    },
  );

  it('serves the plain spelling of a file as before', async () => {
    const res = await getRaw('/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.body).toContain('<svg');
  });

  it.each([`/%0a${VALID_ETH_ADDRESS}`, `/%E2%80%A8${VALID_ETH_ADDRESS}`, '/a%0d%0ab'])(
    '%s gets the not-found page, and the log keeps its hashed-path rule',
    async (path) => {
      const res = await getRaw(path);
      expect(res.status).toBe(404);
      expect(res.body).toContain('Page not found');
      // every line JSON, a long segment (an address) only as its hash
      for (const line of site.app.logs) expect(() => JSON.parse(line) as unknown).not.toThrow();
      expect(site.app.logs.join('\n')).not.toContain(VALID_ETH_ADDRESS);
    },
  );
});
