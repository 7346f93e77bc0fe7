// The spec's section 9 numbers that only the pages use: how long toasts stay, the guide's pace,
// the testimonial slider, the stake preview's placeholders and the fluid background. The
// business numbers both sides use stay in shared/constants.ts.

export const TOAST_MS = {
  exchangeError: 6000,
  addressWarning: 6000,
  lookupError: 4000,
  priceError: 4000,
  copied: 2000,
} as const;

/**
 * How long the order page waits for one status reply before it counts as lost (the order shown
 * is marked stale) and the next poll follows: the server gives up on a request by then, and over
 * a broken Tor circuit the browser's own limit is minutes.
 */
export const STATUS_REPLY_WAIT_MS = 30_000;

export const GUIDE_STEP_COUNT = 6;
export const GUIDE_ADVANCE_MS = 10_000;
export const TESTIMONIAL_SLIDER = {
  perView: 3,
  /** widths at or below which fewer slides show, widest first */
  breakpoints: [
    { maxWidth: 1080, perView: 2 },
    { maxWidth: 740, perView: 1 },
  ],
  gapPx: 20,
} as const;

export const STAKE_PLANS = [
  { apyPercent: 5, days: 14 },
  { apyPercent: 10, days: 20 },
  { apyPercent: 20, days: 70 },
] as const;
export const STAKE_POOL_PARTICIPATION = 20;

export const FLUID = {
  simResolution: 128,
  dyeResolution: 512,
  bloom: true,
  initialSplats: { min: 5, max: 24 },
  maxStepS: 0.016,
} as const;
