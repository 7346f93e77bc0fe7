import { describe, expect, it } from 'vitest';
import { checkTargets } from './check-targets.js';

describe('what check-upstream checks', () => {
  it('checks every provider PROVIDERS names when no URL is given, each with its own key', () => {
    const targets = checkTargets(undefined, undefined, {
      PROVIDERS: 'alpha=changenow:https://a.example/v2/,beta=price-service:https://b.example',
      PROVIDER_ALPHA_API_KEY: 'alpha-key',
      // the single-upstream settings of the same shell are not in the way
      PRICE_SERVICE_URL: 'https://old.example',
    });
    expect(targets).toEqual([
      { name: 'alpha', url: 'https://a.example/v2/', protocol: 'changenow', apiKey: 'alpha-key' },
      { name: 'beta', url: 'https://b.example', protocol: 'price-service', apiKey: null },
    ]);
  });

  it('checks every kind of upstream PROVIDERS names, StealthEX with its key', () => {
    const targets = checkTargets(undefined, undefined, {
      PROVIDERS:
        'p=price-service:https://p.example,c=changenow:https://c.example/v2/,s=stealthex:https://api.stealthex.io/v4/',
      PROVIDER_C_API_KEY: 'c-key',
      PROVIDER_S_API_KEY: 's-key',
    });
    expect(targets.map(({ protocol, apiKey }) => [protocol, apiKey])).toEqual([
      ['price-service', null],
      ['changenow', 'c-key'],
      ['stealthex', 's-key'],
    ]);
  });

  it("checks the one configured upstream without PROVIDERS: the protocol's own API with a key", () => {
    expect(
      checkTargets(undefined, undefined, { UPSTREAM_PROTOCOL: 'stealthex', UPSTREAM_API_KEY: 'k' }),
    ).toEqual([
      { name: null, url: 'https://api.stealthex.io/v4/', protocol: 'stealthex', apiKey: 'k' },
    ]);
  });

  it('checks the URL given, in the protocol asked for', () => {
    expect(checkTargets('https://p.example', 'changenow', { UPSTREAM_API_KEY: 'k' })).toEqual([
      { name: null, url: 'https://p.example', protocol: 'changenow', apiKey: 'k' },
    ]);
  });

  it.each([
    [undefined, {}, /give the upstream base URL, or set PROVIDERS or PRICE_SERVICE_URL/],
    ['https://p.example', { UPSTREAM_PROTOCOL: 'stealthex' }, /UPSTREAM_API_KEY/],
    [undefined, { PROVIDERS: 'alpha=changenow:https://a.example' }, /PROVIDER_ALPHA_API_KEY/],
    ['ftp://p.example', {}, /http/],
    [undefined, { PROVIDERS: 'sandbox' }, /PROVIDERS=sandbox names the embedded sandbox/],
  ])('says what is wrong: %s %j', (url, env, message) => {
    expect(() => checkTargets(url, undefined, env)).toThrow(message);
  });
});
