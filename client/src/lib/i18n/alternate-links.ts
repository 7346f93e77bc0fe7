import {
  DEFAULT_LANG,
  LANGUAGE_TAGS,
  LANGUAGES,
  languagePath,
} from '../../../../shared/i18n/languages.js';

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * <link rel="alternate" hreflang> for each language's version of a page (its path without the
 * language prefix), and x-default for the unprefixed English one.
 */
export function alternateLinks(path: string): string {
  const link = (hreflang: string, href: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(href)}">`;
  return [
    ...LANGUAGES.map((lang) => link(LANGUAGE_TAGS[lang], languagePath(lang, path))),
    link('x-default', languagePath(DEFAULT_LANG, path)),
  ].join('');
}
