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
 * language prefix), and x-default for the unprefixed English one. Full URLs on `origin`, as
 * search engines require them; paths alone when the server has no usable origin.
 */
export function alternateLinks(path: string, origin: string | null): string {
  const link = (hreflang: string, href: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute((origin ?? '') + href)}">`;
  return [
    ...LANGUAGES.map((lang) => link(LANGUAGE_TAGS[lang], languagePath(lang, path))),
    link('x-default', languagePath(DEFAULT_LANG, path)),
  ].join('');
}
