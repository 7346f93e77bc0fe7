import { useLocation } from 'react-router';
import {
  directionOf,
  LANGUAGE_TAGS,
  languagePath,
  splitLanguagePath,
} from '../../../../shared/i18n/languages.js';
import { LANGUAGE_HINTS } from '../../../../shared/i18n/language-hints.js';
import { hrefOfPath } from '../../../../shared/contract/render.js';
import { usePageData } from '../../lib/page-data.js';

/**
 * On an unprefixed page whose visitor's browser prefers another of our languages: one line, in
 * that language, linking to this page in it. A hint only: no redirect, nothing remembered.
 */
export function LanguageHint() {
  const hint = usePageData()?.languageHint;
  const { pathname } = useLocation();
  if (!hint) return null;
  const { path } = splitLanguagePath(pathname);
  return (
    <p className="language-hint" lang={LANGUAGE_TAGS[hint]} dir={directionOf(hint)}>
      <a href={hrefOfPath(languagePath(hint, path))} hrefLang={LANGUAGE_TAGS[hint]}>
        {LANGUAGE_HINTS[hint]}
      </a>
    </p>
  );
}
