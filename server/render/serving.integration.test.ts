import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { request as rawRequest } from 'undici';
import { describe, expect, it } from 'vitest';
import { useSiteOverSandbox } from '../test-support/site-over-sandbox.js';
import { withRuntimeConfig } from './page-template.js';

// How the built site is served: every page of the client's route table rendered, uncached, with
// this deployment's runtime config; the built files with their caching; nothing else.

const site = useSiteOverSandbox(() => ({
  env: {
    SUPPORT_URL: 'https://support.example/bot',
    SENTRY_DSN: 'https://key@o1.ingest.sentry.example/42',
  },
}));

const runtimeConfigOf = (html: string): unknown =>
  JSON.parse(
    /<script type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(html)?.[1] ?? '',
  );

/** The entry script the page names on /boot.js: a hashed asset of this build. */
const entryScriptOf = (html: string) => /data-entry="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];

describe('serving the site', () => {
  it.each(['/', '/order/AAAAAAAAAAAAAAAAAAAAAA', '/stake', '/How-it-works'])(
    'renders %s, never cached, with the runtime config of this deployment',
    async (path) => {
      const res = await request(site.app.url).get(path).expect(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(runtimeConfigOf(res.text)).toEqual({
        supportUrl: 'https://support.example/bot',
        socialUrl: 'https://twitter.com/SwapWithoutTrace',
        sandbox: false,
        sentryDsn: 'https://key@o1.ingest.sentry.example/42',
        refundAndMemo: false,
        privacyRoute: 'service',
      });
    },
  );

  it('matches pages as the client routes do: any case but the guide, which has one spelling', async () => {
    const stake = await request(site.app.url).get('/STAKE').expect(200);
    expect(stake.text).toMatch(/<h1[^>]*>[^<]*Stake/);
    for (const spelling of ['/how-it-works', '/HOW-IT-WORKS']) {
      const res = await request(site.app.url).get(spelling).expect(301);
      expect(res.headers.location).toBe('/How-it-works');
    }
  });

  it('redirects the lower-case guide within its language', async () => {
    for (const lang of ['de', 'fa']) {
      const res = await request(site.app.url).get(`/${lang}/how-it-works`).expect(301);
      expect(res.headers.location).toBe(`/${lang}/How-it-works`);
    }
    const guide = await request(site.app.url).get('/de/How-it-works').expect(200);
    expect(guide.text).toContain('<html lang="de"');
  });

  it('never serves the index.html template with the placeholder config of the build', async () => {
    const res = await request(site.app.url).get('/index.html').expect(301);
    expect(res.headers.location).toBe('/');
  });

  it('answers an unknown page with the not-found page and a 404', async () => {
    const res = await request(site.app.url).get('/no/such/page').expect(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain('Page not found');
    expect(runtimeConfigOf(res.text)).toMatchObject({ supportUrl: 'https://support.example/bot' });
  });

  it('caches hashed assets for a year and compresses them; a missing one is a 404', async () => {
    const page = await request(site.app.url).get('/').expect(200);
    const entry = entryScriptOf(page.text);
    expect(entry).toBeDefined();
    const res = await request(site.app.url).get(entry!).set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    const missing = await request(site.app.url).get('/assets/missing-123.js').expect(404);
    expect(missing.text).not.toContain('Page not found');
  });

  /** A file as the server sends it: undici leaves the body as it came, encoded or not. */
  const fetchRaw = async (path: string, acceptEncoding: string) => {
    const res = await rawRequest(`${site.app.url}${path}`, {
      headers: { 'accept-encoding': acceptEncoding },
    });
    return {
      status: res.statusCode,
      headers: res.headers,
      body: Buffer.from(await res.body.arrayBuffer()),
    };
  };

  it("sends scripts as the build's brotli copy to a browser that takes brotli, gzip to one that does not", async () => {
    const page = await request(site.app.url).get('/').expect(200);
    const entry = entryScriptOf(page.text)!;
    const plain = await fetchRaw(entry, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toMatch(/import|export/);

    const br = await fetchRaw(entry, 'gzip, deflate, br, zstd');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // quality 11 beats what compressing on the fly would send
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);

    const gz = await fetchRaw(entry, 'br;q=0, gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
  });

  it('sends the stylesheet of a lazy page and no-js.css precompressed too', async () => {
    for (const path of ['/no-js.css', '/boot.js']) {
      const res = await fetchRaw(path, 'br');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toMatch(
        path.endsWith('.css') ? /text\/css/ : /javascript/,
      );
    }
  });

  it('still compresses pages on the fly', async () => {
    const page = await fetchRaw('/stake', 'gzip');
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.body).toString('utf8')).toContain('<html');
  });

  it("carries the first render's styles in the page, allowed by their hash alone", async () => {
    const res = await request(site.app.url).get('/').expect(200);
    const styles = [...res.text.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    expect(styles.length).toBeGreaterThan(0);
    // the entry's sheet is in the page, not a request of its own
    expect(res.text).not.toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/index-/);
    const csp = res.headers['content-security-policy'] as string;
    const styleSrc = /style-src ([^;]+)/.exec(csp)?.[1] ?? '';
    expect(styleSrc).not.toContain('unsafe-inline');
    for (const css of styles) {
      const hash = createHash('sha256').update(css).digest('base64');
      expect(styleSrc).toContain(`'sha256-${hash}'`);
    }
  });

  it.each(['/favicon.svg', '/no-js.css', '/boot.js'])(
    'serves %s, revalidated on each visit since its name has no hash',
    async (path) => {
      const res = await request(site.app.url).get(path).expect(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.etag).toBeDefined();
    },
  );

  it('writes the config so that it cannot close the script element', () => {
    const html = withRuntimeConfig(
      '<script type="application/json" id="runtime-config">{}</script>',
      {
        supportUrl: 'https://x/</script><script>alert(1)</script>',
        socialUrl: '',
        sandbox: true,
        sentryDsn: null,
        refundAndMemo: false,
        privacyRoute: 'service',
      },
    );
    expect(html).not.toContain('</script><script>');
    expect(html).toContain('\\u003c/script>');
  });
});
