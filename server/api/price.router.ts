import { Router } from 'express';
import { priceQuerySchema } from '../../shared/contract/api.js';
import { validate } from '../http/validate.js';
import type { RouteLimits } from '../security/route-limits.js';
import type { PriceService } from './price.service.js';

export function priceRouter(prices: PriceService, limits: RouteLimits): Router {
  const router = Router();
  router.get('/price', limits.guard('GET /api/price'), async (req, res) => {
    const query = validate(priceQuerySchema, req.query);
    res.json(await prices.quote(query));
  });
  return router;
}
