import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useSiteOverSandbox } from '../test-support/site-over-sandbox.js';

const site = useSiteOverSandbox();

describe('request ids', () => {
  it('mints its own id instead of taking one from a visitor when no proxy is trusted', async () => {
    for (const path of ['/api/nope', '/']) {
      const res = await request(site.app.url)
        .get(path)
        .set('X-Request-Id', '0x52908400098527886E0F7030069857D2E4169EE7');
      expect(res.headers['x-request-id']).toMatch(/\S/);
      expect(res.headers['x-request-id']).not.toContain('0x5290');
    }
    const apiError = await request(site.app.url).get('/api/nope').expect(404);
    expect(apiError.body.error.requestId).toBe(apiError.headers['x-request-id']);
  });
});
