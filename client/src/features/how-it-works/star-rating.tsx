import { useT } from '../../lib/i18n/i18n.js';
import { REVIEW_MAX_STARS } from './content/reviews.js';

/**
 * Stars drawn for the eye, and the rating in words beside them: Tor Browser at its Safest level
 * draws no SVG, and a rating only in an aria-label vanished there with the stars.
 */
export function StarRating({ stars }: { stars: number }) {
  const filled = Math.max(0, Math.min(REVIEW_MAX_STARS, Math.round(stars)));
  const t = useT();
  return (
    <p className="star-rating">
      <span className="star-rating__stars" aria-hidden="true">
        {Array.from({ length: REVIEW_MAX_STARS }, (_, index) => (
          <svg
            key={index}
            className={
              index < filled ? 'star-rating__star star-rating__star--on' : 'star-rating__star'
            }
            viewBox="0 0 20 20"
            width="16"
            height="16"
            focusable="false"
          >
            <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
          </svg>
        ))}
      </span>
      <span className="star-rating__text">
        {t('hiw.rated', { stars: filled, max: REVIEW_MAX_STARS })}
      </span>
    </p>
  );
}
