import type { Lang } from './languages.js';

/**
 * The one-line hint an English page shows a visitor whose browser prefers another of our
 * languages, written in that language (they may not read English). Not a catalogue message:
 * the English page carries all of them.
 */
export const LANGUAGE_HINTS: Record<Lang, string> = {
  en: 'This page in English',
  es: 'Ver esta página en español',
  pt: 'Ver esta página em português',
  fr: 'Voir cette page en français',
  de: 'Diese Seite auf Deutsch ansehen',
  ru: 'Открыть эту страницу на русском',
  tr: 'Bu sayfayı Türkçe görüntüle',
  zh: '查看本页的简体中文版',
  fa: 'این صفحه را به فارسی ببینید',
};
