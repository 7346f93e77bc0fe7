import { describe, expect, it } from 'vitest';
import { TESTIMONIAL_SLIDER } from '../../../lib/ui-constants.js';
import { loopCopies, maxPerView, toSwiperBreakpoints } from './slider-breakpoints.js';

describe('toSwiperBreakpoints', () => {
  it('shows 1 review up to 740 px, 2 up to 1080 px and 3 above', () => {
    expect(toSwiperBreakpoints(TESTIMONIAL_SLIDER)).toEqual({
      slidesPerView: 1,
      breakpoints: { 741: { slidesPerView: 2 }, 1081: { slidesPerView: 3 } },
    });
  });

  it('keeps the default everywhere when there are no breakpoints', () => {
    expect(toSwiperBreakpoints({ perView: 1, breakpoints: [] })).toEqual({
      slidesPerView: 1,
      breakpoints: {},
    });
  });
});

describe('loopCopies', () => {
  it('repeats 3 reviews once more so 3 can show and one wait off screen', () => {
    expect(loopCopies(3, maxPerView(TESTIMONIAL_SLIDER))).toBe(2);
  });

  it('needs no repeat for 4 cards shown one at a time', () => {
    expect(loopCopies(4, 1)).toBe(1);
  });
});
