import { SWAPS_PAUSED_MESSAGE } from '../contract/names.js';
import type { ErrorParams } from '../contract/api.js';
import { formatMessage } from './message-format.js';

/**
 * The English of the refusals the server sends visitors, written once: the English catalogue's
 * entries for them are these texts, and the API's `message` is formatted from them, so the two
 * cannot drift. Pages never read a reply's text: they translate by its code and params.
 */
export const ENGLISH_TEXTS = {
  rateLimited:
    'Too many {what, select, prices {price requests} orders {new orders} status {order status requests} other {requests}}. Please wait a minute and try again.',
  pickTwoCoins: 'Pick two coins to swap.',
  formOutOfDate: 'The form is out of date: please send it again.',
  sameCoin: 'Pick two different coins to swap.',
  /** BAD_REQUEST 'pick-an-offer': no market price could check the offers, so none is chosen */
  pickAnOffer:
    'No market rate can be trusted now, so pick an offer yourself, then press SWAP NOW again.',
  amountMin: 'Min: {limit} {coin}',
  amountMax: 'Max: {limit} {coin}',
  /** the provider's own refusal of the amount: no limit to show */
  amountOutOfRange: 'The amount is outside what the provider swaps now: get a new quote.',
  swapsPaused: SWAPS_PAUSED_MESSAGE,
  estimateMoved:
    'The estimate moved by more than {percent}% while the form was open: from {previous} to {next} {coin}. Press SWAP NOW again to swap at the new estimate.',
  orderNotFound: 'Order not found',
  /** PROVIDER_MISMATCH: the provider's reply to a creation failed the site's checks */
  providerMismatch:
    'The exchange answered with details that do not match your order, so no order was placed and there is nothing to send. Please try again, or pick another provider.',
  /** IDEMPOTENCY_CONFLICT with a reference: the key's order was asked for and never confirmed */
  orderUnconfirmed:
    'We could not confirm whether this order was placed: the exchange may have it. Do not send anything for it, and do not order again. Please contact support with the reference {reference}.',
  /** the end of every reply that asks the visitor to write to support */
  contactSupport: 'Please contact support team.',
} as const;

type EnglishTextId = keyof typeof ENGLISH_TEXTS;

/** A refusal's English, as the English page says it: the API's `message`. */
export const englishText = (id: EnglishTextId, values?: Record<string, string | number>): string =>
  formatMessage(ENGLISH_TEXTS[id], 'en', values);

/** The English Min/Max line for our own AMOUNT_OUT_OF_RANGE ('Min: 0.05 BNB (BEP-20)'). */
export const englishLimitText = (params: Required<Pick<ErrorParams, 'kind' | 'limit' | 'coin'>>) =>
  englishText(params.kind === 'min' ? 'amountMin' : 'amountMax', {
    limit: String(params.limit),
    coin: params.coin,
  });
