import type { Retention } from '../stores/retained-lines.js';

// Every kind of key the site writes to Redis, by prefix, and the longest time to live it may
// have (docs/operating.md, Retention): a key with more, or with none, is past its stated lifetime.

const MINUTE = 60_000;
const DAY = 86_400_000;

export interface KeyKind {
  /** the prefix the site writes, e.g. 'order:' */
  prefix: string;
  /** the longest PTTL the site ever sets on such a key */
  maxTtlMs: (retention: Retention) => number;
}

/** Longest prefixes first: 'order-of:' is tried before 'order:'. */
const KEY_KINDS: readonly KeyKind[] = [
  { prefix: 'doc:signing-key:', maxTtlMs: (r) => r.unendedMs + r.afterEndMs },
  { prefix: 'intent-alerted:', maxTtlMs: (r) => r.afterEndMs },
  { prefix: 'intent-key:', maxTtlMs: (r) => r.afterEndMs },
  { prefix: 'intent:', maxTtlMs: (r) => r.afterEndMs },
  { prefix: 'order-of:', maxTtlMs: (r) => r.unendedMs },
  { prefix: 'order:', maxTtlMs: (r) => r.unendedMs },
  { prefix: 'doc:', maxTtlMs: (r) => r.unendedMs },
  { prefix: 'idem:', maxTtlMs: () => 10 * MINUTE },
  { prefix: 'rl:', maxTtlMs: () => MINUTE },
  { prefix: 'health:', maxTtlMs: () => MINUTE },
];

/** The kind of a key, by its prefix; null: no key the site writes (flagged only without a TTL). */
export const kindOf = (key: string): KeyKind | null =>
  KEY_KINDS.find(({ prefix }) => key.startsWith(prefix)) ?? null;

/** A key as the report may print it: its kind and a short start of its id (never a whole id). */
export function shortKey(key: string): string {
  const kind = kindOf(key);
  const prefix = kind?.prefix ?? '';
  const rest = key.slice(prefix.length);
  return `${prefix || '(other) '}${rest.slice(0, 6)}${rest.length > 6 ? '…' : ''}`;
}

/** A day count for the report. */
export const days = (ms: number) => `${(ms / DAY).toFixed(1)} d`;
