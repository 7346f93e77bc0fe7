import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Lang } from '../../../../shared/i18n/languages.js';
import {
  argumentNames,
  formatMessage,
  parseMessage,
} from '../../../../shared/i18n/message-format.js';
import en from './catalogues/en.js';
import enInfo from './catalogues/info/en.js';

// Each language comes in two chunks (load-catalogue.ts): catalogues/<lang>.ts, loaded with every
// page, and catalogues/info/<lang>.ts, loaded with How it works, Stake and Verify.
const CHUNKS = {
  main: import.meta.glob<{ default: Record<string, string> }>('./catalogues/*.ts', {
    eager: true,
  }),
  info: import.meta.glob<{ default: Record<string, string> }>('./catalogues/info/*.ts', {
    eager: true,
  }),
};
const folders = { main: './catalogues', info: './catalogues/info' } as const;
const chunk = (part: keyof typeof CHUNKS, lang: Lang) =>
  CHUNKS[part][`${folders[part]}/${lang}.ts`]?.default;
/** A language's whole catalogue: both chunks. */
const catalogue = (lang: Lang): Record<string, string> | undefined => {
  const main = chunk('main', lang);
  const info = chunk('info', lang);
  return main && info ? { ...main, ...info } : undefined;
};

const englishKeys = [...Object.keys(en), ...Object.keys(enInfo)].sort();
const englishOf = { main: Object.keys(en).sort(), info: Object.keys(enInfo).sort() };
const english = { ...en, ...enInfo } as Record<string, string>;

