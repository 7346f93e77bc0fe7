import express, { Router, type ErrorRequestHandler, type Request, type Response } from 'express';
import { acceptAmountInput, toApiAmount } from '../../shared/amount.js';
import {
  idempotencyKeySchema,
  priceQuerySchema,
  type PriceQuote,
} from '../../shared/contract/api.js';
import {
  PROVIDER_ORDER_FIELDS,
  quotedFor,
  offerEstimateField,
  SHOWN_QUOTE_FIELDS,
  type PageData,
  type SwapFormProblem,
  type SwapFormState,
} from '../../shared/contract/render.js';
import { isValidAddress } from '../../shared/address.js';
import type { CoinSymbol } from '../../shared/coins.js';
import { englishText } from '../../shared/i18n/english-texts.js';
import { legsOfChoice, PRIVATE_ROUTE_COIN } from '../../shared/private-route.js';
import { languagePath, splitLanguagePath } from '../../shared/i18n/languages.js';
import { pairProblem } from '../api/order-checks.js';
import type { OrderProblem, PlaceOrder } from '../api/place-order.js';
import type { QuoteService } from '../api/quote.service.js';
import { ApiError } from '../http/api-error.js';
import { logApiError, problemKind, toApiError } from '../http/error-middleware.js';
import { noteProblem, requestIdOf } from '../http/request-logger.js';
import type { ReportError } from '../logging/error-reporting.js';
import { fromAnotherOrigin } from '../security/cross-site.js';
import type { RouteLimits } from '../security/route-limits.js';
import type { PageRenderer } from './page-renderer.js';
import { basePageData, sendPage } from './pages.router.js';

const FORM_BODY_LIMIT = '16kb';

interface FormDeps {
  renderer: PageRenderer;
  prices: QuoteService;
  placeOrder: PlaceOrder;
  limits: RouteLimits;
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
    estimate: text(fields[SHOWN_QUOTE_FIELDS.estimate]).slice(0, 64),
    quotedFor: text(fields[SHOWN_QUOTE_FIELDS.quotedFor]).slice(0, 128),
    // offered only where the upstream takes them; empty means not given
    refundAddress: text(fields[PROVIDER_ORDER_FIELDS.refundAddress]).slice(0, 256),
    receiveMemo: text(fields[PROVIDER_ORDER_FIELDS.receiveMemo]).slice(0, 64),
    xmrRefundAddress: text(fields[PROVIDER_ORDER_FIELDS.xmrRefundAddress]).slice(0, 256),
    rateId: text(fields[SHOWN_QUOTE_FIELDS.rateId]).slice(0, 256),
    validUntil: text(fields[SHOWN_QUOTE_FIELDS.validUntil]).slice(0, 32),
    // a provider's name, or a private route's two joined by +
    provider: text(fields[SHOWN_QUOTE_FIELDS.provider]).slice(0, 64),
    /** the estimate shown for the provider picked, when the page showed offers */
    offerEstimate: '',
    ...offerEstimateOf(fields),
  };
}

/** The shown estimate of the offer picked (a hidden field per offer), when there is one. */
function offerEstimateOf(fields: Record<string, unknown>): { offerEstimate?: string } {
  const provider = text(fields[SHOWN_QUOTE_FIELDS.provider]).slice(0, 64);
  if (provider === '') return {};
  return { offerEstimate: text(fields[offerEstimateField(provider)]).slice(0, 64) };
}

/** The optional fields as the API names them, the empty ones left out (the schema checks them). */
function providerFields(fields: Fields, quoteShown: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (fields.refundAddress.trim() !== '') out.refundAddress = fields.refundAddress.trim();
  if (fields.receiveMemo.trim() !== '') out.receiveMemo = fields.receiveMemo.trim();
  // An offer picked among several: held to its own shown estimate, requoted by its provider
  // (the shown fixed rate was the best offer's).
  if (fields.provider !== '') {
    out.provider = fields.provider;
    // shown beside every private route, sent only with one picked (a direct order refuses it)
    const xmrRefund = fields.xmrRefundAddress.trim();
    if (legsOfChoice(fields.provider) && xmrRefund) out.xmrRefundAddress = xmrRefund;
    return out;
  }
  // the shown quote's fixed rate, only with the quote it belongs to
  if (quoteShown && fields.rateId !== '') out.rateId = fields.rateId;
  if (quoteShown && fields.validUntil !== '') {
    out.validUntil = /^\d{1,12}$/.test(fields.validUntil)
      ? Number(fields.validUntil)
      : fields.validUntil;
  }
  return out;
}

type Fields = ReturnType<typeof readFields>;

/** The estimate the page showed for exactly these inputs (of the offer picked, if any). */
function shownEstimate(fields: Fields): { estimate?: string } {
  if (fields.quotedFor === '') return {};
  const shown = fields.provider !== '' ? fields.offerEstimate : fields.estimate;
  return shown === '' ? {} : { estimate: shown };
}

/** A refusal as the page shows it: by its code and params, in the page's language. */
const orderFailed = (error: Pick<ApiError, 'code' | 'params'>): SwapFormProblem => ({
  kind: 'order-failed',
  code: error.code,
  ...(error.params ? { params: error.params } : {}),
});

