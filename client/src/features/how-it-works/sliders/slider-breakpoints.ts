export interface PerViewConfig {
  perView: number;
  /** widths at or below `maxWidth` show `perView` slides */
  breakpoints: readonly { maxWidth: number; perView: number }[];
}

/**
 * Turns "N per view, fewer at or below these widths" into Swiper's mobile-first form, where each
 * key is the smallest window width its settings apply from.
 */
export function toSwiperBreakpoints(config: PerViewConfig): {
  slidesPerView: number;
  breakpoints: Record<number, { slidesPerView: number }>;
} {
  const narrowFirst = [...config.breakpoints].sort((a, b) => a.maxWidth - b.maxWidth);
  const breakpoints: Record<number, { slidesPerView: number }> = {};
  narrowFirst.forEach((step, index) => {
    breakpoints[step.maxWidth + 1] = {
      slidesPerView: narrowFirst[index + 1]?.perView ?? config.perView,
    };
  });
  return { slidesPerView: narrowFirst[0]?.perView ?? config.perView, breakpoints };
}

/** The most slides any width shows. */
export const maxPerView = (config: PerViewConfig): number =>
  Math.max(config.perView, ...config.breakpoints.map((step) => step.perView));

/**
 * How many times the items must repeat for Swiper's loop mode, which needs at least one slide more
 * than it shows at once.
 */
export const loopCopies = (itemCount: number, perView: number): number =>
  itemCount === 0 ? 0 : Math.ceil((perView + 1) / itemCount);

/** The same edge as the CSS media queries and the testimonial slider's one-per-view step. */
export const MOBILE_QUERY = '(max-width: 740px)';
