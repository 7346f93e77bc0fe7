import { useT } from '../../lib/i18n/i18n.js';
import { useId } from 'react';
import { TESTIMONIAL_SLIDER } from '../../lib/ui-constants.js';
import { REVIEWS, type Review } from './content/reviews.js';
import { LoopSlider } from './sliders/loop-slider.js';
import { StarRating } from './star-rating.js';

function ReviewCard({ review }: { review: Review }) {
  const t = useT();
  return (
    <figure className="review-card">
      <StarRating stars={review.stars} />
      <blockquote className="review-card__quote">
        {review.para.map((paragraph) => (
          <p key={paragraph}>{t(paragraph)}</p>
        ))}
      </blockquote>
      <figcaption className="review-card__author">
        <span
          className={`review-card__avatar review-card__avatar--${review.avatar}`}
          aria-hidden="true"
        />
        <span>{review.name}</span>
      </figcaption>
    </figure>
  );
}

/** Reviews (by default those of content/reviews.ts) in a looping slider: 3, 2 or 1 per view by width. */
export function Testimonials({ reviews = REVIEWS }: { reviews?: readonly Review[] }) {
  const headingId = useId();
  const t = useT();
  if (reviews.length === 0) return null;
  return (
    <section className="hiw-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="hiw-section__title">
        {t('hiw.testimonials')}
      </h2>
      {reviews.some((review) => review.sample) && (
        <p className="hiw-section__note">{t('hiw.sampleReviews')}</p>
      )}
      <LoopSlider
        className="testimonials"
        label={t('hiw.reviews')}
        itemName="review"
        items={reviews}
        itemKey={(review) => review.name}
        renderItem={(review) => <ReviewCard review={review} />}
        perView={TESTIMONIAL_SLIDER}
        gapPx={TESTIMONIAL_SLIDER.gapPx}
      />
    </section>
  );
}
