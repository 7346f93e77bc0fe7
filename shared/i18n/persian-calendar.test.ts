import { describe, expect, it } from 'vitest';
import { persianDate } from './persian-calendar.js';

const intl = new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

function intlPersian(epochDay: number) {
  const parts = intl.formatToParts(new Date(epochDay * 86_400_000));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

describe('persianDate', () => {
  it('gives the date Intl gives, every day from 2015 to 2045 (leap years and Nowruz included)', () => {
    const from = Date.UTC(2015, 0, 1) / 86_400_000;
    const to = Date.UTC(2045, 0, 1) / 86_400_000;
    const wrong: number[] = [];
    for (let day = from; day < to; day += 1) {
      if (JSON.stringify(persianDate(day)) !== JSON.stringify(intlPersian(day))) wrong.push(day);
    }
    expect(wrong).toEqual([]);
  });

  it('knows a Nowruz: 1 Farvardin 1405 is 21 March 2026', () => {
    expect(persianDate(Date.UTC(2026, 2, 21) / 86_400_000)).toEqual({
      year: 1405,
      month: 1,
      day: 1,
    });
    expect(persianDate(Date.UTC(2026, 2, 20) / 86_400_000)).toEqual({
      year: 1404,
      month: 12,
      day: 29,
    });
  });
});
