// Operators: this is the one place the Testimonials slider reads. Edit, add or remove reviews
// here, their words in every catalogue (client/src/lib/i18n/catalogues, `hiw.review*`); avatars are the PNGs drawn from the SVG files in ../images (tooling/raster/raster-images.js;
// PNG, as Tor Browser at its Safest level shows no SVG), painted by testimonials' CSS
// (.review-card__avatar--{avatar} in how-it-works-page.css): add a rule there for a new one.
// Set `sample: false` on a real review: while any review is a sample, the page says so under the
// heading, so visitors are never shown invented praise as if it were real. The sample third
// review speaks of two exchanges: PRIVATE_REVIEWS and DIRECT_REVIEWS below put words true of those
// deployments in its place (content/route-copy.ts); a real review should hold in all of them.
import type { MessageId } from '../../../lib/i18n/i18n.js';

export interface Review {
  /** the review text, one catalogue message per paragraph (translated like every other word) */
  para: readonly MessageId[];
  /**
   * the avatar's name in how-it-works-page.css; decorative, the name is shown beside it (painted
   * by CSS: w3m printed an <img alt="">'s file name, '[avata]', before the name)
   */
  avatar: 'leaf' | 'moon' | 'wave';
  name: string;
  /** whole stars out of 5 */
  stars: number;
  /** true for placeholder copy shipped with the site; false for a review a real user gave */
  sample: boolean;
}

export const REVIEW_MAX_STARS = 5;

export const REVIEWS: readonly Review[] = [
  {
    para: ['hiw.review1a', 'hiw.review1b'],
    avatar: 'leaf',
    name: 'Mira K.',
    stars: 5,
    sample: true,
  },
  {
    para: ['hiw.review2a', 'hiw.review2b'],
    avatar: 'wave',
    name: 'Jonas P.',
    stars: 5,
    sample: true,
  },
  {
    para: ['hiw.review3a', 'hiw.review3b'],
    avatar: 'moon',
    name: 'Ana S.',
    stars: 5,
    sample: true,
  },
];

/** The reviews, the third true of the private route (a visitor may also pick a direct offer). */
export const PRIVATE_REVIEWS: readonly Review[] = REVIEWS.map((review) =>
  review.para[0] === 'hiw.review3a'
    ? { ...review, para: ['hiw.review3aPrivate', 'hiw.review3b'] }
    : review,
);

/** The reviews, none claiming two exchanges: one provider makes every swap. */
export const DIRECT_REVIEWS: readonly Review[] = REVIEWS.map((review) =>
  review.para[0] === 'hiw.review3a'
    ? { ...review, para: ['hiw.review3aDirect', 'hiw.review3bDirect'] }
    : review,
);
