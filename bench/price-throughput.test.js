// @ts-check
import { describe, expect, it } from 'vitest';
import {
  median,
  ratiosOf,
  roundOrder,
  SIDES,
  throughputSummary,
  throughputVerdict,
} from './price-throughput.js';

/** @param {number} requestsPerS @param {number} [cpuPerRequestUs] */
const side = (requestsPerS, cpuPerRequestUs = 500) => ({
  requestsPerS,
  p50Ms: 4,
  p99Ms: 9,
  failed: 0,
  cpuPerRequestUs,
});

/** @param {number} bff @param {number} plain @param {number} relay */
const repeat = (bff, plain, relay) => {
  const sides = { bff: side(bff), plain: side(plain), relay: side(relay, 120) };
  return { sides, ratios: ratiosOf(sides) };
};

describe('the three-way price comparison', () => {
  it('rotates who goes first from round to round, each side once a round', () => {
    const rounds = [0, 1, 2, 3].map(roundOrder);
    expect(rounds.map((order) => order[0])).toEqual(['bff', 'plain', 'relay', 'bff']);
    for (const order of rounds) expect([...order].sort()).toEqual([...SIDES].sort());
  });

  it('takes the middle of an odd and an even number of figures', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([1, 4, 2, 3])).toBe(2.5);
  });

  it('gives the ratios BFF / plain, BFF / bare and plain / bare of one repeat', () => {
    expect(ratiosOf(repeat(2200, 2000, 4400).sides)).toEqual({
      'bff/plain': 1.1,
      'bff/relay': 0.5,
      'plain/relay': 0.45,
    });
  });

  it('reports the median of each ratio and rate, and meets the bar only at 1.1x', () => {
    const ahead = throughputSummary([
      repeat(2100, 2000, 4000),
      repeat(2300, 2000, 4000),
      repeat(2220, 2000, 4100),
    ]);
    expect(ahead.ratios['bff/plain']).toBe(1.11);
    expect(ahead.sides.bff.requestsPerS).toBe(2220);
    expect(ahead.sides.relay.requestsPerS).toBe(4000);
    expect(ahead.met).toBe(true);
    const level = throughputSummary([repeat(2000, 2000, 4000), repeat(2180, 2000, 4000)]);
    expect(level.ratios['bff/plain']).toBe(1.045);
    expect(level.met).toBe(false);
  });

  it('prints the three rates, every ratio with its repeats, the verdict and CPU per request', () => {
    const repeats = [repeat(2100, 2000, 4000), repeat(2300, 2000, 4000), repeat(2220, 2000, 4100)];
    const text = throughputVerdict({ connections: 10, repeats, ...throughputSummary(repeats) });
    expect(text).toContain('BFF 2220 req/s, plain Express 2000 req/s, bare relay 4000 req/s');
    expect(text).toContain('BFF / plain Express 1.11x (1.05x, 1.15x, 1.11x)');
    expect(text).toContain('BFF / bare relay 0.54x');
    expect(text).toContain('plain Express / bare relay 0.50x');
    expect(text).toContain('>= 1.1x: met');
    expect(text).toContain('CPU per request: BFF 500 µs, plain Express 500 µs, bare relay 120 µs');
  });
});