describe('catalogues', () => {
  it.each(['main', 'info'] as const)('has one %s chunk per language and no other', (part) => {
    expect(Object.keys(CHUNKS[part]).sort()).toEqual(
      LANGUAGES.map((lang) => `${folders[part]}/${lang}.ts`).sort(),
    );
  });

  it('puts no message in both chunks', () => {
    expect(englishOf.main.filter((key) => englishOf.info.includes(key))).toEqual([]);
  });

  it.each(
    LANGUAGES.flatMap((lang) =>
      (['main', 'info'] as const).map((part) => [lang, part] as [Lang, 'main' | 'info']),
    ),
  )(
    '%s %s chunk has exactly the English keys of that chunk, none missing and none extra',
    (lang, part) => {
      const messages = chunk(part, lang);
      expect(messages).toBeDefined();
      const keys = Object.keys(messages!);
      const wanted = englishOf[part];
      expect(
        wanted.filter((key) => !keys.includes(key)),
        'missing',
      ).toEqual([]);
      expect(
        keys.filter((key) => !wanted.includes(key)),
        'extra',
      ).toEqual([]);
    },
  );

  it.each(LANGUAGES)(
    '%s: every message parses and uses the same placeholders and tags as English',
    (lang) => {
      const messages = catalogue(lang)!;
      for (const key of englishKeys) {
        const text = messages[key] ?? '';
        expect(text.trim(), key).not.toBe('');
        let names: Set<string>;
        try {
          names = argumentNames(parseMessage(text));
        } catch (error) {
          throw new Error(`${lang} ${key}: ${(error as Error).message}`);
        }
        const englishNames = argumentNames(parseMessage(english[key]!));
        expect([...names].sort(), `${lang} ${key}`).toEqual([...englishNames].sort());
      }
    },
  );

  it('Persian prose uses one digit system: Persian digits, numbers filled in included', () => {
    // Latin digits stay only where they are not prose: an amount to type, an address prefix, a
    // name (SHA-256)
    const technical = new Set(['swap.invalidAmount', 'hiw.step3Desc', 'verify.fingerprint']);
    const fa = catalogue('fa')!;
    const mixed = englishKeys.filter((key) => {
      const values = Object.fromEntries(
        [...argumentNames(parseMessage(english[key]!))].map((name) => [name, 20]),
      );
      return !technical.has(key) && /[0-9]/.test(formatMessage(fa[key] ?? '', 'fa', values));
    });
    expect(mixed).toEqual([]);
  });

  // The words a native reader on a financial site expects, held for every message.
  it.each([
    ['es', /\b(?:orden|órdenes)\b/i, "'pedido', not 'orden'"],
    ['es', /\bel estimado\b|\(estimado\)/i, "'la estimación' / '(aprox.)', not 'el estimado'"],
    ['fa', /نشانی|نشانک/, "'آدرس' and 'بوکمارک', as crypto users say"],
    ['fa', /(?:^|\s)کن(?:$|[\s.،:؛!])/, "'کنید' (the site speaks to 'شما'), not 'کن'"],
    [
      'de',
      /, (?:an|ab|auf|aus|ein|mit|vor|zu)\.(?:\s|$)/,
      'no separable particle stranded after a clause',
    ],
    ['de', /Empfangsadresse der Wallet|zur neuen Schätzung/, "'deiner Wallet', 'zum neuen Kurs'"],
    ['fr', / [:;?!%]/, 'a no-break space before : ; ? ! and %'],
    ['fr', /\bordres?\b|l’ordre|d’ordre/i, "'commande', not a trading 'ordre'"],
    ['tr', /(?:^|\s)(?:emir|emr)/i, "'sipariş', not a trading 'emir'"],
    ['pt', /\bordens?\b/i, "'pedido', not a trading 'ordem'"],
    ['es', /\btipo (?:fijo|variable)\b/i, "'tasa fija', said in Spain and Latin America alike"],
    ['fa', /بیش از حد است/, "'از حد مجاز گذشته است', not a stiff 'بیش از حد است'"],
    ['fa', /فراموش/, "orders 'پاک شدند' from the device, not 'فراموش شدند'"],
    ['es', /^Creada\b/, "'Creado' (el pedido), not 'Creada'"],
    ['de', /\b\p{Ll}+en Sie\b|\bIhr(?:e[mnrs]?)?\b/u, "'du' throughout, never a formal 'Sie'"],
    ['de', /, einen Privacy-Coin/, "no accusative apposition read as a dative ('einem')"],
    ['de', /den du senden,/, "'welchen Coin du sendest', not a stiff split relative clause"],
    ['de', /\bPuff\b/, "not 'Puff', which in German also names a brothel"],
    ['de', /Quittung/, "'Beleg', as the receipt is called everywhere else"],
  ] as const)('%s: %s is not used (%s)', (lang, pattern, _why) => {
    const messages = catalogue(lang)!;
    expect(englishKeys.filter((key) => pattern.test(messages[key] ?? ''))).toEqual([]);
  });

  it.each(LANGUAGES)(
    "%s: the link to /verify says the site's retention is stated there",
    (lang) => {
      const link = catalogue(lang)!['proof.verifyLink'] ?? '';
      const kept = catalogue(lang)!['verify.keptTitle'] ?? '';
      // the words of the section it leads to ('What we keep, and for how long'), in the link
      const words: Record<string, RegExp> = {
        en: /keeps/,
        es: /conserva/,
        pt: /guarda/,
        fr: /conserve/,
        de: /speichert/,
        ru: /хранит/,
        tr: /saklar/,
        zh: /保存/,
        fa: /نگه می‌داریم/,
      };
      expect(link).toMatch(words[lang]!);
      expect(kept).toMatch(words[lang]!.source.slice(0, 4));
    },
  );

  it('translates: apart from names and codes, no message is left in English', () => {
    // short technical strings that are the same word in several languages
    const sameEverywhere = new Set([
      'layout.token',
      'layout.whitepaper',
      'layout.stake',
      'order.houdiniId',
      'order.utcTime',
      'layout.notifications',
      'hiw.stepOf',
      'slider.slide',
      'stake.title',
      'stake.plan',
      'stake.apy',
      'swap.form',
      'hiw.card1Title',
      'layout.swap',
      'layout.navMain',
      'order.support',
      'layout.menu',
      // the word exchanges and wallets use for it in most of these languages
      'order.memo',
      'copy.memo',
      // the same words in French
      'proof.transactions',
      'proof.signature',
      // the page's name and the site's, apart by a dash: only the dash is the language's
      'meta.pageTitle',
    ]);
    for (const lang of LANGUAGES.filter((code) => code !== 'en')) {
      const messages = catalogue(lang)!;
      const untranslated = englishKeys.filter(
        (key) => !sameEverywhere.has(key) && messages[key] === (en as Record<string, string>)[key],
      );
      expect(untranslated, lang).toEqual([]);
    }
  });
});
