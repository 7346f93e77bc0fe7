import { useRef, useState } from 'react';
import { useDismiss } from '../../components/use-dismiss.js';

const COMING_SOON = ['Buy', 'Stake', 'About the Coin'] as const;

/** The header's token menu: its entries are shown greyed out until the token launches. */
export function TokenMenu() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useDismiss(rootRef, open, (reason) => {
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  });

  return (
    <div className="token-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="token-menu__toggle"
        aria-expanded={open}
        aria-controls="token-menu-list"
        onClick={() => setOpen(!open)}
      >
        Token <span className="soon-badge">coming soon</span>
      </button>
      <ul id="token-menu-list" className="token-menu__list" hidden={!open}>
        {COMING_SOON.map((item) => (
          <li key={item}>
            <span className="token-menu__item">
              {item} <span className="visually-hidden">(coming soon)</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
