// The Persian (Solar Hijri) calendar by arithmetic, not by Intl: the server and every browser
// then write the same date (an ICU of another version could not make the hydrated page differ),
// and a Persian page pays nothing for a DateTimeFormat while it hydrates (numbers.ts says why).
// The algorithm is Borkowski's, as in jalaali-js; persian-calendar.test.ts holds it to Intl.

/** Years the Persian calendar's 2820-year-free leap rule breaks at (Borkowski). */
const BREAKS = [
  -61, 9, 38, 199, 426, 686, 756, 818, 1111, 1181, 1210, 1635, 2060, 2097, 2192, 2262, 2324, 2394,
  2456, 3178,
];

const div = (a: number, b: number): number => Math.trunc(a / b);
const mod = (a: number, b: number): number => a - Math.trunc(a / b) * b;

/** The Gregorian day in March the Persian year `jy` starts on, and its place in the leap cycle. */
function yearStart(jy: number): { gy: number; march: number; leap: number } {
  const gy = jy + 621;
  let leapJ = -14;
  let jp = BREAKS[0]!;
  let jump = 0;
  for (const jm of BREAKS.slice(1)) {
    jump = jm - jp;
    if (jy < jm) break;
    leapJ += div(jump, 33) * 8 + div(mod(jump, 33), 4);
    jp = jm;
  }
  let n = jy - jp;
  leapJ += div(n, 33) * 8 + div(mod(n, 33) + 3, 4);
  if (mod(jump, 33) === 4 && jump - n === 4) leapJ += 1;
  const leapG = div(gy, 4) - div((div(gy, 100) + 1) * 3, 4) - 150;
  if (jump - n < 6) n = n - jump + div(jump + 4, 33) * 33;
  const leap = mod(mod(n + 1, 33) - 1, 4);
  return { gy, march: 20 + leapJ - leapG, leap: leap === -1 ? 4 : leap };
}

/** The Julian day number of a Gregorian date. */
function gregorianToJdn(gy: number, gm: number, gd: number): number {
  const d =
    div((gy + div(gm - 8, 6) + 100100) * 1461, 4) +
    div(153 * mod(gm + 9, 12) + 2, 5) +
    gd -
    34840408;
  return d - div(div(gy + 100100 + div(gm - 8, 6), 100) * 3, 4) + 752;
}

/** The Persian year, month (1-12) and day of a UTC day since 1970-01-01 (day 0). */
export function persianDate(epochDay: number): { year: number; month: number; day: number } {
  const jdn = epochDay + 2440588;
  const gy = new Date(epochDay * 86_400_000).getUTCFullYear();
  let year = gy - 621;
  const start = yearStart(year);
  let k = jdn - gregorianToJdn(gy, 3, start.march);
  if (k >= 0) {
    // the first six months have 31 days
    if (k <= 185) return { year, month: 1 + div(k, 31), day: mod(k, 31) + 1 };
    k -= 186;
  } else {
    // before Nowruz: the end of the year before
    year -= 1;
    k += 179;
    if (start.leap === 1) k += 1;
  }
  return { year, month: 7 + div(k, 30), day: mod(k, 30) + 1 };
}
