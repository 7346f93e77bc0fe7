import { Router, type RequestHandler } from 'express';
import { priceQuerySchema } from '../../shared/contract/api.js';
import { validate } from '../http/validate.js';
import type { PriceService } from './price.service.js';

export function priceRouter(prices: PriceService, limit: RequestHandler): Router {
  const router = Router();
  router.get('/price', limit, async (req, res) => {
    const query = validate(priceQuerySchema, req.query);
    res.json(await prices.quote(query));
  });
  return router;
}
