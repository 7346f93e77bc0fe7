import { useDisclosure } from '../../components/use-dismiss.js';
import { useHydrated } from '../../lib/page-data.js';
import { ComingSoonItem } from './coming-soon-item.js';

const COMING_SOON = ['Buy', 'Stake', 'About the Coin'] as const;

/** The header's token menu: its entries are shown greyed out until the token launches. */
export function TokenMenu() {
  const { open, rootRef, toggleProps } = useDisclosure<HTMLDivElement>('token-menu-list');
  // Until the script runs (and without it) a button could open nothing: the same words as text,
  // and no list (the footer names the same coming pages).
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <div className="token-menu">
        <span className="token-menu__toggle">
          Token <span className="soon-badge">coming soon</span>
        </span>
      </div>
    );
  }

  return (
    <div className="token-menu" ref={rootRef}>
      <button {...toggleProps} className="token-menu__toggle">
        Token <span className="soon-badge">coming soon</span>
      </button>
      <ul id="token-menu-list" className="popup-list token-menu__list" hidden={!open}>
        {COMING_SOON.map((item) => (
          <ComingSoonItem key={item} label={item} className="token-menu__item" />
        ))}
      </ul>
    </div>
  );
}
