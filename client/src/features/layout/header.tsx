import { useLocalePath, useT } from '../../lib/i18n/i18n.js';
import { LanguageMenu } from './language-menu.js';
import { Link, NavLink } from 'react-router';
import { useDisclosure } from '../../components/use-dismiss.js';
import { CloseIcon, LogoMark, MenuIcon } from './icons.js';
import { TokenMenu } from './token-menu.js';

/** Site header: brand, Swap, How it works and the token menu; a hamburger on small screens. */
export function Header() {
  const { open, close, rootRef, toggleProps } = useDisclosure<HTMLElement>('site-nav');
  const t = useT();
  const lp = useLocalePath();

  return (
    <header className="site-header" ref={rootRef}>
      <div className="site-header__inner">
        <Link to={lp('/')} className="brand" onClick={close}>
          <LogoMark />
          <span>{t('layout.brand')}</span>
        </Link>
        <button
          {...toggleProps}
          className="site-header__toggle js-only"
          aria-label={open ? t('layout.closeMenu') : t('layout.openMenu')}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
        </button>
        {/* without script the menu is the target of a link: #site-nav opens, # closes it */}
        <noscript>
          <a className="site-header__toggle" href="#site-nav" aria-label={t('layout.openMenu')}>
            <MenuIcon />
          </a>
        </noscript>
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
            <noscript>
              <li>
                <a className="site-nav__link" href="#">
                  {t('layout.closeMenu')}
                </a>
              </li>
            </noscript>
          </ul>
        </nav>
      </div>
    </header>
  );
}
