import type { Lang } from '../../../shared/i18n/languages.js';
import { persianDate } from '../../../shared/i18n/persian-calendar.js';

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * An order's time as every surface of a language writes it, with script and without: the
 * language's calendar (Persian: the Solar Hijri one, 1405/02/11; every other: 2026-05-01), in
 * UTC, with Latin digits (localDigits makes them the page's). Never the visitor's own zone: the
 * server cannot know it, and a time that changed when the script ran would read as another time.
 * The zone is named around it by 'order.utcTime' (useOrderTime).
 */
export function formatOrderTime(epochSeconds: number, lang: Lang): string {
  const iso = new Date(epochSeconds * 1000).toISOString();
  const time = iso.slice(11, 16);
  if (lang !== 'fa') return `${iso.slice(0, 10)} ${time}`;
  const { year, month, day } = persianDate(Math.floor(epochSeconds / 86_400));
  return `${year}/${pad(month)}/${pad(day)} ${time}`;
}

/** A fixed-format UTC time ('2026-05-01 14:03 UTC') for the English texts support reads. */
export function formatUtcTime(epochSeconds: number): string {
  return `${new Date(epochSeconds * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
