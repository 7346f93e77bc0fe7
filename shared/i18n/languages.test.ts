import { describe, expect, it } from 'vitest';
import { languagePath, preferredLanguage, splitLanguagePath } from './languages.js';

describe('language paths', () => {
  it('reads the language from the first segment; anything else is English', () => {
    expect(splitLanguagePath('/de/stake')).toEqual({ lang: 'de', path: '/stake' });
    expect(splitLanguagePath('/fa')).toEqual({ lang: 'fa', path: '/' });
    expect(splitLanguagePath('/fa/')).toEqual({ lang: 'fa', path: '/' });
    expect(splitLanguagePath('/en/stake')).toEqual({ lang: 'en', path: '/en/stake' });
    expect(splitLanguagePath('/design')).toEqual({ lang: 'en', path: '/design' });
    expect(splitLanguagePath('/order/abc')).toEqual({ lang: 'en', path: '/order/abc' });
  });

  it('builds the same page in another language', () => {
    expect(languagePath('de', '/order/abc')).toBe('/de/order/abc');
    expect(languagePath('zh', '/')).toBe('/zh/');
    expect(languagePath('en', '/stake')).toBe('/stake');
  });
});

describe('Accept-Language hint', () => {
  it.each([
    ['es-ES,es;q=0.9,en;q=0.5', 'es'],
    ['en-US,en;q=0.9,de;q=0.8', null],
    ['fr;q=0.2, ru;q=0.8', 'ru'],
    ['zh-TW,zh;q=0.9', 'zh'],
    ['zh-TW', null],
    ['nl,ja', null],
    ['pt-BR;q=0,de', 'de'],
    ['', null],
    [undefined, null],
  ])('%j prefers %j', (header, expected) => {
    expect(preferredLanguage(header)).toBe(expected);
  });
});
