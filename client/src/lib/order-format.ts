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
