import type { Response, Router } from 'express';
import {
  IDEMPOTENCY_KEY_HEADER,
  orderIdSchema,
  type ErrorBody,
  type EstimateMovedBody,
} from '../../shared/contract/api.js';
import { ApiError } from '../http/api-error.js';
import { noteProblem, requestIdOf } from '../http/request-logger.js';
import { validate } from '../http/validate.js';
import type { RouteLimits } from '../security/route-limits.js';
import type { OrderViewService } from './order-view.service.js';
import type { OrderProblem, PlaceOrder } from './place-order.js';

/** A refusal in the shared error shape; a moved estimate carries the new quote beside it. */
function sendProblem(res: Response, problem: OrderProblem, requestId: string): void {
  if (problem.retryAfterS !== undefined) res.set('Retry-After', String(problem.retryAfterS));
  const { code, message, params } = problem;
  noteProblem(res, code, problem.kind ?? 'refused');
  const error = { code, message, requestId, ...(params ? { params } : {}) };
  if (problem.code === 'ESTIMATE_MOVED' && problem.quote) {
    const body: EstimateMovedBody = {
      error: { ...error, code: 'ESTIMATE_MOVED' },
      quote: problem.quote,
    };
    res.status(problem.status).json(body);
    return;
  }
  const body: ErrorBody = { error };
  res.status(problem.status).json(body);
}

/** The order routes on the API's router (a router of its own would be one more for each call to cross). */
export function orderRoutes(
  router: Router,
  placeOrder: PlaceOrder,
  orders: Pick<OrderViewService, 'get'>,
  limits: RouteLimits,
): void {
  router.post('/orders', async (req, res) => {
    if (!req.is('application/json')) {
      // still one try against the new-order count, as any other order request
      const overLimit = await limits.chargeNewOrder('POST /api/orders', req, res);
      if (overLimit) throw overLimit;
      throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the order as application/json');
    }
    const requestId = requestIdOf(req);
    const outcome = await placeOrder({
      fields: req.body,
      key: req.get(IDEMPOTENCY_KEY_HEADER),
      requestId,
      chargeNewOrder: () => limits.chargeNewOrder('POST /api/orders', req, res),
    });
    if (outcome.kind === 'created') {
      res.status(201).json({ orderId: outcome.orderId });
      return;
    }
    if (outcome.kind === 'failed') throw outcome.error;
    sendProblem(res, outcome.problem, requestId);
  });

  router.get('/orders/:orderId', limits.guard('GET /api/orders/:orderId'), async (req, res) => {
    const orderId = validate(orderIdSchema, req.params.orderId);
    res
      .set('Cache-Control', 'no-store')
      .json(await orders.get(orderId, undefined, requestIdOf(req)));
  });
}
