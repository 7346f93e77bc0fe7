// @ts-check
/**
 * The peer the BFF's price relay is measured against (`npm run bench`): the price call as an
 * Express developer writes it from the customer's card, with the card's packages in their usual
 * places and their usual settings. helmet's headers, a global and a per-route express-rate-limit
 * limiter, a pino-http access line per request, zod on the query, form-data building the
 * upstream's multipart body and undici sending it over a keep-alive pool. None of what the BFF
 * adds: no market check, no quote ledger, no metrics, no breaker, no coalescing.
 *
 * Written as such an app is written, not tuned: the packages' defaults wherever the card says
 * nothing (Express's ETag, pino-http's request and response serializers, helmet's full set).
 */
import express from 'express';
import { rateLimit } from 'express-rate-limit';
import FormData from 'form-data';
import helmet from 'helmet';
import { pino } from 'pino';
import { pinoHttp } from 'pino-http';
import { Agent, request } from 'undici';
import { z } from 'zod';

const symbol = z.string().regex(/^[A-Z0-9]{2,10}$/, 'must be a coin symbol');
const priceQuery = z.object({
  from: symbol,
  to: symbol,
  amount: z.string().regex(/^\d{1,20}(\.\d{1,18})?$/, 'must be a positive number'),
});

/**
 * @param {object} options
 * @param {string} options.upstreamUrl the price service (Contract 2: POST /api/token_price)
 * @param {number} [options.limit] requests a visitor may make a minute, on each limiter
 * @param {import('pino').Logger} [options.logger] where the access lines go (stdout by default)
 */
export function createPlainApp({ upstreamUrl, limit = 100, logger = pino() }) {
  const upstream = new Agent({ keepAliveTimeout: 10_000, connections: 64 });
  const tokenPrice = new URL(
    'api/token_price',
    upstreamUrl.endsWith('/') ? upstreamUrl : `${upstreamUrl}/`,
  );
  // The README's settings but draft-7 headers, as the BFF sends: draft-8 adds a hash of the key
  // to every reply, work the BFF does not do, and this app is not to be made slower than it is.
  const limiter = () =>
    rateLimit({ windowMs: 60_000, limit, standardHeaders: 'draft-7', legacyHeaders: false });

  const app = express();
  app.disable('x-powered-by');
  app.use(helmet());
  app.use(pinoHttp({ logger }));
  app.use(express.json({ limit: '16kb' }));
  app.use('/api', limiter());

  app.get('/api/price', limiter(), async (req, res) => {
    const query = priceQuery.safeParse(req.query);
    if (!query.success) {
      res.status(400).json({ error: z.prettifyError(query.error) });
      return;
    }
    const form = new FormData();
    form.append('TokenA_amount', query.data.amount);
    form.append('TokenA_symbol', query.data.from);
    form.append('TokenB_symbol', query.data.to);
    const reply = await request(tokenPrice, {
      method: 'POST',
      headers: form.getHeaders(),
      body: form.getBuffer(),
      dispatcher: upstream,
    });
    const { exchangeFlow_list: route } = /** @type {{ exchangeFlow_list?: number[][] }} */ (
      await reply.body.json()
    );
    if (!Array.isArray(route) || !Array.isArray(route[0])) {
      res.status(502).json({ error: 'the price service gave no price' });
      return;
    }
    const [estimate, min, max] = route[0];
    res.json({ estimate, min, max, route });
  });

  /** @type {import('express').ErrorRequestHandler} */
  const onError = (error, req, res, _next) => {
    req.log.error({ err: error }, 'price request failed');
    res.status(502).json({ error: 'the price service could not be reached' });
  };
  app.use(onError);

  return { app, close: () => upstream.close() };
}
