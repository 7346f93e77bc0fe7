import express, { Router, type ErrorRequestHandler, type Request, type Response } from 'express';
import { isValidAddress } from '../../shared/address.js';
import { acceptAmountInput, amountLimitWarning, toApiAmount } from '../../shared/amount.js';
import {
  addressTextSchema,
  idempotencyKeySchema,
  priceQuerySchema,
  type ErrorBody,
} from '../../shared/contract/api.js';
import type { PageData, SwapFormProblem, SwapFormState } from '../../shared/contract/render.js';
import type { createIdempotency } from '../api/idempotency.js';
import type { OrdersService } from '../api/orders.service.js';
import type { PriceService } from '../api/price.service.js';
import { ApiError } from '../http/api-error.js';
import { logApiError, toApiError } from '../http/error-middleware.js';
import { requestIdOf } from '../http/request-logger.js';
import type { ReportError } from '../logging/error-reporting.js';
import { fromAnotherOrigin } from '../security/cross-site.js';
import type { RateLimits } from '../security/rate-limits.js';
import type { PageRenderer } from './page-renderer.js';
import { basePageData, sendPage, withinLimit } from './pages.router.js';

const FORM_BODY_LIMIT = '16kb';

interface FormDeps {
  renderer: PageRenderer;
  prices: PriceService;
  orders: OrdersService;
  once: ReturnType<typeof createIdempotency>;
  limits: RateLimits;
  reportError: ReportError | null;
}

/** A protocol-level refusal: plain text, since no form page fits a request that is not one. */
class FormRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Only our own pages may post the form: the API's rule, answered as a page. */
function assertSameOrigin(req: Request): void {
  if (fromAnotherOrigin(req)) throw new FormRefusal(403, 'Forms can only be sent from this site.');
}

/** A field's text; of a name sent more than once (a coin's hidden field, then its select), the last. */
const text = (value: unknown): string => {
  const last: unknown = Array.isArray(value) ? value.at(-1) : value;
  return typeof last === 'string' ? last : '';
};

/** The form's fields as typed; anything but short strings counts as empty. */
function readFields(body: unknown) {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  return {
    intent: text(fields.intent),
    from: text(fields.from).slice(0, 16),
    to: text(fields.to).slice(0, 16),
    amount: text(fields.amount).slice(0, 64),
    address: text(fields.address).slice(0, 256),
    key: text(fields.idempotencyKey).slice(0, 128),
  };
}

type Fields = ReturnType<typeof readFields>;

/** The spec's texts for what /api/orders would have answered (the page maps the code). */
const orderFailed = (error: ApiError): SwapFormProblem => ({
  kind: 'order-failed',
  code: error.code,
  message: error.message,
});

/**
 * POST /: the swap form without script. intent=quote shows the estimate, both rates and the
 * Min/Max warning; intent=swap validates as the page does, quotes afresh, creates the order once
 * per form key and answers 303 to its page. Problems re-render the form with the visitor's values
 * and the spec's text inline. Same services, rules, limits and error mapping as the JSON API.
 */
