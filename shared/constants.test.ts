import { expect, it } from 'vitest';
import * as constants from './constants.js';

// Spec section 9, number by number.
it.each<[keyof typeof constants, unknown]>([
  ['PRICE_REFRESH_DELAY_MS', 1000],
  ['QUOTE_REFRESH_MS', 30_000],
  ['QUOTE_MAX_AGE_MS', 60_000],
  ['QUOTE_MOVE_LIMIT_PERCENT', 1],
  ['RECENT_ORDERS_LIMIT', 10],
  ['RATE_DECIMALS', 6],
  ['ORDER_ID_LENGTH', 22],
  ['SELECTABLE_COIN_COUNT', 14],
  [
    'TOAST_MS',
    {
      exchangeError: 6000,
      addressWarning: 6000,
      lookupError: 4000,
      priceError: 4000,
      copied: 2000,
    },
  ],
  ['DEPOSIT_WINDOW_S', 1800],
  ['SWAPPING_AFTER_DEPOSIT_S', 240],
  ['STATUS_POLL_MS', 5000],
  ['GUIDE_STEP_COUNT', 6],
  ['GUIDE_ADVANCE_MS', 10_000],
  [
    'TESTIMONIAL_SLIDER',
    {
      perView: 3,
      breakpoints: [
        { maxWidth: 1080, perView: 2 },
        { maxWidth: 740, perView: 1 },
      ],
      gapPx: 20,
    },
  ],
  [
    'STAKE_PLANS',
    [
      { apyPercent: 5, days: 14 },
      { apyPercent: 10, days: 20 },
      { apyPercent: 20, days: 70 },
    ],
  ],
  ['STAKE_POOL_PARTICIPATION', 20],
  ['TYPICAL_SWAP_MINUTES', 20],
  ['ORIGINAL_EMAIL_CLIENT_VERSION', '3.7.0'],
  ['SENTRY_TRACES_SAMPLE_RATE', 1],
  [
    'FLUID',
    {
      simResolution: 128,
      dyeResolution: 512,
      bloom: true,
      initialSplats: { min: 5, max: 24 },
      maxStepS: 0.016,
    },
  ],
])('sets %s as the spec says', (name, value) => {
  expect(constants[name]).toEqual(value);
});

it('checks Solana addresses by their 32 decoded bytes, not by length 44', () => {
  expect(constants.SOLANA_ADDRESS_BYTES).toBe(32);
});
