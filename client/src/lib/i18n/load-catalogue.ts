import type { Lang } from '../../../../shared/i18n/languages.js';
import type { Messages } from './catalogues/en.js';
import { registerCatalogue } from './i18n.js';

/**
 * A language's messages come in two chunks: `main`, what every page shows (the frame, the swap
 * form, an order), fetched with the page; `info`, the words of the pages loaded on demand (How it
 * works, Stake, Verify), fetched with those pages, so that the swap and order pages never carry
 * them. The server names a page's chunks in <head>, so they load beside the entry, not after it.
 */
export type CataloguePart = 'main' | 'info';

const chunks = {
  main: import.meta.glob<{ default: Partial<Messages> }>('./catalogues/*.ts'),
  info: import.meta.glob<{ default: Partial<Messages> }>('./catalogues/info/*.ts'),
};

const folder = (part: CataloguePart) => (part === 'main' ? './catalogues' : './catalogues/info');

/** The Vite manifest key of a language's catalogue chunk (for the server's <head> links). */
export const catalogueModule = (lang: Lang, part: CataloguePart = 'main'): string =>
  `src/lib/i18n/${folder(part).slice(2)}/${lang}.ts`;

const loaded = new Set<string>();
const keyOf = (lang: Lang, part: CataloguePart) => `${folder(part)}/${lang}.ts`;

/** A chunk at hand (the server has them all from the start): a page's loader then skips it. */
export function registerCatalogueChunk(
  lang: Lang,
  part: CataloguePart,
  messages: Partial<Messages>,
): void {
  registerCatalogue(lang, messages);
  loaded.add(keyOf(lang, part));
}

export async function loadCatalogue(lang: Lang, part: CataloguePart = 'main'): Promise<void> {
  const key = keyOf(lang, part);
  if (loaded.has(key)) return;
  const load = chunks[part][key];
  if (!load) throw new Error(`no ${part} catalogue for ${lang}`);
  registerCatalogueChunk(lang, part, (await load()).default);
}
