import { useLocation } from 'react-router';
import {
  LANGUAGE_NAMES,
  LANGUAGE_TAGS,
  LANGUAGES,
  languagePath,
  splitLanguagePath,
  directionOf,
} from '../../../../shared/i18n/languages.js';
import { hrefOfPath } from '../../../../shared/contract/render.js';
import { useLang, useT } from '../../lib/i18n/i18n.js';
import './language-menu.css';

/**
 * The same page in each language, as plain links: they work without script, and following one
 * loads the page afresh in that language (the URL decides; nothing is stored). The header shows
 * it as a disclosure, the footer as a list.
 */
export function LanguageMenu({ variant }: { variant: 'header' | 'footer' }) {
  const current = useLang();
  const t = useT();
  const { pathname } = useLocation();
  const { path } = splitLanguagePath(pathname);
  const list = (
    <ul className="language-menu__list">
      {LANGUAGES.map((lang) => (
        <li key={lang}>
          <a
            className="language-menu__link"
            href={hrefOfPath(languagePath(lang, path))}
            hrefLang={LANGUAGE_TAGS[lang]}
            lang={LANGUAGE_TAGS[lang]}
            dir={directionOf(lang)}
            aria-current={lang === current ? 'true' : undefined}
          >
            {LANGUAGE_NAMES[lang]}
          </a>
        </li>
      ))}
    </ul>
  );
  if (variant === 'footer') {
    return (
      <nav className="language-menu language-menu--footer" aria-label={t('layout.languages')}>
        {list}
      </nav>
    );
  }
  return (
    <details className="language-menu language-menu--header">
      <summary className="language-menu__toggle">
        <span className="visually-hidden">{t('layout.languages')}: </span>
        {LANGUAGE_NAMES[current]}
      </summary>
      <nav aria-label={t('layout.languages')}>{list}</nav>
    </details>
  );
}
