import { useT } from '../../lib/i18n/i18n.js';
import { REVIEW_MAX_STARS } from './content/reviews.js';

/** Stars drawn for the eye; the label gives the same rating to screen readers. */
export function StarRating({ stars }: { stars: number }) {
  const filled = Math.max(0, Math.min(REVIEW_MAX_STARS, Math.round(stars)));
  const t = useT();
  return (
    <span
      className="star-rating"
      role="img"
      aria-label={t('hiw.rated', { stars: filled, max: REVIEW_MAX_STARS })}
    >
      {Array.from({ length: REVIEW_MAX_STARS }, (_, index) => (
        <svg
          key={index}
          className={
            index < filled ? 'star-rating__star star-rating__star--on' : 'star-rating__star'
          }
          viewBox="0 0 20 20"
          width="16"
          height="16"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </span>
  );
}
