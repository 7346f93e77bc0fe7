import { randomBytes } from 'node:crypto';
import type { OrderView } from '../../shared/contract/api.js';
import { isTerminal } from '../../shared/order-status.js';
import type { DocumentStore } from '../stores/document-store.js';
import {
  depositNamedIn,
  guaranteeText,
  keyIdNamedIn,
  orderTermsSchema,
  promisedEstimate,
  receiptText,
  type Deposit,
  type OrderTerms,
  type Signatory,
} from './documents.js';
import type { Signer } from './signing-key.js';
import type { Gated, GatedDeposit } from '../upstream/gate.js';

/** Orders this process has already seen guaranteed or ended: no store call for each poll. */
const SEEN_LIMIT = 50_000;

/** How often a process renews its key's entry while it signs (keyLifetimeMs counts from there). */
const KEY_RENEWAL_MS = 3_600_000;

export interface ProofDeps {
  signer: Signer;
  documents: DocumentStore;
  /** the site's onion address and the build's commit, named in every document */
  onionAddress: string | null;
  commit: string;
  /** the orders are the sandbox's (simulated): every document says so, inside its signed text */
  sandbox?: boolean;
  /** what else holds the order and goes with it after the retention period (the order map) */
  alsoEnded?: { ended(orderId: string, atMs: number): Promise<void> }[];
  /** a store failure while a view is served (for this request): logged, never the visitor's problem */
  onError?: (error: unknown, requestId?: string) => void;
  now?: () => number;
}

export type SignedKind = 'guarantee' | 'receipt';

/** The key id each kept document names (what the order page's links and command use). */
export type SigningKeys = NonNullable<OrderView['signingKeys']>;

/** A bounded map: past `limit` entries it starts again (a cache, never the truth). */
function boundedMap<V>(limit: number) {
  const map = new Map<string, V>();
  return {
    get: (key: string) => map.get(key),
    set(key: string, value: V) {
      if (map.size >= limit) map.clear();
      map.set(key, value);
    },
  };
}

/**
 * Each order's guarantee (written at creation from the checked terms and deposit, or at the
 * first checked view when the provider named the deposit only then) and its receipt (kept the
 * first time the site sees the order final). A text is signed only by the key it names: a
 * replica holding another key leaves the signing to the one that wrote it. Every key that
 * signs is kept beside the documents, so a document keeps verifying after a key change.
 */
