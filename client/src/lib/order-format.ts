/**
 * A number as plain decimal digits, never in exponent form: the visitor must be able to send
 * exactly this amount ('0.0000001', not '1e-7').
 */
export function plainAmount(value: number): string {
  if (!Number.isFinite(value)) return '—';
  const text = String(value);
  const match = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, sign = '', head = '', tail = '', exponentText = '0'] = match;
  const digits = head + tail;
  const point = 1 + Number(exponentText);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** Creation time in the visitor's own locale and time zone. */
export function formatCreatedAt(epochSeconds: number, locale?: string): string {
  return new Date(epochSeconds * 1000).toLocaleString(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}

/** A fixed-format UTC time ('2026-05-01 14:03 UTC'), the same on the server and in any browser. */
export function formatUtcTime(epochSeconds: number): string {
  return `${new Date(epochSeconds * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
