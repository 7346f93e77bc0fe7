import { LineIcon } from '../../components/line-icon.js';
import { useT } from '../../lib/i18n/i18n.js';

const DIRECTION_ICON = 'M7 4v14m0 0-4-4m4 4 4-4M17 20V6m0 0-4 4m4-4 4 4';

/** Turns the pair around; until the script runs it is drawn, not offered: no button that does nothing. */
export function DirectionButton({ hydrated, onTurn }: { hydrated: boolean; onTurn: () => void }) {
  const t = useT();
  return hydrated ? (
    <button
      type="button"
      aria-label={t('swap.direction')}
      className="swap-form__direction js-only"
      onClick={onTurn}
    >
      <LineIcon d={DIRECTION_ICON} />
    </button>
  ) : (
    <span className="swap-form__direction js-only" aria-hidden="true">
      <LineIcon d={DIRECTION_ICON} />
    </span>
  );
}
