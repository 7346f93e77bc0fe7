import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useDismissablePopup } from '../../components/use-dismiss.js';
import { CloseIcon, LogoMark, MenuIcon } from './icons.js';
import { TokenMenu } from './token-menu.js';

/** Site header: brand, Swap, How it works and the token menu; a hamburger on small screens. */
export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  const { rootRef: headerRef, toggleRef } = useDismissablePopup<HTMLElement>(menuOpen, close);

  return (
    <header className="site-header" ref={headerRef}>
      <div className="site-header__inner">
        <Link to="/" className="brand" onClick={close}>
          <LogoMark />
          <span>Without a Trace</span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="site-header__toggle js-only"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
        {/* without script the menu is the target of a link: #site-nav opens, # closes it */}
        <noscript>
          <a className="site-header__toggle" href="#site-nav" aria-label="Open menu">
            <MenuIcon />
          </a>
        </noscript>
        <nav id="site-nav" aria-label="Main" className={menuOpen ? 'site-nav is-open' : 'site-nav'}>
          <ul className="site-nav__list">
            <li>
              <NavLink to="/" end className="site-nav__link" onClick={close}>
                Swap
              </NavLink>
            </li>
            <li>
              <NavLink to="/How-it-works" className="site-nav__link" onClick={close}>
                How it works
              </NavLink>
            </li>
            <li>
              <TokenMenu />
            </li>
            <noscript>
              <li>
                <a className="site-nav__link" href="#">
                  Close menu
                </a>
              </li>
            </noscript>
          </ul>
        </nav>
      </div>
    </header>
  );
}
