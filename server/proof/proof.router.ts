import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { orderIdSchema } from '../../shared/contract/api.js';
import { SIGNING_KEY_FILE_NAME } from '../../shared/proof-commands.js';
import type { OrderViewService } from '../api/order-view.service.js';
import { ApiError } from '../http/api-error.js';
import { validate } from '../http/validate.js';
import { labelRoute } from '../metrics/http-metrics.js';
import { requestIdOf } from '../http/request-logger.js';
import type { ProofService, SignedKind } from './proof.service.js';

const TEXT = 'text/plain; charset=utf-8';

/** A key id as documents name it: the SHA-256 of the DER public key, in lower-case hex. */
const keyIdSchema = z.string().regex(/^[0-9a-f]{64}$/, { message: 'must be 64 hex digits' });

/**
 * The site's public key and each order's signed documents, as plain files a visitor
 * saves and checks offline with openssl. Never cached on the way: they name an order.
 */
export function proofRouter(
  proof: ProofService,
  orders: Pick<OrderViewService, 'get' | 'providerOrderIdOf'>,
  statusLimit: RequestHandler,
): Router {
  const router = Router();

  router.get('/signing-key.pem', (_req, res) => {
    res.set('Cache-Control', 'no-cache').type(TEXT).send(proof.publicKeyPem);
  });

  // every key that signed a document still kept, by the id the document names
  router.get('/signing-key/:keyId.pem', async (req, res) => {
    const keyId = validate(keyIdSchema, req.params.keyId);
    const pem = await proof.publicKey(keyId);
    if (pem === null) {
      throw new ApiError(404, 'NOT_FOUND', 'No key with this id signed a document this site keeps');
    }
    // a key never changes under its id (the id is its digest)
    res
      .set('Cache-Control', 'public, max-age=86400, immutable')
      .attachment(SIGNING_KEY_FILE_NAME)
      .type(TEXT)
      .send(pem);
  });

  const document = (kind: SignedKind, signature: boolean): RequestHandler[] => [
    statusLimit,
    async (req, res) => {
      labelRoute(res, `/order/:orderId/${kind}.${signature ? 'sig' : 'txt'}`);
      const orderId = validate(orderIdSchema, req.params.orderId);
      // a document is written once: once kept it is served as kept, the provider never asked
      // (a provider that hangs cannot hold up a guarantee)
      const text =
        (await proof.kept(kind, orderId)) ??
        (await proof.document(
          kind,
          await orders.get(orderId, undefined, requestIdOf(req)),
          await orders.providerOrderIdOf(orderId),
        ));
      if (text === null) {
        throw new ApiError(
          404,
          'NOT_FOUND',
          'No receipt yet: there is one once the order is completed, expired, failed or refunded',
        );
      }
      res.set('Cache-Control', 'no-store');
      if (!signature) {
        res.type(TEXT).send(text);
        return;
      }
      const signed = await proof.signature(kind, orderId, text);
      if (signed === null) {
        // kept by a replica with another key, mid-rotation: that one signs it in a moment
        res.set('Retry-After', '5');
        throw new ApiError(
          503,
          'TEMPORARILY_UNAVAILABLE',
          'The signature is not ready yet. Please try again in a few seconds.',
        );
      }
      // a raw Ed25519 signature: 64 bytes, no armour (attachment() alone would say pgp-signature)
      res.attachment(`${kind}.sig`).type('application/octet-stream').send(signed);
    },
  ];

  for (const kind of ['guarantee', 'receipt'] as const) {
    router.get(`/order/:orderId/${kind}.txt`, ...document(kind, false));
    router.get(`/order/:orderId/${kind}.sig`, ...document(kind, true));
  }
  return router;
}
