import { useT, type MessageId } from '../../lib/i18n/i18n.js';
import { useDisclosure } from '../../components/use-dismiss.js';
import { useHydrated } from '../../lib/page-data.js';
import { ComingSoonItem } from './coming-soon-item.js';

const COMING_SOON = [
  'layout.buy',
  'layout.stake',
  'layout.aboutCoinHeader',
] as const satisfies readonly MessageId[];

/** The header's token menu: its entries are shown greyed out until the token launches. */
export function TokenMenu() {
  const { open, rootRef, toggleProps } = useDisclosure<HTMLDivElement>('token-menu-list');
  // Until the script runs (and without it) a button could open nothing: the same words as text,
  // and no list (the footer names the same coming pages).
  const t = useT();
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <div className="token-menu">
        <span className="token-menu__toggle">
          {t('layout.token')} <span className="soon-badge">{t('layout.comingSoonBadge')}</span>
        </span>
      </div>
    );
  }

  return (
    <div className="token-menu" ref={rootRef}>
      <button {...toggleProps} className="token-menu__toggle">
        {t('layout.token')} <span className="soon-badge">{t('layout.comingSoonBadge')}</span>
      </button>
      <ul id="token-menu-list" className="popup-list token-menu__list" hidden={!open}>
        {COMING_SOON.map((item) => (
          <ComingSoonItem key={item} label={t(item)} className="token-menu__item" />
        ))}
      </ul>
    </div>
  );
}
