import type { Lang } from '../../../../../shared/i18n/languages.js';
import type { Messages } from '../catalogues/en.js';
import en from '../catalogues/en.js';
import enInfo from '../catalogues/info/en.js';
import es from '../catalogues/es.js';
import esInfo from '../catalogues/info/es.js';
import fr from '../catalogues/fr.js';
import frInfo from '../catalogues/info/fr.js';
import de from '../catalogues/de.js';
import deInfo from '../catalogues/info/de.js';
import pt from '../catalogues/pt.js';
import ptInfo from '../catalogues/info/pt.js';
import ru from '../catalogues/ru.js';
import ruInfo from '../catalogues/info/ru.js';
import tr from '../catalogues/tr.js';
import trInfo from '../catalogues/info/tr.js';
import zh from '../catalogues/zh.js';
import zhInfo from '../catalogues/info/zh.js';
import fa from '../catalogues/fa.js';
import faInfo from '../catalogues/info/fa.js';

/**
 * Each language's whole catalogue, both chunks in one (load-catalogue.ts: the browser fetches the
 * info chunk only with the pages that use it): for tests and tools that read any message, outside
 * a bundler that could glob them.
 */
export const WHOLE_CATALOGUES: Record<Lang, Messages> = {
  en: { ...en, ...enInfo },
  es: { ...es, ...esInfo },
  fr: { ...fr, ...frInfo },
  de: { ...de, ...deInfo },
  pt: { ...pt, ...ptInfo },
  ru: { ...ru, ...ruInfo },
  tr: { ...tr, ...trInfo },
  zh: { ...zh, ...zhInfo },
  fa: { ...fa, ...faInfo },
};
