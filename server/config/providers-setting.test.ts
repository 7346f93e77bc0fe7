import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
};

describe('PROVIDERS', () => {
  it('reads each provider with its key, label and what it does with a flagged deposit', () => {
    const config = loadConfig({
      PROVIDERS:
        'alpha=changenow:https://api.example.com/v2/, beta=price-service:https://p.example',
      PROVIDER_ALPHA_API_KEY: 'k1',
      PROVIDER_ALPHA_LABEL: 'Alpha Exchange',
      PROVIDER_ALPHA_RATING: 'b',
      PROVIDER_BETA_REFUND_KYC: '1',
    });
    expect(config.providers).toEqual([
      {
        name: 'alpha',
        protocol: 'changenow',
        url: 'https://api.example.com/v2/',
        apiKey: 'k1',
        label: 'Alpha Exchange',
        rating: 'B',
        refundNeedsKyc: null,
      },
      {
        name: 'beta',
        protocol: 'price-service',
        url: 'https://p.example',
        apiKey: null,
        label: 'beta',
        rating: null,
        refundNeedsKyc: true,
      },
    ]);
  });

  it('leaves the single-upstream settings as they were without it', () => {
    const config = loadConfig({ PRICE_SERVICE_URL: 'https://p.example' });
    expect(config.providers).toBeNull();
    expect(config.upstream.url).toBe('https://p.example');
  });

  it('takes a stealthex provider, whose key is required as a changenow one is', () => {
    const env = {
      PROVIDERS: 'sx=stealthex:https://api.stealthex.io/v4/',
      PROVIDER_SX_API_KEY: 'k',
    };
    expect(loadConfig(env).providers).toEqual([
      expect.objectContaining({ name: 'sx', protocol: 'stealthex', apiKey: 'k' }),
    ]);
    expect(problemsOf({ PROVIDERS: 'nokey=stealthex:https://s.example/v4/' })).toEqual([
      'PROVIDER_NOKEY_API_KEY: is required for a stealthex provider',
    ]);
  });

  it('stops start-up listing every bad entry at once', () => {
    const problems = problemsOf({
      PROVIDERS:
        'Alpha=changenow:https://a.example,beta=ftp-ish:https://b.example,gamma,delta=changenow:nope,beta=price-service:https://c.example',
      PROVIDER_BETA_RATING: 'E',
      PRICE_SERVICE_URL: 'https://p.example',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/"Alpha=.*": the name must be lower-case/),
        expect.stringMatching(
          /"beta=ftp-ish.*": the protocol must be one of price-service, changenow, stealthex/,
        ),
        expect.stringMatching(/"gamma": write each provider as name=protocol:url/),
        expect.stringMatching(/"delta=changenow:nope": the URL must be http/),
        'PROVIDER_DELTA_API_KEY: is required for a changenow provider',
        expect.stringMatching(/"beta=price-service.*": beta is named twice/),
        'PROVIDER_BETA_RATING: must be A, B, C or D',
        'PRICE_SERVICE_URL: leave it unset with PROVIDERS (each provider has its own)',
      ]),
    );
  });
});

describe('a provider label', () => {
  it.each([
    ['a right-to-left override', 'Honest\u202eSwap'],
    ['a line separator', 'Honest\u2028Provider: other'],
    ['a line break', 'Honest\nSwap'],
  ])('with %s is refused at start, naming the setting', (_what, label) => {
    const problems = problemsOf({
      PROVIDERS: 'alpha=price-service:https://prices.example',
      PROVIDER_ALPHA_LABEL: label,
    });
    expect(problems.join('\n')).toMatch(/PROVIDER_ALPHA_LABEL: must be one line of visible text/);
  });
});

describe('the embedded sandbox as two providers', () => {
  const SANDBOX_PAIR = [
    {
      name: 'change',
      protocol: 'changenow',
      url: null,
      apiKey: null,
      label: 'Sandbox Change',
      rating: 'C',
      refundNeedsKyc: true,
    },
    {
      name: 'stealth',
      protocol: 'stealthex',
      url: null,
      apiKey: null,
      label: 'Sandbox Stealth',
      rating: 'A',
      refundNeedsKyc: false,
    },
  ];

  it('is what PROVIDERS=sandbox names: two dialects of it, their terms stated', () => {
    expect(loadConfig({ NODE_ENV: 'test', PROVIDERS: 'sandbox' }).providers).toEqual(SANDBOX_PAIR);
    expect(loadConfig({ NODE_ENV: 'test', PROVIDERS: ' sandbox ' }).providers).toEqual(
      SANDBOX_PAIR,
    );
  });

  it('is what a first run gets: development with no upstream named', () => {
    expect(loadConfig({}).providers).toEqual(SANDBOX_PAIR);
    expect(
      loadConfig({ NODE_ENV: 'development', SANDBOX_PRESET: 'fast', SANDBOX_PORT: '9000' })
        .providers,
    ).toEqual(SANDBOX_PAIR);
  });

  it.each([
    ['tests', { NODE_ENV: 'test' }],
    ['production on purpose', { NODE_ENV: 'production', SANDBOX: '1' }],
    ['a protocol named', { UPSTREAM_PROTOCOL: 'changenow' }],
    ['the default protocol named', { UPSTREAM_PROTOCOL: 'price-service' }],
    ['a key named', { UPSTREAM_PROTOCOL: 'stealthex', UPSTREAM_API_KEY: 'k' }],
    ['an upstream named', { PRICE_SERVICE_URL: 'https://p.example' }],
  ])('is not what %s get: the one upstream as before', (_who, env) => {
    expect(loadConfig(env).providers).toBeNull();
  });

  it('refuses a single-upstream setting beside it, and production unless SANDBOX=1', () => {
    expect(problemsOf({ PROVIDERS: 'sandbox', UPSTREAM_PROTOCOL: 'changenow' })).toEqual([
      'UPSTREAM_PROTOCOL: leave it unset with PROVIDERS (each provider has its own)',
    ]);
    expect(problemsOf({ NODE_ENV: 'production', PROVIDERS: 'sandbox' })).toEqual(
      expect.arrayContaining([
        'PROVIDERS: sandbox is the simulated service; in production set SANDBOX=1 to run it on purpose',
      ]),
    );
    expect(
      loadConfig({ NODE_ENV: 'production', PROVIDERS: 'sandbox', SANDBOX: '1' }).providers,
    ).toEqual(SANDBOX_PAIR);
  });
});
