import type { Lang } from '../../../../shared/i18n/languages.js';
import type { Messages } from './catalogues/en.js';
import { hasCatalogue, registerCatalogue } from './i18n.js';

// One chunk per language: the browser fetches only its page's (the server names it in <head> so
// it loads beside the entry, not after it).
const chunks = import.meta.glob<{ default: Messages }>('./catalogues/*.ts');

/** The Vite manifest key of a language's catalogue chunk (for the server's <head> links). */
export const catalogueModule = (lang: Lang): string => `src/lib/i18n/catalogues/${lang}.ts`;

export async function loadCatalogue(lang: Lang): Promise<void> {
  if (hasCatalogue(lang)) return;
  const load = chunks[`./catalogues/${lang}.ts`];
  if (!load) throw new Error(`no catalogue for ${lang}`);
  registerCatalogue(lang, (await load()).default);
}