const PICK_TWO_COINS = orderFailed({ code: 'BAD_REQUEST', params: { reason: 'pick-two-coins' } });

/** The amount as the API takes it ('1,5' -> '1.5'); the text as typed when it is not one. */
const apiAmountOf = (typed: string): string | null => {
  const accepted = acceptAmountInput(typed.trim());
  return accepted === null ? null : toApiAmount(accepted);
};

/** What the order flow would refuse the receiving address for, if anything (its own rule). */
function addressProblemOf(
  to: CoinSymbol,
  typed: string,
): 'missing-address' | 'invalid-address' | null {
  const address = typed.trim();
  if (address === '') return 'missing-address';
  return isValidAddress(to, address) ? null : 'invalid-address';
}

/** The order flow's refusal, in the form's words: beside the field at fault where there is one. */
function formProblem(problem: OrderProblem, fields: Fields): SwapFormProblem {
  switch (problem.field) {
    case 'amount':
      if (problem.code === 'AMOUNT_OUT_OF_RANGE') return orderFailed(problem);
      return fields.amount.trim() === '' ? { kind: 'missing-amount' } : { kind: 'invalid-amount' };
    case 'address':
      return fields.address.trim() === ''
        ? { kind: 'missing-address' }
        : { kind: 'invalid-address' };
    case 'from':
    case 'to':
      return problem.code === 'BAD_REQUEST' && fields.from === fields.to
        ? { kind: 'same-coin' }
        : PICK_TWO_COINS;
    case 'key':
      return problem.code === 'BAD_REQUEST'
        ? orderFailed({ code: 'BAD_REQUEST', params: { reason: 'form-out-of-date' } })
        : orderFailed(problem);
    case 'refundAddress':
      return { kind: 'invalid-refund-address' };
    case 'receiveMemo':
      return { kind: 'invalid-receive-memo' };
    case 'xmrRefundAddress':
      // a bad address (by our rule, or leg two's provider's), or a field this route cannot take
      return problem.code === 'INVALID_ADDRESS' ||
        !isValidAddress(PRIVATE_ROUTE_COIN, fields.xmrRefundAddress.trim())
        ? { kind: 'invalid-xmr-refund-address' }
        : orderFailed(problem);
    case 'estimate':
      if (problem.code === 'ESTIMATE_MOVED') {
        return { kind: 'estimate-moved', previous: Number(fields.estimate) };
      }
      return orderFailed(problem);
    default:
      return orderFailed(problem);
  }
}

/** A page of the form's language (the language of the page it was posted to). */
const inFormLanguage = (req: Request, path: string): string =>
  languagePath(splitLanguagePath(req.path).lang, path);

/**
 * POST / (and /{lang}/, pages.router.ts routes it by the client's route table): the swap form
 * without script, a translator for the same flow as the JSON API.
 * intent=quote shows the estimate, both rates and the Min/Max warning; intent=swap hands the
 * order to placeOrder (validation, limits, the key's one order, the moved-estimate rule) and
 * answers 303 to the order's page, or re-renders the form with the visitor's values and the
 * reason inline.
 */
