// One rule for text the site shows and signs from others (a provider's reply, an operator's
// label): one line, nothing hidden in it.

/**
 * Characters that change how text reads without being seen: C0 and C1 controls (a line break
 * adds a line to a signed document), DEL, the bidirectional and zero-width marks that can make an
 * address read backwards or hide a character, and the line and paragraph separators.
 */
const HIDDEN_OR_CONTROL =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2066-\u2069\ufeff]/u;

/** One line of at most `max` characters with nothing hidden in it. */
export const isPlainLine = (text: string, max: number): boolean =>
  text.length > 0 && text.length <= max && !HIDDEN_OR_CONTROL.test(text);
