/**
 * The site's languages. English is the default and lives at the unprefixed paths with
 * the spec's strings; every other language lives under /{lang}/. The URL alone decides.
 */
export const LANGUAGES = ['en', 'es', 'pt', 'fr', 'de', 'ru', 'tr', 'zh', 'fa'] as const;
export type Lang = (typeof LANGUAGES)[number];

export const DEFAULT_LANG: Lang = 'en';

/** Every language but the default: the path prefixes. */
export const PREFIXED_LANGUAGES = LANGUAGES.filter((lang) => lang !== DEFAULT_LANG);

export const isLang = (value: unknown): value is Lang =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** Each language in its own words, for the language menu. */
export const LANGUAGE_NAMES: Record<Lang, string> = {
  en: 'English',
  es: 'Español',
  pt: 'Português',
  fr: 'Français',
  de: 'Deutsch',
  ru: 'Русский',
  tr: 'Türkçe',
  zh: '简体中文',
  fa: 'فارسی',
};

/** The BCP 47 tag for <html lang> and hreflang: the Chinese is Simplified. */
export const LANGUAGE_TAGS: Record<Lang, string> = {
  en: 'en',
  es: 'es',
  pt: 'pt',
  fr: 'fr',
  de: 'de',
  ru: 'ru',
  tr: 'tr',
  zh: 'zh-Hans',
  fa: 'fa',
};

const isRightToLeft = (lang: Lang): boolean => lang === 'fa';

export const directionOf = (lang: Lang): 'ltr' | 'rtl' => (isRightToLeft(lang) ? 'rtl' : 'ltr');

/**
 * The locale Intl formats numbers and dates with: Persian with its own digits (۰-۹) and marks, as
 * the prose around them is written; what a visitor copies into a wallet goes back to Latin digits
 * (shared/i18n/numbers.ts latinDigits).
 */
export const intlLocale = (lang: Lang): string => LANGUAGE_TAGS[lang];

/** '/de/stake' is German /stake; '/de' and '/de/' are German /; anything else is English. */
export function splitLanguagePath(pathname: string): { lang: Lang; path: string } {
  // by position, not by pattern: a '.' would stop at a line break in the rest of the path
  const prefix = pathname.slice(1, 3);
  const ends = pathname.length === 3 || pathname[3] === '/';
  if (pathname.startsWith('/') && ends && isLang(prefix) && prefix !== DEFAULT_LANG) {
    const rest = pathname.slice(3);
    return { lang: prefix, path: rest === '' ? '/' : rest };
  }
  return { lang: DEFAULT_LANG, path: pathname };
}

/** The path of a page in a language: '/stake' in German is '/de/stake', '/' is '/de/'. */
export function languagePath(lang: Lang, path: string): string {
  if (lang === DEFAULT_LANG) return path;
  return `/${lang}${path}`;
}

/**
 * The language an Accept-Language header prefers among ours, or null when it prefers English
 * or none of them. Only a hint: it adds a link, it never redirects.
 */
export function preferredLanguage(header: string | undefined): Lang | null {
  if (!header) return null;
  const ranked = header
    .slice(0, 512)
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: range.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.q > 0 && Number.isFinite(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    // ours is Simplified Chinese: a reader of Traditional gets no hint
    if (/^zh-(hant|tw|hk|mo)/.test(tag)) continue;
    const base = tag.split('-')[0];
    if (isLang(base)) return base === DEFAULT_LANG ? null : base;
  }
  return null;
}