export function swapFormRouter(deps: FormDeps): Router {
  const router = Router();
  const { renderer, prices, placeOrder, limits } = deps;

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
      // as typed, so a turned-back form keeps them
      ...(fields.refundAddress !== '' ? { refundAddress: fields.refundAddress } : {}),
      ...(fields.receiveMemo !== '' ? { receiveMemo: fields.receiveMemo } : {}),
      ...(fields.xmrRefundAddress !== '' ? { xmrRefundAddress: fields.xmrRefundAddress } : {}),
      ...(fields.provider !== '' ? { provider: fields.provider } : {}),
      quote: null,
      problem: null,
      ...state,
    };
    const data: PageData = { ...basePageData(), swapForm };
    // a form that was turned back keeps its key, so sending it again is still one order
    if (idempotencyKeySchema.safeParse(fields.key).success) data.formKey = fields.key;
    // posted at / and at each /{lang}/: the form answers in its page's language
    await sendPage(res, renderer, inFormLanguage(res.req, '/'), data, status);
  };

  const fail = (req: Request, error: unknown): ApiError =>
    logApiError(req, error, deps.reportError);

  /** The quote the page shows for the visitor's inputs, when they can have one. */
  const quoteToShow = async (
    pair: { from: CoinSymbol; to: CoinSymbol; amount: string } | null,
  ): Promise<SwapFormState['quote']> => {
    if (!pair || pair.from === pair.to) return null;
    const quote = await prices.quote(pair).catch(() => null);
    return quote ? { amount: pair.amount, quote } : null;
  };

  async function quote(req: Request, res: Response, fields: Fields): Promise<void> {
    const overLimit = await limits.refusal('POST / intent=quote', req, res);
    if (overLimit) {
      await reRender(res, fields, 429, { problem: orderFailed(overLimit) });
      return;
    }
    const amount = apiAmountOf(fields.amount);
    if (amount === null) {
      const problem = fields.amount.trim() === '' ? 'missing-amount' : 'invalid-amount';
      await reRender(res, fields, 400, { problem: { kind: problem } });
      return;
    }
    const pair = priceQuerySchema.safeParse({ from: fields.from, to: fields.to, amount });
    if (!pair.success) {
      await reRender(res, fields, 400, { problem: PICK_TWO_COINS });
      return;
    }
    const same = pairProblem(pair.data.from, pair.data.to);
    if (same) {
      // no quote is asked for one coin to itself: the form shows none, and SWAP NOW stays usable
      await reRender(res, fields, same.status, {
        quote: { amount, quote: null },
        problem: { kind: 'same-coin' },
      });
      return;
    }
    let quoted: PriceQuote;
    try {
      quoted = await prices.quote(pair.data);
    } catch (error) {
      // the same bound and the same answer as GET /api/price: 502 or 504, and the spec's text
      await reRender(res, fields, fail(req, error).status, {
        quote: { amount, quote: null },
        problem: { kind: 'price-failed' },
      });
      return;
    }
    await reRender(res, fields, 200, { quote: { amount, quote: quoted } });
  }

  async function swap(req: Request, res: Response, fields: Fields): Promise<void> {
    const amount = apiAmountOf(fields.amount);
    const pair = priceQuerySchema.safeParse({ from: fields.from, to: fields.to, amount });
    const choice = pair.success ? pair.data : null;
    // The quote on the page was for other coins or another amount: show the one for these first.
    if (
      choice &&
      choice.from !== choice.to &&
      fields.quotedFor !== '' &&
      fields.quotedFor !== quotedFor(choice.from, choice.to, choice.amount)
    ) {
      const quote = await quoteToShow(choice);
      const address = addressProblemOf(choice.to, fields.address);
      await reRender(res, fields, 409, {
        quote: quote ?? { amount: choice.amount, quote: null },
        problem: quote
          ? { kind: 'stale-quote', ...(address ? { address } : {}) }
          : { kind: 'price-failed' },
      });
      return;
    }
    const outcome = await placeOrder({
      fields: {
        from: fields.from,
        to: fields.to,
        amount: amount ?? fields.amount.trim(),
        address: fields.address.trim(),
        // the estimate the page showed for exactly these inputs, which the order must keep to
        ...shownEstimate(fields),
        ...providerFields(fields, fields.quotedFor !== ''),
      },
      key: fields.key,
      requestId: requestIdOf(req),
      chargeNewOrder: () => limits.chargeNewOrder('POST / intent=swap', req, res),
    });
    switch (outcome.kind) {
      case 'created':
        res.redirect(303, inFormLanguage(req, `/order/${encodeURIComponent(outcome.orderId)}`));
        return;
      case 'failed': {
        const error = fail(req, outcome.error);
        noteProblem(res, error.code, problemKind(outcome.error));
        const problem: SwapFormProblem =
          outcome.stage === 'quote' ? { kind: 'price-failed' } : orderFailed(error);
        const quote =
          outcome.stage === 'quote' && choice
            ? { amount: choice.amount, quote: null }
            : await quoteToShow(choice);
        await reRender(res, fields, error.status, { quote, problem });
        return;
      }
      case 'refused': {
        const { problem } = outcome;
        if (problem.retryAfterS !== undefined) res.set('Retry-After', String(problem.retryAfterS));
        noteProblem(res, problem.code, problem.kind ?? 'refused');
        const quote =
          problem.quote && choice
            ? { amount: choice.amount, quote: problem.quote }
            : await quoteToShow(choice);
        await reRender(res, fields, problem.status, {
          quote,
          problem: formProblem(problem, fields),
        });
        return;
      }
    }
  }

  router.post(
    '/{*path}',
    (req, _res, next) => {
      assertSameOrigin(req);
      if (!req.is('application/x-www-form-urlencoded')) {
        throw new FormRefusal(415, 'Send the form as application/x-www-form-urlencoded.');
      }
      next();
    },
    limits.guard('POST / (the script-free form)'),
    express.urlencoded({ extended: false, limit: FORM_BODY_LIMIT, parameterLimit: 24 }),
    async (req, res) => {
      const fields = readFields(req.body);
      if (fields.intent === 'quote') return quote(req, res, fields);
      if (fields.intent === 'swap') return swap(req, res, fields);
      throw new FormRefusal(400, 'Choose Get quote or SWAP NOW.');
    },
  );

  const refusal: ErrorRequestHandler = async (error, req, res, next) => {
    if (res.headersSent) return next(error);
    // The form's own limit (met before the body is read): a visitor's page, in its language.
    if (error instanceof ApiError && error.code === 'RATE_LIMITED') {
      await reRender(res, readFields(req.body), error.status, { problem: orderFailed(error) });
      return;
    }
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
              : `Something went wrong on our side. ${englishText('contactSupport')}`;
    if (status >= 500) fail(req, error);
    res.status(status).type('text/plain').set('Cache-Control', 'no-store').send(message);
  };
  router.use(refusal);
  return router;
}
