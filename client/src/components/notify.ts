import { TOAST_MS } from '../lib/ui-constants.js';
import type { MessageValues } from '../../../shared/i18n/message-format.js';
import type { MessageId } from '../lib/i18n/i18n.js';

export type NoticeType = 'info' | 'success' | 'warning' | 'error';

/** A toast or inline notice; its title and text are catalogue messages, shown in the page's language. */
export interface Notice {
  type: NoticeType;
  title: MessageId;
  message: MessageId;
  /** the message's placeholders */
  values?: MessageValues;
  durationMs: number;
}

/** The title every failure toast of spec sections 5, 7 and 8 carries. */
export const FAILURE_TITLE = 'notice.failureTitle' satisfies MessageId;
export const COPIED_TITLE = 'notice.copiedTitle' satisfies MessageId;

type ToastRuntime = typeof import('./toast-runtime.js');
let runtime: Promise<ToastRuntime> | null = null;
let arrived: ToastRuntime | null = null;

/** The toast library, fetched once on first need; toasts shown before its host mounts wait. */
export function loadToasts(): Promise<ToastRuntime> {
  runtime ??= import('./toast-runtime.js').then(
    (loaded) => {
      arrived = loaded;
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

/**
 * Calls back when the library arrives (at once when it already has), also on a later try after a
 * failed one.
 */
export function onToastsLoaded(listener: (loaded: ToastRuntime) => void): () => void {
  if (arrived) listener(arrived);
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

const failure = (message: MessageId, durationMs: number, type: NoticeType = 'warning'): Notice => ({
  type,
  title: FAILURE_TITLE,
  message,
  durationMs,
});

/** The fixed toasts of the spec, named by situation. */
export const NOTICES = {
  missingAddress: failure('notice.missingAddress', TOAST_MS.addressWarning),
  invalidAddress: {
    type: 'warning',
    title: 'notice.invalidAddressTitle',
    message: 'notice.invalidAddress',
    durationMs: TOAST_MS.addressWarning,
  },
  invalidOrderId: {
    type: 'warning',
    title: 'notice.invalidIdTitle',
    message: 'notice.contactSupportShort',
    durationMs: TOAST_MS.lookupError,
  },
  priceFailed: failure('notice.priceFailed', TOAST_MS.priceError),
  exchangeInvalidAddress: failure('notice.exchangeInvalidAddress', TOAST_MS.exchangeError, 'error'),
  swapsPaused: failure('notice.swapsPaused', TOAST_MS.exchangeError, 'error'),
  ordersPaused: failure('notice.ordersPaused', TOAST_MS.exchangeError),
  providerMismatch: failure('notice.providerMismatch', TOAST_MS.exchangeError, 'error'),
  contactSupport: failure('notice.contactSupport', TOAST_MS.exchangeError, 'error'),
  senderAddressCopied: copied('notice.senderCopied'),
  receiverAddressCopied: copied('notice.receiverCopied'),
  orderIdCopied: copied('notice.orderIdCopied'),
} as const satisfies Record<string, Notice>;

function copied(message: MessageId): Notice {
  return { type: 'success', title: COPIED_TITLE, message, durationMs: TOAST_MS.copied };
}

export type NoticeName = keyof typeof NOTICES;

/** notifyFixed('priceFailed') shows the spec's toast for that situation. */
export const notifyFixed = (name: NoticeName): void => notify(NOTICES[name]);
