import { Router, type RequestHandler } from 'express';
import { orderIdSchema } from '../../shared/contract/api.js';
import type { OrdersService } from '../api/orders.service.js';
import { ApiError } from '../http/api-error.js';
import { validate } from '../http/validate.js';
import { labelRoute } from '../metrics/http-metrics.js';
import { requestIdOf } from '../http/request-logger.js';
import type { ProofService, SignedKind } from './proof.service.js';

const TEXT = 'text/plain; charset=utf-8';

/**
 * The site's public key and each order's signed documents, as plain files a visitor
 * saves and checks offline with openssl. Never cached on the way: they name an order.
 */
export function proofRouter(
  proof: ProofService,
  orders: Pick<OrdersService, 'get' | 'providerOrderIdOf'>,
  statusLimit: RequestHandler,
): Router {
  const router = Router();

  router.get('/signing-key.pem', (_req, res) => {
    res.set('Cache-Control', 'no-cache').type(TEXT).send(proof.publicKeyPem);
  });

  const document = (kind: SignedKind, signature: boolean): RequestHandler[] => [
    statusLimit,
    async (req, res) => {
      labelRoute(res, `/order/:orderId/${kind}.${signature ? 'sig' : 'txt'}`);
      const orderId = validate(orderIdSchema, req.params.orderId);
      const view = await orders.get(orderId, undefined, requestIdOf(req));
      const text = await proof.document(kind, view, await orders.providerOrderIdOf(orderId));
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
      res
        .type('application/octet-stream')
        .attachment(`${kind}.sig`)
        .send(await proof.signature(kind, orderId, text));
    },
  ];

  for (const kind of ['guarantee', 'receipt'] as const) {
    router.get(`/order/:orderId/${kind}.txt`, ...document(kind, false));
    router.get(`/order/:orderId/${kind}.sig`, ...document(kind, true));
  }
  return router;
}
