import type { Router } from 'express';
import { priceQuerySchema } from '../../shared/contract/api.js';
import { sendJson } from '../http/send-json.js';
import { validate } from '../http/validate.js';
import type { RouteLimits } from '../security/route-limits.js';
import type { QuoteService } from './quote.service.js';

/** GET /price on the API's router (a router of its own would be one more for each call to cross). */
export function priceRoutes(router: Router, prices: QuoteService, limits: RouteLimits): void {
  router.get('/price', limits.guard('GET /api/price'), async (req, res) => {
    const query = validate(priceQuerySchema, req.query);
    sendJson(res, await prices.quote(query));
  });
}
