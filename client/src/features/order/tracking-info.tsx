import type { ReactNode } from 'react';
import { localDigits } from '../../../../shared/i18n/numbers.js';
import { useLang, useT, type MessageId } from '../../lib/i18n/i18n.js';
import { DEPOSIT_WINDOW_S } from '../../../../shared/constants.js';
import { shortenAddress, shortenOrderId } from '../../../../shared/order-id.js';
import type { SendByOutcome, SendByState } from '../../../../shared/order-status.js';
import { CopyText } from '../../components/copy-text.js';
import { useHydrated } from '../../lib/page-data.js';
import { useOrderTime } from '../../lib/use-order-time.js';
import { refundedMessage } from './refund-outcome.js';

interface TrackingInfoProps {
  orderId: string;
  createdAt: number;
  sendBy: SendByState;
  /** where a swap that cannot be made is paid back, when the visitor gave one */
  refundAddress?: string | null;
}

/** The 'Send by' outcomes as messages: every outcome has one (TypeScript checks it). */
const SEND_BY_MESSAGE: Record<SendByOutcome, MessageId> = {
  notReceived: 'sendBy.notReceived',
  received: 'sendBy.received',
  completed: 'sendBy.completed',
  expired: 'sendBy.expired',
  failed: 'sendBy.failed',
  // the spec's departures (refunded, on hold): their status lines say it whole (refunded: by
  // refundedMessage, which knows whether there was a refund address)
  refunded: 'order.refundedNoAddress',
  verifying: 'status.8',
};

/** One label and its value in the list. */
function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="tracking-info__row spread-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The values a row copies, each with the toast that confirms it, its name for screen readers and
 * its short form on screen: kept together, so no row confirms or names another value.
 */
const COPIED = {
  orderId: { message: 'notice.orderIdCopied', label: 'copy.orderId', shorten: shortenOrderId },
  refundAddress: {
    message: 'notice.refundCopied',
    label: 'copy.refundAddress',
    shorten: shortenAddress,
  },
} satisfies Record<
  string,
  { message: MessageId; label: MessageId; shorten: (text: string) => string }
>;

/** A row whose value is shown short and copied whole. */
function CopyRow({
  label,
  copies,
  text,
}: {
  label: string;
  copies: keyof typeof COPIED;
  text: string;
}) {
  const { message, label: copyLabel, shorten } = COPIED[copies];
  return (
    <InfoRow label={label}>
      <CopyText text={text} message={message} label={copyLabel}>
        {shorten(text)}
      </CopyText>
    </InfoRow>
  );
}

export function TrackingInfo({ orderId, createdAt, sendBy, refundAddress }: TrackingInfoProps) {
  const hydrated = useHydrated();
  const t = useT();
  const lang = useLang();
  // one calendar and zone, named, with script and without (formatOrderTime says why)
  const utc = useOrderTime();
  const deadline = createdAt + DEPOSIT_WINDOW_S;
  // Without script a countdown cannot move (it would sit at its render time): the server's page
  // says when the window closes instead, and the script's first render says the same.
  const sendByText =
    sendBy.shows !== 'countdown' ? (
      t(
        sendBy.outcome === 'refunded'
          ? refundedMessage(refundAddress)
          : SEND_BY_MESSAGE[sendBy.outcome],
      )
    ) : hydrated ? (
      localDigits(sendBy.countdown, lang)
    ) : (
      <time dateTime={new Date(deadline * 1000).toISOString()}>{utc(deadline)}</time>
    );
  return (
    <section className="order-panel tracking-info" aria-labelledby="tracking-info-heading">
      <h2 id="tracking-info-heading" className="order-panel__heading">
        {t('order.tracking')}
      </h2>
      <dl className="tracking-info__list fact-list">
        <CopyRow label={t('order.houdiniId')} copies="orderId" text={orderId} />
        <InfoRow label={t('order.created')}>
          <time dateTime={new Date(createdAt * 1000).toISOString()}>{utc(createdAt)}</time>
        </InfoRow>
        {refundAddress && (
          <CopyRow label={t('order.refundAddress')} copies="refundAddress" text={refundAddress} />
        )}
        <InfoRow label={t('order.sendBy')}>
          <span
            className={`send-by send-by--${sendBy.tone}`}
            data-testid="send-by"
            data-tone={sendBy.tone}
            role={sendBy.ticking && hydrated ? 'timer' : undefined}
          >
            {sendByText}
          </span>
        </InfoRow>
      </dl>
    </section>
  );
}
