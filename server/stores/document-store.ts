import { openRetainedLines, type RetainedLines, type Retention } from './retained-lines.js';

/**
 * What the site signs about an order, kept as first written so that every fetch gets
 * the same bytes. 'terms' is what the order was placed on (checked values only) for its
 * guarantee; 'guarantee' and 'receipt' are the signed texts themselves, each with its signature;
 * 'mismatch-alert' marks that support was told the provider's replies stopped matching (once);
 * 'warning-alert' that it was told of figures far off the terms after the deposit (once);
 * 'leg-two-expired-alert' that a private route's leg two reported expired after leg one paid it.
 */
export const DOCUMENT_KINDS = [
  'terms',
  'guarantee',
  'receipt',
  'guarantee-signature',
  'receipt-signature',
  'mismatch-alert',
  'warning-alert',
  'leg-two-expired-alert',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/**
 * How long a public key is kept after it last signed: as long as any document it signed can be
 * (an order never seen to end, plus the time after an ending seen at the last moment).
 */
export const keyLifetimeMs = (retention: Retention): number =>
  retention.unendedMs + retention.afterEndMs;

export interface DocumentStore {
  /** keeps `text` unless a text of this kind is kept for the order; resolves to the kept one */
  keep(orderId: string, kind: DocumentKind, text: string): Promise<string>;
  /** null: none kept (or kept past its time) */
  get(orderId: string, kind: DocumentKind): Promise<string | null>;
  /** the order was seen to end at `atMs` (epoch ms): its texts go after the retention period */
  ended(orderId: string, atMs: number): Promise<void>;
  /** keeps a public key that signs (SPKI PEM) by its id, for keyLifetimeMs from now */
  keepKey(keyId: string, pem: string): Promise<void>;
  /** a kept public key; null when none has that id (or it is past its time) */
  key(keyId: string): Promise<string | null>;
}

/** In one process's memory: for tests, and gone with the process. */
export function createMemoryDocumentStore(): DocumentStore {
  const texts = new Map<string, string>();
  const keys = new Map<string, string>();
  return {
    keep(orderId, kind, text) {
      const key = `${kind}:${orderId}`;
      const kept = texts.get(key) ?? text;
      texts.set(key, kept);
      return Promise.resolve(kept);
    },
    get: (orderId, kind) => Promise.resolve(texts.get(`${kind}:${orderId}`) ?? null),
    ended: () => Promise.resolve(),
    keepKey(keyId, pem) {
      keys.set(keyId, pem);
      return Promise.resolve();
    },
    key: (keyId) => Promise.resolve(keys.get(keyId) ?? null),
  };
}

/** A public key's entry among the orders' (no order id has a ':'). */
const keyEntry = (keyId: string) => `signing-key:${keyId}`;

/** A store in a file also answers for the file: its unreadable lines, its sweep and its close. */
export type FileDocumentStore = DocumentStore &
  Pick<RetainedLines, 'unreadableLines' | 'sweep' | 'close'>;

/** In a JSON-lines file in DATA_DIR, for one site process without Redis. */
export async function openFileDocumentStore(
  file: string,
  retention: Retention,
  now: () => number = Date.now,
): Promise<FileDocumentStore> {
  const lines = await openRetainedLines(file, retention, now);
  // One keep at a time, so that two first fetches cannot both write their own text.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    unreadableLines: lines.unreadableLines,
    keep(orderId, kind, text) {
      const kept = queue.then(async () => {
        const existing = lines.get(orderId)?.[kind];
        if (existing !== undefined) return existing;
        await lines.set(orderId, { [kind]: text });
        return text;
      });
      queue = kept.catch(() => undefined);
      return kept;
    },
    get: (orderId, kind) => Promise.resolve(lines.get(orderId)?.[kind] ?? null),
    ended: (orderId, atMs) => lines.ended(orderId, atMs),
    // an entry that never ends, counted from afterEndMs past now: it lives keyLifetimeMs
    keepKey: (keyId, pem) =>
      lines.renew(keyEntry(keyId), { publicKey: pem }, now() + retention.afterEndMs),
    key: (keyId) => Promise.resolve(lines.get(keyEntry(keyId))?.publicKey ?? null),
    sweep: () => lines.sweep(),
    close: () => lines.close(),
  };
}
