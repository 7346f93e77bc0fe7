import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

// Addresses tor itself wrote in a HiddenServiceDir's hostname file (the second is the Tor
// Project's own), so the check is held to tor's encoding, not to ours.
const MADE_BY_TOR = 'xpjzab2ecde7glx3bnpvsawq366h5nayvxjvqmsgnkdrtkvxjnv34wad.onion';
const TOR_PROJECT = '2gzyxa5ihm7nsggfxnu52rck2vv4rvmdlkiu3zzui5du4xyclen53wid.onion';

describe('onion settings', () => {
  it('are off by default: no address, no listener for tor', () => {
    expect(loadConfig({}).onion).toEqual({ address: null, port: null, host: '127.0.0.1' });
  });

  it('take a v3 address as tor writes it, in any case, and a port for tor', () => {
    expect(loadConfig({ ONION_ADDRESS: MADE_BY_TOR }).onion.address).toBe(MADE_BY_TOR);
    expect(loadConfig({ ONION_ADDRESS: TOR_PROJECT.toUpperCase() }).onion.address).toBe(
      TOR_PROJECT,
    );
    expect(loadConfig({ ONION_PORT: '8081' }).onion).toMatchObject({ port: 8081 });
  });

  it('refuse anything that is not a v3 onion address, naming the setting', () => {
    const oneCharacterOff = MADE_BY_TOR.replace('xpj', 'xpk');
    const lastCharacterOff = MADE_BY_TOR.replace('wad.onion', 'wac.onion');
    for (const address of [
      oneCharacterOff,
      lastCharacterOff,
      MADE_BY_TOR.replace('.onion', ''),
      MADE_BY_TOR.slice(1),
      `${MADE_BY_TOR.slice(0, -6)}a.onion`,
      'expyuzz4wqqyqhjn.onion', // a retired v2 address
      `http://${MADE_BY_TOR}`,
      `${MADE_BY_TOR.slice(0, 10)}1${MADE_BY_TOR.slice(11)}`, // 1 is not base32
      'swap.example.com',
    ]) {
      expect(() => loadConfig({ ONION_ADDRESS: address }), address).toThrow(
        /ONION_ADDRESS: must be a v3 onion address/,
      );
    }
  });

  it('refuse a listener for tor on the public or the metrics port', () => {
    expect(() => loadConfig({ ONION_PORT: '8080' })).toThrow(/ONION_PORT: must differ/);
    expect(() => loadConfig({ ONION_PORT: '9464', METRICS_PORT: '9464' })).toThrow(
      /ONION_PORT: must differ/,
    );
    expect(() => loadConfig({ ONION_PORT: '70000' })).toThrow(/ONION_PORT/);
  });
});
