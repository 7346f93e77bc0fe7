import { describe, expect, it } from 'vitest';
import { sentinelEntryOf } from './sentinel-entries.js';

describe('sentinelEntryOf', () => {
  it('reads host:port, and redis[s]:// URLs with a percent-encoded password', () => {
    expect(sentinelEntryOf('sentinel-0:26379')).toEqual({
      host: 'sentinel-0',
      port: 26379,
      tls: false,
    });
    expect(sentinelEntryOf('rediss://swap:p%2Cw@10.0.0.5:26379')).toEqual({
      host: '10.0.0.5',
      port: 26379,
      tls: true,
      username: 'swap',
      password: 'p,w',
    });
    expect(sentinelEntryOf('redis://:pw@[fd00::1]:26379')).toMatchObject({
      host: 'fd00::1',
      password: 'pw',
    });
  });

  it('refuses what is not a sentinel: no port, a database, another scheme', () => {
    for (const entry of ['redis://host', 'redis://host:26379/2', 'http://host:26379', 'host']) {
      expect(sentinelEntryOf(entry), entry).toBeNull();
    }
  });
});
