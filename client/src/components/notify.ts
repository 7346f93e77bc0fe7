import { TOAST_MS } from '../lib/ui-constants.js';
import { SWAPS_PAUSED_MESSAGE } from '../../../shared/contract/names.js';

export type NoticeType = 'info' | 'success' | 'warning' | 'error';

export interface Notice {
  type: NoticeType;
  title: string;
  message: string;
  durationMs: number;
}

/** The title every failure toast of spec sections 5, 7 and 8 carries. */
export const FAILURE_TITLE = 'Something went wrong.';
export const COPIED_TITLE = 'Success.';

type ToastRuntime = typeof import('./toast-runtime.js');
let runtime: Promise<ToastRuntime> | null = null;

/** The toast library, fetched once on first need; toasts shown before its host mounts wait. */
export function loadToasts(): Promise<ToastRuntime> {
  runtime ??= import('./toast-runtime.js').then(
    (loaded) => {
      for (const listener of listeners) listener(loaded);
      return loaded;
    },
    (error: unknown) => {
      // a chunk that failed to arrive (a dropped circuit, a deploy) is asked for again next time
      runtime = null;
      throw error;
    },
  );
  return runtime;
}

const listeners = new Set<(loaded: ToastRuntime) => void>();

/** Calls back when the library arrives, also on a later try after a failed one. */
export function onToastsLoaded(listener: (loaded: ToastRuntime) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Shows one titled toast. The same title and text while still on screen is shown once: a visitor
 * pressing a button twice should not get a stack of identical toasts.
 */
export function notify(notice: Notice): void {
  loadToasts().then(
    ({ showToast }) => showToast(notice),
    () => undefined,
  );
}

const failure = (message: string, durationMs: number, type: NoticeType = 'warning'): Notice => ({
  type,
  title: FAILURE_TITLE,
  message,
  durationMs,
});

/** The fixed toasts of the spec, named by situation. */
export const NOTICES = {
  missingAddress: failure('Please input receiver address.', TOAST_MS.addressWarning),
  invalidAddress: {
    type: 'warning',
    title: 'Invalid address',
    message: 'Please input correct receiver address.',
    durationMs: TOAST_MS.addressWarning,
  },
  invalidOrderId: {
    type: 'warning',
    title: 'Invalid ID',
    message: 'Contact support',
    durationMs: TOAST_MS.lookupError,
  },
  priceFailed: failure('Fetching price failed', TOAST_MS.priceError),
  exchangeInvalidAddress: failure('Invalid address', TOAST_MS.exchangeError, 'error'),
  swapsPaused: failure(SWAPS_PAUSED_MESSAGE, TOAST_MS.exchangeError, 'error'),
  contactSupport: failure('Please contact support team.', TOAST_MS.exchangeError, 'error'),
  senderAddressCopied: copied('Sender address copied.'),
  receiverAddressCopied: copied('Receiver address copied.'),
  orderIdCopied: copied('Order id copied.'),
} as const satisfies Record<string, Notice>;

function copied(message: string): Notice {
  return { type: 'success', title: COPIED_TITLE, message, durationMs: TOAST_MS.copied };
}

export type NoticeName = keyof typeof NOTICES;

/** notifyFixed('priceFailed') shows the spec's toast for that situation. */
export const notifyFixed = (name: NoticeName): void => notify(NOTICES[name]);
