import { describe, expect, it } from 'vitest';
import { runtimeConfigOf } from './app.js';
import { loadConfig, type Env } from './config/config.js';

// The route the page's copy may claim (decision 030): only what this deployment's offers do.
const privacyRouteFor = (env: Env) =>
  runtimeConfigOf({ config: loadConfig(env), sandbox: false }).privacyRoute;

describe("the runtime config's privacy route", () => {
  it("is the price service's own hops with the one price-service upstream", () => {
    expect(privacyRouteFor({ PRICE_SERVICE_URL: 'https://p.example' })).toBe('service');
  });

  it('is the private route through Monero with two providers or more', () => {
    expect(
      privacyRouteFor({
        PROVIDERS: 'alpha=changenow:https://a.example/v2/, beta=price-service:https://p.example',
        PROVIDER_ALPHA_API_KEY: 'k',
      }),
    ).toBe('private');
  });

  it("is one provider's direct swap with a single provider or one exchange's API", () => {
    expect(
      privacyRouteFor({
        PROVIDERS: 'sx=stealthex:https://api.stealthex.io/v4/',
        PROVIDER_SX_API_KEY: 'k',
      }),
    ).toBe('direct');
    expect(privacyRouteFor({ UPSTREAM_PROTOCOL: 'changenow', UPSTREAM_API_KEY: 'k' })).toBe(
      'direct',
    );
  });
});
