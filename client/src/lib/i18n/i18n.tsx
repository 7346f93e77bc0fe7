import { createContext, Fragment, useContext, type ReactNode } from 'react';
import { DEFAULT_LANG, languagePath, type Lang } from '../../../../shared/i18n/languages.js';
import {
  formatParts,
  parseMessage,
  type MessageValues,
  type TagRenderer,
} from '../../../../shared/i18n/message-format.js';
import type { MessageId, Messages } from './catalogues/en.js';

export type { MessageId } from './catalogues/en.js';

// Catalogues by language, as they arrive: on the server all at start, in the browser the page's
// own chunks before hydration (load-catalogue.ts). Keyed by language, so concurrent server
// renders never mix.
const catalogues: Partial<Record<Lang, Partial<Messages>>> = {};

/** Adds messages to a language's catalogue (a language's chunks arrive one by one). */
export function registerCatalogue(lang: Lang, messages: Partial<Messages>): void {
  catalogues[lang] = { ...catalogues[lang], ...messages };
}

/** The page's language: from the URL, fixed for the page's life (switching loads a new page). */
export const LangContext = createContext<Lang>(DEFAULT_LANG);

export const useLang = (): Lang => useContext(LangContext);

function source(lang: Lang, id: MessageId): string {
  // a message missing at run time shows its id rather than a blank (the catalogue test stops it)
  return catalogues[lang]?.[id] ?? catalogues[DEFAULT_LANG]?.[id] ?? id;
}

/** A message as plain text in a language. */
export function translate(lang: Lang, id: MessageId, values?: MessageValues): string {
  return formatParts<string>(parseMessage(source(lang, id)), lang, values).join('');
}

/** A message with tags (`<link>…</link>`) rendered by the given components. */
function translateRich(
  lang: Lang,
  id: MessageId,
  values: MessageValues,
  tags: Record<string, (children: ReactNode) => ReactNode>,
): ReactNode {
  const renderers: Record<string, TagRenderer<ReactNode>> = {};
  for (const [name, render] of Object.entries(tags)) {
    renderers[name] = (children, key) => (
      <Fragment key={key}>{render(children.length === 1 ? children[0] : children)}</Fragment>
    );
  }
  const parts = formatParts<ReactNode>(parseMessage(source(lang, id)), lang, values, renderers);
  return parts.map((part, index) => <Fragment key={index}>{part}</Fragment>);
}

export type Translate = (id: MessageId, values?: MessageValues) => string;

/** t('swap.send') in the page's language. */
export function useT(): Translate {
  const lang = useLang();
  return (id, values) => translate(lang, id, values);
}

/** rich('deposit.instruction', { amount }, { strong: (text) => <strong>{text}</strong> }) */
export function useRich() {
  const lang = useLang();
  return (
    id: MessageId,
    values: MessageValues,
    tags: Record<string, (children: ReactNode) => ReactNode>,
  ) => translateRich(lang, id, values, tags);
}

/** In-app paths in the page's language: lp('/stake') is '/de/stake' on a German page. */
export function useLocalePath(): (path: string) => string {
  const lang = useLang();
  return (path) => languagePath(lang, path);
}

// Toasts are shown from event handlers, outside React: they read the page's language from here.
let pageLang: Lang = DEFAULT_LANG;

export function setPageLanguage(lang: Lang): void {
  pageLang = lang;
}

export const pageLanguage = (): Lang => pageLang;
