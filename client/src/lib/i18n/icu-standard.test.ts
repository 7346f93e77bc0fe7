import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Lang } from '../../../../shared/i18n/languages.js';
import { argumentNames, parseMessage } from '../../../../shared/i18n/message-format.js';

// The site formats messages with its own small ICU subset (decision 012). A maintained ICU
// MessageFormat parser (FormatJS's) reads every message of every catalogue too: a message the
// site's formatter accepts is one the standard accepts, with the same arguments.

const modules = import.meta.glob<{ default: Record<string, string> }>('./catalogues/*.ts', {
  eager: true,
});
const catalogue = (lang: Lang) => modules[`./catalogues/${lang}.ts`]!.default;

/** Every argument a standard AST names, in plurals, selects and tags too. */
function standardArguments(elements: MessageFormatElement[], into = new Set<string>()) {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      // the site's own reader names a tag as it is written
      into.add(`<${element.value}>`);
      standardArguments(element.children, into);
      continue;
    }
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) standardArguments(option.value, into);
    }
  }
  return into;
}

describe('every catalogue message, read by a maintained ICU parser', () => {
  it.each(LANGUAGES)('%s: parses as standard ICU with the arguments the site reads', (lang) => {
    for (const [key, text] of Object.entries(catalogue(lang))) {
      let standard: MessageFormatElement[];
      try {
        standard = parse(text, { requiresOtherClause: true });
      } catch (error) {
        throw new Error(`${lang} ${key}: not standard ICU: ${(error as Error).message}\n${text}`);
      }
      const ours = [...argumentNames(parseMessage(text))].sort();
      expect([...standardArguments(standard)].sort(), `${lang} ${key}`).toEqual(ours);
    }
  });

  it('tells a broken message apart, as the site must never ship one', () => {
    expect(() => parse('{count, plural, one {# day}', { requiresOtherClause: true })).toThrow();
    expect(() => parse('{count, plural, one {# day}}', { requiresOtherClause: true })).toThrow();
  });
});
