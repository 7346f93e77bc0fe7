// The limits a provider's refusal names in words: LetsExchange refuses an amount outside them as
// `{"error": {"validation": {"amount": ["The amount must be between 0.032 and 81."]}}}`, and its
// codec (rightly, for the site) reads that as "no offer". The check reads the words, so that it
// can ask again inside them instead of counting the pair as not served.

/** Every text in a reply body, however deep. */
function textsOf(body: unknown, depth = 0): string[] {
  if (typeof body === 'string') return [body];
  if (depth > 6 || typeof body !== 'object' || body === null) return [];
  return Object.values(body).flatMap((value) => textsOf(value, depth + 1));
}

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
const BETWEEN = new RegExp(String.raw`between ${NUMBER} and ${NUMBER}`, 'i');
const MINIMUM = new RegExp(String.raw`\b(?:min(?:imum|imal)?)\b[^\d]{0,40}${NUMBER}`, 'i');
const MAXIMUM = new RegExp(String.raw`\b(?:max(?:imum|imal)?)\b[^\d]{0,40}${NUMBER}`, 'i');

/** The min and max a refusal names (max 0: none named); null when it names no minimum. */
export function limitsNamedIn(body: unknown): { min: number; max: number } | null {
  for (const text of textsOf(body)) {
    const between = BETWEEN.exec(text);
    if (between) return { min: Number(between[1]), max: Number(between[2]) };
  }
  for (const text of textsOf(body)) {
    const min = MINIMUM.exec(text);
    if (min) {
      const max = MAXIMUM.exec(text);
      return { min: Number(min[1]), max: max ? Number(max[1]) : 0 };
    }
  }
  return null;
}
