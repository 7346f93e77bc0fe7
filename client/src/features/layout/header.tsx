import { Link, NavLink } from 'react-router';
import { useDisclosure } from '../../components/use-dismiss.js';
import { CloseIcon, LogoMark, MenuIcon } from './icons.js';
import { TokenMenu } from './token-menu.js';

/** Site header: brand, Swap, How it works and the token menu; a hamburger on small screens. */
export function Header() {
  const { open, close, rootRef, toggleProps } = useDisclosure<HTMLElement>('site-nav');

  return (
    <header className="site-header" ref={rootRef}>
      <div className="site-header__inner">
        <Link to="/" className="brand" onClick={close}>
          <LogoMark />
          <span>Without a Trace</span>
        </Link>
        <button
          {...toggleProps}
          className="site-header__toggle js-only"
          aria-label={open ? 'Close menu' : 'Open menu'}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
        </button>
        {/* without script the menu is the target of a link: #site-nav opens, # closes it */}
        <noscript>
          <a className="site-header__toggle" href="#site-nav" aria-label="Open menu">
            <MenuIcon />
          </a>
        </noscript>
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
