// @ts-check
import { describe, expect, it } from 'vitest';
import { TOR_LINK, barFor, countWaves, extraRequests, median, shortPath } from './tor-link.js';

describe('tor-like link figures', () => {
  it('counts request waves: a request starting after the whole wave before it answered opens one', () => {
    // the HTML; then the stylesheet and boot.js together; then every script at once
    const requests = [
      { start: 0, end: 700 },
      { start: 730, end: 1500 },
      { start: 735, end: 1380 },
      { start: 1900, end: 3300 },
      { start: 1900, end: 2600 },
    ];
    expect(countWaves(requests)).toBe(3);
    // the entry asked for only once a chunk had arrived: one wave more
    expect(countWaves([...requests, { start: 3350, end: 4200 }])).toBe(4);
    // a request started while the wave is still arriving belongs to it
    expect(
      countWaves([
        { start: 0, end: 500 },
        { start: 400, end: 900 },
      ]),
    ).toBe(1);
  });

  it('takes the median of an odd and an even number of runs', () => {
    expect(median([3.5, 3.44, 3.49])).toBe(3.49);
    expect(median([1, 4, 2, 3])).toBe(2.5);
  });

  it('holds / to 2.9 s and an order page to 3.4 s', () => {
    expect(barFor('/')).toBe(2900);
    expect(barFor('/order/QVfbIxsAaStVZmI2M0niqg')).toBe(3400);
  });

  it('names a waterfall row by its file, the content hash left out, so runs and builds compare', () => {
    expect(shortPath('http://127.0.0.1:4180/assets/react-dom-Bw49Mz59.js')).toBe(
      '/assets/react-dom.js',
    );
    expect(shortPath('http://127.0.0.1:4180/assets/bnb@2x-C1MmZJhT.png')).toBe(
      '/assets/bnb@2x.png',
    );
    expect(shortPath('http://127.0.0.1:4180/boot.js')).toBe('/boot.js');
    expect(shortPath('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png');
  });

  it("measures a phone's window and Tor Browser's default desktop window", () => {
    expect(TOR_LINK.widths).toEqual([375, 1000]);
  });

  it('names what a wider window asked for beyond a narrower one, a file asked for twice counted twice', () => {
    const row = (path) => ({ path, type: 'Script', start: 0, end: 1, bytes: 100 });
    const narrow = [row('/'), row('/assets/vendor.js'), row('/assets/logo.png')];
    const wide = [
      row('/'),
      row('/assets/vendor.js'),
      row('/assets/fluid-start.js'),
      row('/assets/logo.png'),
      row('/assets/logo.png'),
    ];
    expect(extraRequests(wide, narrow).map((each) => each.path)).toEqual([
      '/assets/fluid-start.js',
      '/assets/logo.png',
    ]);
    expect(extraRequests(narrow, narrow)).toEqual([]);
  });
});
