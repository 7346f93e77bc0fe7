import { useT } from '../../lib/i18n/i18n.js';
import { REVIEW_MAX_STARS } from './content/reviews.js';

/**
 * Stars as text (★ and ☆), and the rating in words beside them: Tor Browser at its Safest level
 * draws no SVG, so stars drawn as inline SVG vanished there; characters show in every browser,
 * text ones included.
 */
export function StarRating({ stars }: { stars: number }) {
  const filled = Math.max(0, Math.min(REVIEW_MAX_STARS, Math.round(stars)));
  const t = useT();
  return (
    <p className="star-rating">
      <span className="star-rating__stars" aria-hidden="true">
        <span className="star-rating__star--on">{'\u2605'.repeat(filled)}</span>
        {'\u2606'.repeat(REVIEW_MAX_STARS - filled)}
      </span>
      <span className="star-rating__text">
        {t('hiw.rated', { stars: filled, max: REVIEW_MAX_STARS })}
      </span>
    </p>
  );
}
