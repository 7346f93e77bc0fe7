import { describe, expect, it } from 'vitest';
import { routeEntrySchema, routeSchema, routeToFormValue, type Route } from './route.js';

describe('routeSchema (exchangeFlow_list)', () => {
  it.each<[string, unknown]>([
    ['a bare first entry', [[0.0512, 0.01, 100]]],
    ['an unavailable estimate (-1) and no maximum (0)', [[-1, 0.5, 0]]],
    ['a flow string after the numbers', [[0.98, 0.01, 100, 'BNB-XMR-ETH']]],
    ['numbers and strings mixed in the rest', [[1, 0, 0, 'a', 2, 'b', 3, 'c']]],
    ['ten entries', Array.from({ length: 10 }, (_, i) => [i, 0.1, 10, `flow-${i}`])],
    ['a 200-character flow string', [[1, 0, 0, 'x'.repeat(200)]]],
    ['later entries in another shape', [[1, 0, 0, 'BNB>XMR>ETH'], ['hop', 2], []]],
  ])('accepts %s', (_title, list) => {
    expect(routeSchema.safeParse(list).success).toBe(true);
  });

  it.each<[string, unknown]>([
    ['an empty list', []],
    ['eleven entries', Array.from({ length: 11 }, () => [1, 0, 0])],
    ['an entry of nine items', [[1, 0, 0, 'a', 'b', 'c', 'd', 'e', 'f']]],
    ['an entry of two numbers', [[1, 0]]],
    ['an empty entry', [[]]],
    ['an estimate given as text', [['0.98', 0.01, 100]]],
    ['a negative minimum', [[1, -0.01, 100]]],
    ['a negative maximum', [[1, 0.01, -1]]],
    ['a NaN estimate', [[Number.NaN, 0, 0]]],
    ['an infinite maximum', [[1, 0, Number.POSITIVE_INFINITY]]],
    ['a 201-character flow string', [[1, 0, 0, 'x'.repeat(201)]]],
    ['a nested list inside an entry', [[1, 0, 0, [1, 2]]]],
    [
      'a later entry of nine items',
      [
        [1, 0, 0],
        [1, 2, 3, 4, 5, 6, 7, 8, 9],
      ],
    ],
    ['a null inside an entry', [[1, 0, 0, null]]],
    ['an object inside an entry', [[1, 0, 0, { flow: 'x' }]]],
    ['an entry that is not a list', [{ 0: 1, 1: 0, 2: 0 }]],
    ['a string instead of a list', '1,0,0'],
    ['nothing', undefined],
  ])('rejects %s', (_title, list) => {
    expect(routeSchema.safeParse(list).success).toBe(false);
  });

  it('explains an over-long entry', () => {
    const result = routeEntrySchema.safeParse([1, 0, 0, 1, 2, 3, 4, 5, 6]);
    expect(result.error?.issues[0]?.message).toBe('a route entry has at most 8 items');
  });
});

describe('routeToFormValue', () => {
  it.each<[string, Route]>([
    ['one entry', [[0.98, 0.01, 100, 'BNB-XMR-ETH']]],
    ['an unavailable estimate', [[-1, 0.5, 0]]],
    [
      'two entries',
      [
        [0.98, 0.01, 100, 'BNB-XMR-ETH'],
        [1.5, 0, 0, 'x'],
      ],
    ],
  ])('sends %s the way FormData coerced the array', (_title, route) => {
    expect(routeToFormValue(route)).toBe(String(route));
  });

  it('joins every item with commas, flattening entries', () => {
    expect(
      routeToFormValue([
        [0.98, 0.01, 100, 'BNB-XMR-ETH'],
        [-1, 2, 0],
      ]),
    ).toBe('0.98,0.01,100,BNB-XMR-ETH,-1,2,0');
  });
});
