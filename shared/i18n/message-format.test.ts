import { describe, expect, it } from 'vitest';
import { formatMessage, formatParts, MessageSyntaxError, parseMessage } from './message-format.js';

describe('message format (ICU subset)', () => {
  it('fills placeholders and formats numbers for the locale', () => {
    expect(formatMessage('Rate updated {seconds} s ago', 'en', { seconds: 12 })).toBe(
      'Rate updated 12 s ago',
    );
    expect(formatMessage('{n} Tage', 'de', { n: 1234.5 })).toBe('1.234,5 Tage');
  });

  it('writes numbers in Persian prose with Persian digits and marks, as its words do', () => {
    expect(formatMessage('حدود {minutes} دقیقه', 'fa', { minutes: 20 })).toBe('حدود ۲۰ دقیقه');
    expect(formatMessage('{n}', 'fa', { n: 1234.5 })).toBe('۱٬۲۳۴٫۵');
    expect(formatMessage('{n, plural, other {# روز}}', 'fa', { n: 30 })).toBe('۳۰ روز');
    // text (an amount) stays as given
    expect(formatMessage('{amount}', 'fa', { amount: '1.5 BNB' })).toBe('1.5 BNB');
  });

  it('picks plural forms by the language rules, with exact matches and #', () => {
    const days = '{days, plural, =0 {none} one {# день} few {# дня} many {# дней} other {# дня}}';
    expect(formatMessage(days, 'ru', { days: 1 })).toBe('1 день');
    expect(formatMessage(days, 'ru', { days: 3 })).toBe('3 дня');
    expect(formatMessage(days, 'ru', { days: 70 })).toBe('70 дней');
    expect(formatMessage(days, 'ru', { days: 0 })).toBe('none');
  });

  it('chooses select cases, falling back to other', () => {
    const text = '{item, select, review {Next review} other {Next stage}}';
    expect(formatMessage(text, 'en', { item: 'review' })).toBe('Next review');
    expect(formatMessage(text, 'en', { item: 'card' })).toBe('Next stage');
  });

  it('hands tagged text to the renderer and keeps apostrophes of ordinary words', () => {
    const parts = formatParts(
      parseMessage("Send <strong>{amount}</strong> to l’adresse d'ici:"),
      'fr',
      {
        amount: '1.5 BNB',
      },
      { strong: (children) => `[${children.join('')}]` },
    );
    expect(parts.join('')).toBe("Send [1.5 BNB] to l’adresse d'ici:");
    expect(formatMessage("'{literal}' and ''", 'en')).toBe("{literal} and '");
  });

  it.each([
    ['an unclosed placeholder', 'Hello {name'],
    ['a stray closing brace', 'Hello }'],
    ['a plural without other', '{n, plural, one {x}}'],
    ['an unknown type', '{n, number}'],
    ['an unclosed tag', 'a <b>bold'],
    ['a mismatched tag', '<b>x</i>'],
  ])('refuses %s', (_name, text) => {
    expect(() => parseMessage(text)).toThrow(MessageSyntaxError);
  });
});
