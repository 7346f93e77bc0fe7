import { useLocalePath, useT } from '../../lib/i18n/i18n.js';
import { LanguageMenu } from './language-menu.js';
import { Link, NavLink } from '../../lib/site-links.js';
import { useDisclosure } from '../../components/use-dismiss.js';
import { useHydrated } from '../../lib/page-data.js';
import { CloseIcon, LogoMark, MenuIcon } from './icons.js';
import { TokenMenu } from './token-menu.js';

/** Site header: brand, Swap, How it works and the token menu; a hamburger on small screens. */
export function Header() {
  const { open, close, rootRef, toggleProps } = useDisclosure<HTMLElement>('site-nav');
  const hydrated = useHydrated();
  const t = useT();
  const lp = useLocalePath();

  return (
    <header className="site-header" ref={rootRef}>
      <div className="site-header__inner">
        <Link to={lp('/')} className="brand" onClick={close}>
          <LogoMark />
          <span>{t('layout.brand')}</span>
        </Link>
        {/* a space: text browsers run the two links together without one (flex shows none) */}{' '}
        {hydrated ? (
          <button
            {...toggleProps}
            className="site-header__toggle"
            aria-label={open ? t('layout.closeMenu') : t('layout.openMenu')}
          >
            {open ? <CloseIcon /> : <MenuIcon />}
          </button>
        ) : (
          // Until the script runs (and without it) the hamburger is a link: #site-nav opens the
          // menu as the link's target (no-js.css), and says 'Menu' in text where SVG is off.
          <a className="site-header__toggle site-header__toggle--link" href="#site-nav">
            <MenuIcon />
            <span className="visually-hidden site-header__toggle-text">{t('layout.menu')}</span>
          </a>
        )}
        <nav
          id="site-nav"
          aria-label={t('layout.navMain')}
          className={open ? 'site-nav is-open' : 'site-nav'}
        >
          <ul className="site-nav__list">
            <li>
              <NavLink to={lp('/')} end className="site-nav__link" onClick={close}>
                {t('layout.swap')}
              </NavLink>
            </li>
            <li>
              <NavLink to={lp('/How-it-works')} className="site-nav__link" onClick={close}>
                {t('layout.howItWorks')}
              </NavLink>
            </li>
            <li>
              <TokenMenu />
            </li>
            <li>
              <LanguageMenu variant="header" />
            </li>
          </ul>
          {/* without script, the open menu's way back: '#' stops it being the target. Its words
              come from no-js.css (content: attr(data-label)), not from a text node: text
              browsers, which read no CSS, have no menu to close and list no such link. */}
          <noscript>
            <a
              className="site-nav__link site-nav__close"
              href="#"
              aria-label={t('layout.closeMenu')}
              data-label={t('layout.closeMenu')}
            />
          </noscript>
        </nav>
      </div>
    </header>
  );
}
