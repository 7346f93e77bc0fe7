import type { OrderView } from '../../shared/contract/api.js';
import { isTerminal } from '../../shared/order-status.js';
import type { DocumentStore } from '../stores/document-store.js';
import {
  guaranteeText,
  orderTermsSchema,
  receiptText,
  type OrderTerms,
  type Signatory,
} from './documents.js';
import type { Signer } from './signing-key.js';

/** Orders this process has already seen guaranteed or ended: no store call for each poll. */
const SEEN_LIMIT = 50_000;

export interface ProofDeps {
  signer: Signer;
  documents: DocumentStore;
  /** the site's onion address and the build's commit, named in every document */
  onionAddress: string | null;
  commit: string;
  /** what else holds the order and goes with it after the retention period (the order map) */
  alsoEnded?: { ended(orderId: string, atMs: number): Promise<void> }[];
  /** a store failure while a view is served (for this request): logged, never the visitor's problem */
  onError?: (error: unknown, requestId?: string) => void;
  now?: () => number;
}

export type SignedKind = 'guarantee' | 'receipt';

/**
 * Each order's guarantee (kept the first time the site sees the order, from the terms
 * kept when it was made) and its receipt (kept the first time the site sees it final). Each is
 * signed when it is kept and the signature kept beside it, so a document keeps verifying with
 * the key it names after the operator rotates to a new one.
 */
export function createProofService(deps: ProofDeps) {
  const now = deps.now ?? Date.now;
  const site: Signatory = {
    onionAddress: deps.onionAddress,
    commit: deps.commit,
    keyId: deps.signer.keyId,
  };
  const seen = new Map<string, 'guaranteed' | 'ended'>();
  const remember = (orderId: string, state: 'guaranteed' | 'ended') => {
    if (seen.size >= SEEN_LIMIT) seen.clear();
    seen.set(orderId, state);
  };

  async function termsOf(orderId: string): Promise<OrderTerms | null> {
    const text = await deps.documents.get(orderId, 'terms');
    if (text === null) return null;
    const parsed = orderTermsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  }

  async function keepGuarantee(view: OrderView, providerOrderId: string | null) {
    const terms = await termsOf(view.orderId);
    const text = guaranteeText(site, { view, providerOrderId }, terms);
    return keepSigned(view.orderId, 'guarantee', text);
  }

  /** Keeps a document and its signature (by the key it names); resolves to the kept text. */
  async function keepSigned(orderId: string, kind: SignedKind, text: string): Promise<string> {
    const kept = await deps.documents.keep(orderId, kind, text);
    await deps.documents.keep(orderId, `${kind}-signature`, sign(kept).toString('base64'));
    return kept;
  }

  const sign = (text: string): Buffer => deps.signer.sign(Buffer.from(text, 'utf8'));

  async function keepReceipt(view: OrderView, providerOrderId: string | null) {
    const at = now();
    const text = receiptText(site, { view, providerOrderId }, Math.floor(at / 1000));
    const kept = await keepSigned(view.orderId, 'receipt', text);
    // the retention period runs from the first time the site saw the order end
    await Promise.all(
      [deps.documents, ...(deps.alsoEnded ?? [])].map((store) => store.ended(view.orderId, at)),
    );
    return kept;
  }

  /** The order as just fetched: its guarantee and, once final, its receipt are kept. */
  async function observe(view: OrderView, providerOrderId: string | null): Promise<void> {
    const state = seen.get(view.orderId);
    if (state === 'ended') return;
    if (state === undefined) {
      await keepGuarantee(view, providerOrderId);
      remember(view.orderId, 'guaranteed');
    }
    if (isTerminal(view.status)) {
      await keepReceipt(view, providerOrderId);
      remember(view.orderId, 'ended');
    }
  }

  return {
    publicKeyPem: deps.signer.publicKeyPem,
    fingerprint: deps.signer.fingerprint,

    /** At creation: what the order was placed on, for its guarantee. A failure is only logged. */
    async recordTerms(orderId: string, terms: OrderTerms): Promise<void> {
      try {
        await deps.documents.keep(orderId, 'terms', JSON.stringify(terms));
      } catch (error) {
        // the guarantee then names the provider's figures: the order stands
        deps.onError?.(error);
      }
    },

    /** Called with each view the site serves; never fails the view. */
    async observed(
      view: OrderView,
      providerOrderId: string | null,
      requestId?: string,
    ): Promise<void> {
      try {
        await observe(view, providerOrderId);
      } catch (error) {
        deps.onError?.(error, requestId);
      }
    },

    /**
     * The kept text of a document for an order just fetched (`view`); null: a receipt before the
     * order is final. Kept now if it was not yet (a failure here is the request's).
     */
    async document(
      kind: SignedKind,
      view: OrderView,
      providerOrderId: string | null,
    ): Promise<string | null> {
      const kept = await deps.documents.get(view.orderId, kind);
      if (kept !== null) return kept;
      if (kind === 'guarantee') return keepGuarantee(view, providerOrderId);
      return isTerminal(view.status) ? keepReceipt(view, providerOrderId) : null;
    },

    /**
     * The raw 64-byte signature over exactly the text's UTF-8 bytes, as kept with it (by the key
     * the text names); signed now only for a text kept before signatures were.
     */
    async signature(kind: SignedKind, orderId: string, text: string): Promise<Buffer> {
      const kept = await deps.documents.get(orderId, `${kind}-signature`);
      return kept === null ? sign(text) : Buffer.from(kept, 'base64');
    },
  };
}

export type ProofService = ReturnType<typeof createProofService>;
