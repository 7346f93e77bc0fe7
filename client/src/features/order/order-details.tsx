import { useT } from '../../lib/i18n/i18n.js';
import type { OrderView } from '../../../../shared/contract/api.js';
import { coinDisplay } from '../../../../shared/coins.js';
import {
  depositAddressWithdrawn,
  displayStatus,
  ORDER_STATUS,
  isTerminal,
  sendByState,
} from '../../../../shared/order-status.js';
import { useClockSeconds } from '../../lib/clock.js';
import { useRuntimeConfig } from '../../lib/runtime-config-context.js';
import { XrpTagNote } from '../../components/xrp-tag-note.js';
import { AmountWarnings } from './amount-warnings.js';
import { DepositBox } from './deposit-box.js';
import { OrderLegs } from './order-legs.js';
import { OrderProgress } from './order-progress.js';
import { OrderProof } from './order-proof.js';
import { OrderSideCard } from './order-side-card.js';
import { SupportPanel } from './support-panel.js';
import { TrackingInfo } from './tracking-info.js';
import { useOrderTitle } from './use-order-title.js';

/** The order itself; the clock re-reads every second so the bar and countdown move between polls. */
export function OrderDetails({ order, stale }: { order: OrderView; stale: boolean }) {
  const { sandbox, refundAndMemo } = useRuntimeConfig();
  const t = useT();
  const now = useClockSeconds(!isTerminal(order.status));
  const shownStatus = displayStatus(order.status, order.firstReceivedAt, now);
  const mismatch = order.providerMismatch !== undefined;
  useOrderTitle(order.orderId, shownStatus, mismatch);
  const sendBy = sendByState(order.status, order.firstReceivedAt, order.createdAt, now);
  const withdrawn = depositAddressWithdrawn(
    order.status,
    order.firstReceivedAt,
    order.createdAt,
    now,
  );
  // the warning that no tag can go with the swap holds only where the protocol takes none
  const receivesXrp = !refundAndMemo && coinDisplay(order.receive.symbol).symbol === 'XRP';

  return (
    <div className="order-page">
      <h1 className="order-page__title">{t('order.title')}</h1>
      {order.provider !== undefined && (
        <p className="order-page__provider">{t('order.provider', { provider: order.provider })}</p>
      )}
      {stale && (
        <p className="order-page__stale" role="status">
          {t('order.stale')}
        </p>
      )}
      <DepositBox order={order} sandbox={sandbox} withdrawn={withdrawn} />
      <AmountWarnings order={order} />
      <OrderProgress status={shownStatus} mismatch={mismatch} />
      <OrderLegs order={order} />
      <section className="order-cards" aria-label={t('order.yourSwap')}>
        <OrderSideCard
          title={t('order.send')}
          side={order.send}
          copiedMessage="notice.senderCopied"
          addressLabel="copy.depositAddress"
          withdrawnNote={
            mismatch
              ? t('order.mismatchWithdrawn')
              : order.status === ORDER_STATUS.refunded
                ? t('order.refundedWithdrawn')
                : withdrawn
                  ? t('order.withdrawn')
                  : undefined
          }
        />
        <OrderSideCard
          title={t('order.receive')}
          side={order.receive}
          copiedMessage="notice.receiverCopied"
          addressLabel="copy.receivingAddress"
        />
      </section>
      {receivesXrp && <XrpTagNote className="order-page__xrp" />}
      <div className="order-page__panels">
        <TrackingInfo
          orderId={order.orderId}
          createdAt={order.createdAt}
          sendBy={sendBy}
          refundAddress={order.refundAddress}
        />
        <SupportPanel />
      </div>
      <OrderProof order={order} status={shownStatus} nowS={now} />
    </div>
  );
}
