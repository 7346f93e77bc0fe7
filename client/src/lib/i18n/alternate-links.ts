import {
  DEFAULT_LANG,
  LANGUAGE_TAGS,
  LANGUAGES,
  languagePath,
} from '../../../../shared/i18n/languages.js';

/** Longer than this, the header is left out: a proxy may refuse a reply with large headers. */
const MAX_HEADER_LENGTH = 2000;

/**
 * The `Link` header naming each language's version of a page (its path without the language
 * prefix) as rel="alternate" with its hreflang, and x-default for the unprefixed English one.
 * Full URLs on `origin`, as search engines require them; paths alone when the server has no
 * usable origin. An HTTP header rather than <link> tags: text browsers listed the
 * ten tags as links before the page itself; search engines and Lighthouse's hreflang audit read
 * the header too. The path is a URL's pathname (percent-encoded: no '>', no line break); an
 * empty string when the header would be too long.
 */
export function alternateLinkHeader(path: string, origin: string | null): string {
  const link = (hreflang: string, href: string) =>
    `<${(origin ?? '') + href}>; rel="alternate"; hreflang="${hreflang}"`;
  const header = [
    ...LANGUAGES.map((lang) => link(LANGUAGE_TAGS[lang], languagePath(lang, path))),
    link('x-default', languagePath(DEFAULT_LANG, path)),
  ].join(', ');
  return header.length > MAX_HEADER_LENGTH ? '' : header;
}
