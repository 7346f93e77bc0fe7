import { Router, type RequestHandler } from 'express';
import {
  createOrderRequestSchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  orderIdSchema,
  type ErrorBody,
} from '../../shared/contract/api.js';
import { ApiError } from '../http/api-error.js';
import { requestIdOf } from '../http/request-logger.js';
import { validate } from '../http/validate.js';
import type { createIdempotency } from './idempotency.js';
import type { OrdersService } from './orders.service.js';

interface Limits {
  create: RequestHandler;
  status: RequestHandler;
}

export function ordersRouter(
  orders: OrdersService,
  once: ReturnType<typeof createIdempotency>,
  limits: Limits,
): Router {
  const router = Router();

  // A repeat of a known Idempotency-Key (a double click, a retry) creates nothing, so it does not
  // use up the visitor's order count; anything else goes through the limit first.
  const limitNewOrders: RequestHandler = async (req, res, next) => {
    const key = idempotencyKeySchema.safeParse(req.get(IDEMPOTENCY_KEY_HEADER));
    const order = createOrderRequestSchema.safeParse(req.body);
    if (key.success && order.success && (await once.isRepeat(key.data, order.data))) {
      return next();
    }
    return limits.create(req, res, next);
  };

  router.post('/orders', limitNewOrders, async (req, res) => {
    if (!req.is('application/json')) {
      throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the order as application/json');
    }
    const order = validate(createOrderRequestSchema, req.body);
    const requestId = requestIdOf(req);
    const create = async () => ({ status: 201, body: await orders.create(order, requestId) });
    const key = req.get(IDEMPOTENCY_KEY_HEADER);
    if (key === undefined) {
      const reply = await create();
      res.status(reply.status).json(reply.body);
      return;
    }
    const validKey = validate(idempotencyKeySchema, key);
    const reply = await once(validKey, order, create, (error): ErrorBody => ({
      error: { code: error.code, message: error.message, requestId },
    }));
    res.status(reply.status).json(reply.body);
  });

  router.get('/orders/:orderId', limits.status, async (req, res) => {
    const orderId = validate(orderIdSchema, req.params.orderId);
    res.set('Cache-Control', 'no-store').json(await orders.get(orderId));
  });

  return router;
}
