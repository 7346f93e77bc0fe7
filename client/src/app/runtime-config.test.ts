import { describe, expect, it } from 'vitest';
import { readRuntimeConfig } from './runtime-config.js';

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

describe('readRuntimeConfig', () => {
  it('reads the block the server injected', () => {
    const config = readRuntimeConfig(
      docWith('{"supportUrl":"https://s","socialUrl":"https://x","sandbox":true,"sentryDsn":null}'),
    );
    expect(config).toEqual({
      supportUrl: 'https://s',
      socialUrl: 'https://x',
      sandbox: true,
      sentryDsn: null,
    });
  });

  it('falls back to safe defaults when the block is missing or broken', () => {
    expect(readRuntimeConfig(docWith(null)).sandbox).toBe(false);
    expect(readRuntimeConfig(docWith('{not json')).supportUrl).toBe('#');
    expect(readRuntimeConfig(docWith('{"sandbox":"yes"}')).sandbox).toBe(false);
  });
});
