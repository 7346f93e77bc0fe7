import { describe, expect, it } from 'vitest';
import { summarizeProfile, topFunctions } from './profile-summary.js';

const frame = (/** @type {string} */ functionName, /** @type {string} */ url = '') => ({
  functionName,
  url,
});

// root -> express handler -> node's http writeHead -> native writev; plus GC, idle and our code.
const profile = {
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 5, 6, 7, 9] },
    {
      id: 2,
      callFrame: frame('handle', 'file:///app/node_modules/express/lib/router/index.js'),
      children: [3],
    },
    { id: 3, callFrame: frame('writeHead', 'node:_http_server'), children: [4] },
    { id: 4, callFrame: frame('writev') },
    { id: 5, callFrame: frame('(garbage collector)') },
    { id: 6, callFrame: frame('(idle)') },
    {
      id: 7,
      callFrame: frame('parse', 'file:///app/node_modules/@scope/pkg/dist/index.js'),
      children: [8],
    },
    {
      id: 8,
      callFrame: {
        ...frame('quote', 'file:///app/dist/server/api/quote.service.js'),
        lineNumber: 41,
      },
    },
    { id: 9, callFrame: frame('post', 'node:inspector'), children: [10] },
    { id: 10, callFrame: frame('dispatch') },
  ],
  // one sample per node of interest, each 1 ms after the one before
  samples: [2, 3, 4, 4, 5, 6, 6, 6, 7, 8, 10],
  timeDeltas: [1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000],
};

describe('the profile summary', () => {
  const summary = summarizeProfile(profile);
  const share = (/** @type {string} */ bucket) =>
    summary.rows.find((row) => row.bucket === bucket)?.share;

  it("leaves idle time and the profiler's own work out of the busy time the shares are of", () => {
    expect(summary.idleMs).toBe(4);
    expect(summary.busyMs).toBe(7);
  });

  it("counts a native function's time for the JavaScript that called it", () => {
    // writeHead's own sample and both writev samples are node's http work
    expect(share('node: http')).toBeCloseTo(3 / 7);
    expect(summary.rows.some((row) => row.bucket.startsWith('native'))).toBe(false);
  });

  it('names npm packages, scoped ones whole, and our own server folders', () => {
    expect(share('express')).toBeCloseTo(1 / 7);
    expect(share('@scope/pkg')).toBeCloseTo(1 / 7);
    expect(share('app: server/api')).toBeCloseTo(1 / 7);
    expect(share('V8: garbage collector')).toBeCloseTo(1 / 7);
  });

  it('lists the largest share first', () => {
    expect(summary.rows[0]?.bucket).toBe('node: http');
  });
});

describe('the functions with the most self time', () => {
  const top = topFunctions(profile, 3);

  it('names each with where it lives, native time counted for its JavaScript caller', () => {
    expect(top[0]).toMatchObject({ function: 'writeHead node:_http_server', ms: 3 });
    expect(topFunctions(profile, 10).map((row) => row.function)).toContain(
      'quote dist/server/api/quote.service.js:42',
    );
  });

  it('keeps to the count asked, and leaves idle time and the profiler out', () => {
    expect(top).toHaveLength(3);
    const all = topFunctions(profile, 50);
    expect(all.map((row) => row.function)).not.toContain('(idle) (native)');
    expect(all.reduce((sum, row) => sum + row.share, 0)).toBeCloseTo(1);
  });
});
