import { Link, NavLink } from 'react-router';
import { useDisclosure } from '../../components/use-dismiss.js';
import { useHydrated } from '../../lib/page-data.js';
import { CloseIcon, LogoMark, MenuIcon } from './icons.js';
import { TokenMenu } from './token-menu.js';

/** Site header: brand, Swap, How it works and the token menu; a hamburger on small screens. */
export function Header() {
  const { open, close, rootRef, toggleProps } = useDisclosure<HTMLElement>('site-nav');
  const hydrated = useHydrated();

  return (
    <header className="site-header" ref={rootRef}>
      <div className="site-header__inner">
        <Link to="/" className="brand" onClick={close}>
          <LogoMark />
          <span>Without a Trace</span>
        </Link>
        {hydrated ? (
          <button
            {...toggleProps}
            className="site-header__toggle"
            aria-label={open ? 'Close menu' : 'Open menu'}
          >
            {open ? <CloseIcon /> : <MenuIcon />}
          </button>
        ) : (
          // Until the script runs (and without it) the hamburger is a link: #site-nav opens the
          // menu as the link's target (no-js.css), and says 'Menu' in text where SVG is off.
          <a className="site-header__toggle site-header__toggle--link" href="#site-nav">
            <MenuIcon />
            <span className="visually-hidden site-header__toggle-text">Menu</span>
          </a>
        )}
        <nav id="site-nav" aria-label="Main" className={open ? 'site-nav is-open' : 'site-nav'}>
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
          </ul>
          {/* without script, the open menu's way back: '#' stops it being the target */}
          <noscript>
            <a className="site-nav__link site-nav__close" href="#">
              Close menu
            </a>
          </noscript>
        </nav>
      </div>
    </header>
  );
}