export function createProofService(deps: ProofDeps) {
  const now = deps.now ?? Date.now;
  const { signer } = deps;
  const site: Signatory = {
    onionAddress: deps.onionAddress,
    commit: deps.commit,
    keyId: signer.keyId,
    sandbox: deps.sandbox ?? false,
  };
  const seen = boundedMap<{ state: 'guaranteed' | 'ended'; keys: SigningKeys }>(SEEN_LIMIT);
  const termsCache = boundedMap<OrderTerms>(SEEN_LIMIT);
  let keyRenewedAt = -Infinity;

  /** Keeps this process's public key by its id, renewed while it signs. */
  async function keepOwnKey() {
    if (now() - keyRenewedAt < KEY_RENEWAL_MS) return;
    await deps.documents.keepKey(signer.keyId, signer.publicKeyPem);
    keyRenewedAt = now();
  }

  async function termsOf(orderId: string): Promise<OrderTerms | null> {
    const cached = termsCache.get(orderId);
    if (cached) return cached;
    const text = await deps.documents.get(orderId, 'terms');
    if (text === null) return null;
    const parsed = orderTermsSchema.safeParse(JSON.parse(text));
    // terms of an older shape name too little to write a guarantee from: none is written
    if (!parsed.success) return null;
    termsCache.set(orderId, parsed.data);
    return parsed.data;
  }

  const sign = (text: string): Buffer => signer.sign(Buffer.from(text, 'utf8'));

  /**
   * Keeps a document and, when the kept text names this process's key, its signature; resolves
   * to the kept text. Another replica's text (another key, mid-rotation) is signed by that one.
   */
  async function keepSigned(orderId: string, kind: SignedKind, text: string): Promise<string> {
    await keepOwnKey();
    const kept = await deps.documents.keep(orderId, kind, text);
    if (keyIdNamedIn(kept) === signer.keyId) {
      await deps.documents.keep(orderId, `${kind}-signature`, sign(kept).toString('base64'));
    }
    return kept;
  }

  async function keepGuarantee(orderId: string, terms: OrderTerms, deposit: Deposit) {
    return keepSigned(orderId, 'guarantee', guaranteeText(site, orderId, terms, deposit));
  }

  async function keepReceipt(
    view: OrderView,
    terms: OrderTerms | null,
    providerOrderId: string | null,
  ) {
    const at = now();
    const provider = terms?.provider ?? view.provider ?? '';
    const promised = terms && promisedEstimate(terms);
    const leg = terms?.secondLeg;
    const secondLeg = leg && { provider: leg.provider, providerOrderId: leg.providerOrderId };
    const text = receiptText(
      site,
      { view, provider, providerOrderId, ...(secondLeg ? { secondLeg } : {}) },
      Math.floor(at / 1000),
      promised ?? null,
    );
    const kept = await keepSigned(view.orderId, 'receipt', text);
    // the retention period runs from the first time the site saw the order end
    await Promise.all(
      [deps.documents, ...(deps.alsoEnded ?? [])].map((store) => store.ended(view.orderId, at)),
    );
    return kept;
  }

  const depositOf = (view: OrderView): Deposit => ({
    address: view.send.address,
    memo: view.send.memo ?? null,
  });

  /** The guarantee kept for an order, written now from its terms if it has none yet. */
  async function guaranteeFor(view: OrderView): Promise<string | null> {
    const kept = await deps.documents.get(view.orderId, 'guarantee');
    // nothing from a reply that failed the checks is signed
    if (kept !== null || view.providerMismatch) return kept;
    const terms = await termsOf(view.orderId);
    return terms ? keepGuarantee(view.orderId, terms, depositOf(view)) : null;
  }

  /** A checked view: its guarantee and, once final, its receipt are kept. */
  async function observe(view: OrderView, providerOrderId: string | null): Promise<SigningKeys> {
    const known = seen.get(view.orderId);
    if (known?.state === 'ended') return known.keys;
    const keys: SigningKeys = { ...known?.keys };
    if (known === undefined) {
      const guarantee = await guaranteeFor(view);
      const keyId = guarantee && keyIdNamedIn(guarantee);
      if (keyId) keys.guarantee = keyId;
      seen.set(view.orderId, { state: 'guaranteed', keys });
    }
    if (isTerminal(view.status)) {
      const receipt = await keepReceipt(view, await termsOf(view.orderId), providerOrderId);
      const keyId = keyIdNamedIn(receipt);
      if (keyId) keys.receipt = keyId;
      seen.set(view.orderId, { state: 'ended', keys });
    }
    return keys;
  }

  // the key this process signs with is fetchable by its id from the start
  void keepOwnKey().catch((error: unknown) => deps.onError?.(error));

  return {
    publicKeyPem: signer.publicKeyPem,
    fingerprint: signer.fingerprint,
    keyId: signer.keyId,

    /** The terms an order was placed on; null for an order made before terms were kept whole. */
    termsOf,

    /** The deposit the order's guarantee names: pinned, no other is shown; null: none written yet. */
    async pinnedDeposit(orderId: string): Promise<Deposit | null> {
      const guarantee = await deps.documents.get(orderId, 'guarantee');
      return guarantee === null ? null : depositNamedIn(guarantee);
    },

    /** A signed document as kept, read from the store alone (no provider asked); null: none yet. */
    kept: (kind: SignedKind, orderId: string): Promise<string | null> =>
      deps.documents.get(orderId, kind),

    /**
     * At creation: what the order was placed on and, when the provider named it, the checked
     * deposit: then the guarantee is written at once. A failure is only logged: the order stands.
     */
    async recordTerms(
      orderId: string,
      terms: OrderTerms,
      /** only a deposit the gate passed is ever signed */
      deposit: Gated<GatedDeposit> | null,
    ): Promise<void> {
      try {
        await deps.documents.keep(orderId, 'terms', JSON.stringify(terms));
        termsCache.set(orderId, terms);
        if (deposit) await keepGuarantee(orderId, terms, deposit);
      } catch (error) {
        deps.onError?.(error);
      }
    },

    /**
     * Called with each checked view the site serves; resolves to the key each kept document
     * names. Never fails the view.
     */
    async observed(
      view: OrderView,
      providerOrderId: string | null,
      requestId?: string,
    ): Promise<SigningKeys> {
      try {
        return await observe(view, providerOrderId);
      } catch (error) {
        deps.onError?.(error, requestId);
        return {};
      }
    },

    /**
     * The kept text of a document for an order just fetched and checked (`view`); null: none
     * (a receipt before the order is final, a guarantee with no terms kept). Kept now if it was
     * not yet (a failure here is the request's).
     */
    async document(
      kind: SignedKind,
      view: OrderView,
      providerOrderId: string | null,
    ): Promise<string | null> {
      if (kind === 'guarantee') return guaranteeFor(view);
      const kept = await deps.documents.get(view.orderId, kind);
      if (kept !== null || view.providerMismatch) return kept;
      return isTerminal(view.status)
        ? keepReceipt(view, await termsOf(view.orderId), providerOrderId)
        : null;
    },

    /**
     * The raw 64-byte signature over exactly the text's UTF-8 bytes, as kept with it; signed now
     * only when the text names this process's key. null: another key's text not signed yet.
     */
    async signature(kind: SignedKind, orderId: string, text: string): Promise<Buffer | null> {
      const kept = await deps.documents.get(orderId, `${kind}-signature`);
      if (kept !== null) return Buffer.from(kept, 'base64');
      return keyIdNamedIn(text) === signer.keyId ? sign(text) : null;
    },

    /**
     * true for the first caller, on any replica: support hears of an order's mismatch, and of its
     * figures far off the terms, once each
     */
    async firstNotice(
      orderId: string,
      what: 'mismatch-alert' | 'warning-alert' | 'leg-two-expired-alert',
    ): Promise<boolean> {
      const mark = randomBytes(8).toString('hex');
      return (await deps.documents.keep(orderId, what, mark)) === mark;
    },

    /** A public key that signed a document still kept (today's too), by its id; null: none. */
    async publicKey(keyId: string): Promise<string | null> {
      if (keyId === signer.keyId) return signer.publicKeyPem;
      return deps.documents.key(keyId);
    },
  };
}

export type ProofService = ReturnType<typeof createProofService>;
