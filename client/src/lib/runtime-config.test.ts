import { describe, expect, it } from 'vitest';
import { runtimeConfigSchema } from '../../../shared/contract/api.js';
import { FALLBACK_RUNTIME_CONFIG, readRuntimeConfig } from './runtime-config.js';

function docWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (json !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = 'runtime-config';
    script.textContent = json;
    doc.body.append(script);
  }
  return doc;
}

const GOOD = {
  supportUrl: 'https://support.example/bot',
  socialUrl: 'https://social.example/swap',
  sandbox: true,
  sentryDsn: null as string | null,
  refundAndMemo: false,
  privacyRoute: 'private',
};

/** Values of every JSON kind: each field of the good block is replaced by each (or removed). */
const ODD_VALUES: unknown[] = [undefined, null, true, false, 0, 1, '', 'https://x', [], {}];

function* variants(): Generator<[string, unknown]> {
  yield ['the good block', GOOD];
  yield ['a reporting address', { ...GOOD, sentryDsn: 'https://key@sentry.example/1' }];
  yield ['an extra field', { ...GOOD, theme: 'dark' }];
  for (const key of Object.keys(GOOD)) {
    for (const value of ODD_VALUES) {
      yield [`${key} = ${String(JSON.stringify(value))}`, { ...GOOD, [key]: value }];
    }
  }
  for (const value of ODD_VALUES)
    yield [`the whole block = ${String(JSON.stringify(value))}`, value];
}

describe('readRuntimeConfig', () => {
  it('reads the block the server injected', () => {
    const config = readRuntimeConfig(
      docWith(
        '{"supportUrl":"https://s","socialUrl":"https://x","sandbox":true,"sentryDsn":null,"refundAndMemo":true,"privacyRoute":"direct"}',
      ),
    );
    expect(config).toEqual({
      supportUrl: 'https://s',
      socialUrl: 'https://x',
      sandbox: true,
      sentryDsn: null,
      refundAndMemo: true,
      privacyRoute: 'direct',
    });
  });

  it('falls back to safe defaults when the block is missing or broken', () => {
    expect(readRuntimeConfig(docWith(null)).sandbox).toBe(false);
    expect(readRuntimeConfig(docWith('{not json')).supportUrl).toBe('#');
    expect(readRuntimeConfig(docWith('{"sandbox":"yes"}')).sandbox).toBe(false);
  });

  // Hand-written so zod stays off the first page's script; held here to runtimeConfigSchema:
  // a block the schema accepts is read as the schema reads it, any other gives the fallback.
  const cases = [...variants()];

  it.each(cases)('agrees with runtimeConfigSchema on %s', (_name, value) => {
    const text = JSON.stringify(value) ?? '';
    const parsed = runtimeConfigSchema.safeParse(text === '' ? undefined : JSON.parse(text));
    expect(readRuntimeConfig(docWith(text))).toEqual(
      parsed.success ? parsed.data : FALLBACK_RUNTIME_CONFIG,
    );
  });

  it('is tried on blocks both accept and blocks both refuse', () => {
    const accepted = cases.filter(([, value]) => runtimeConfigSchema.safeParse(value).success);
    expect(accepted.length).toBeGreaterThan(4);
    expect(cases.length - accepted.length).toBeGreaterThan(30);
  });
});