export function swapFormRouter(deps: FormDeps): Router {
  const router = Router();
  const { renderer, prices, orders, once, limits } = deps;

  const reRender = async (
    res: Response,
    fields: Fields,
    status: number,
    state: Partial<SwapFormState>,
  ) => {
    const swapForm: SwapFormState = {
      from: fields.from,
      to: fields.to,
      amount: fields.amount,
      address: fields.address,
      quote: null,
      problem: null,
      ...state,
    };
    const data: PageData = { ...basePageData(), swapForm };
    // a form that was turned back keeps its key, so sending it again is still one order
    if (idempotencyKeySchema.safeParse(fields.key).success) data.formKey = fields.key;
    // mounted at / and at each /{lang}: the form answers in its page's language
    await sendPage(res, renderer, `${res.req.baseUrl}/`, data, status);
  };

  const fail = (req: Request, error: unknown): ApiError =>
    logApiError(req, error, deps.reportError);

  router.post(
    '/',
    (req, _res, next) => {
      assertSameOrigin(req);
      if (!req.is('application/x-www-form-urlencoded')) {
        throw new FormRefusal(415, 'Send the form as application/x-www-form-urlencoded.');
      }
      next();
    },
    limits.global,
    express.urlencoded({ extended: false, limit: FORM_BODY_LIMIT, parameterLimit: 20 }),
    async (req, res) => {
      const fields = readFields(req.body);
      if (fields.intent !== 'quote' && fields.intent !== 'swap') {
        throw new FormRefusal(400, 'Choose Get quote or SWAP NOW.');
      }
      // The amount field's own rule (spec section 5), then the API's.
      const accepted = acceptAmountInput(fields.amount.trim());
      const amount = accepted === null ? null : toApiAmount(accepted);
      if (amount === null) {
        await reRender(res, fields, 400, { problem: { kind: 'missing-amount' } });
        return;
      }
      const pair = priceQuerySchema.safeParse({ from: fields.from, to: fields.to, amount });
      if (!pair.success) {
        const problem = orderFailed(new ApiError(400, 'BAD_REQUEST', 'Pick two coins to swap.'));
        await reRender(res, fields, 400, { problem });
        return;
      }
      const from = pair.data.from;
      const to = pair.data.to;
      const address = fields.address.trim();

      const limit = fields.intent === 'swap' ? [limits.price, limits.orders] : [limits.price];
      for (const limiter of limit) {
        if (!(await withinLimit(limiter, req, res))) {
          const error = new ApiError(
            429,
            'RATE_LIMITED',
            'Too many requests. Please wait a minute and try again.',
          );
          await reRender(res, fields, 429, { problem: orderFailed(error) });
          return;
        }
      }

      // Every answer shows the estimate and rates for the visitor's inputs, as the page does.
      let quote;
      try {
        quote = await prices.quote({ from, to, amount });
      } catch (error) {
        const apiError = fail(req, error);
        await reRender(res, fields, apiError.status, {
          quote: { amount, quote: null },
          problem: { kind: 'price-failed' },
        });
        return;
      }
      const quoted = { amount, quote };
      if (fields.intent === 'quote') {
        await reRender(res, fields, 200, { quote: quoted });
        return;
      }
      if (address === '') {
        await reRender(res, fields, 400, { quote: quoted, problem: { kind: 'missing-address' } });
        return;
      }
      if (!addressTextSchema.safeParse(address).success || !isValidAddress(to, address)) {
        await reRender(res, fields, 422, { quote: quoted, problem: { kind: 'invalid-address' } });
        return;
      }
      if (amountLimitWarning(Number(amount), quote.min, quote.max)) {
        // the page shows 'Min: …' or 'Max: …' under the amount, as it does with script on
        await reRender(res, fields, 422, { quote: quoted });
        return;
      }
      if (quote.estimate === null) {
        await reRender(res, fields, 422, { quote: quoted, problem: { kind: 'price-failed' } });
        return;
      }
      const key = idempotencyKeySchema.safeParse(fields.key);
      if (!key.success) {
        const error = new ApiError(
          400,
          'BAD_REQUEST',
          'The form is out of date: please send it again.',
        );
        await reRender(res, fields, 400, { quote: quoted, problem: orderFailed(error) });
        return;
      }
      const requestId = requestIdOf(req);
      const order = { from, to, amount, address, route: quote.route };
      try {
        // The key's fingerprint is the visitor's choice, not the route of this moment's quote,
        // so that sending the same form again is recognised as the same order.
        const reply = await once(
          key.data,
          { form: { from, to, amount, address } },
          async () => ({ status: 201, body: await orders.create(order, requestId) }),
          (error): ErrorBody => ({
            error: { code: error.code, message: error.message, requestId },
          }),
        );
        if (reply.status === 201) {
          const { orderId } = reply.body as { orderId: string };
          res.redirect(303, `${req.baseUrl}/order/${encodeURIComponent(orderId)}`);
          return;
        }
        // a final error stored under this key earlier (invalid address, swaps paused)
        const stored = (reply.body as ErrorBody).error;
        const error = new ApiError(reply.status, stored.code, stored.message);
        await reRender(res, fields, reply.status, { quote: quoted, problem: orderFailed(error) });
      } catch (error) {
        const apiError = fail(req, error);
        await reRender(res, fields, apiError.status, {
          quote: quoted,
          problem: orderFailed(apiError),
        });
      }
    },
  );

  const refusal: ErrorRequestHandler = (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const status = error instanceof FormRefusal ? error.status : toApiError(error).status;
    const message =
      error instanceof FormRefusal
        ? error.message
        : status === 413
          ? 'The form is too large (16 kB at most).'
          : error instanceof ApiError
            ? error.message
            : status < 500
              ? 'The form could not be read. Please go back and try again.'
              : 'Something went wrong on our side. Please contact support team.';
    if (status >= 500) fail(req, error);
    res.status(status).type('text/plain').set('Cache-Control', 'no-store').send(message);
  };
  router.use(refusal);
  return router;
}
