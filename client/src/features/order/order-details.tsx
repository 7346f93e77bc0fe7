import type { OrderView } from '../../../../shared/contract/api.js';
import { coinDisplay } from '../../../../shared/coins.js';
import {
  depositAddressWithdrawn,
  displayStatus,
  isTerminal,
  sendByState,
} from '../../../../shared/order-status.js';
import { useClockSeconds } from '../../lib/clock.js';
import { useRuntimeConfig } from '../../lib/runtime-config-context.js';
import { XrpTagNote } from '../../components/xrp-tag-note.js';
import { DepositBox } from './deposit-box.js';
import { OrderProgress } from './order-progress.js';
import { OrderSideCard } from './order-side-card.js';
import { SupportPanel } from './support-panel.js';
import { TrackingInfo } from './tracking-info.js';

/** The order itself; the clock re-reads every second so the bar and countdown move between polls. */
export function OrderDetails({ order, stale }: { order: OrderView; stale: boolean }) {
  const { sandbox } = useRuntimeConfig();
  const now = useClockSeconds(!isTerminal(order.status));
  const shownStatus = displayStatus(order.status, order.firstReceivedAt, now);
  const sendBy = sendByState(order.status, order.firstReceivedAt, order.createdAt, now);
  const withdrawn = depositAddressWithdrawn(
    order.status,
    order.firstReceivedAt,
    order.createdAt,
    now,
  );
  const receivesXrp = coinDisplay(order.receive.symbol).symbol === 'XRP';

  return (
    <div className="order-page">
      <h1 className="order-page__title">Order Page</h1>
      {stale && (
        <p className="order-page__stale" role="status">
          Connection trouble: showing the last known status. Retrying…
        </p>
      )}
      <DepositBox order={order} sandbox={sandbox} withdrawn={withdrawn} />
      <OrderProgress status={shownStatus} />
      <section className="order-cards" aria-label="Your swap">
        <OrderSideCard
          title="Send"
          side={order.send}
          copiedMessage="Sender address copied."
          addressLabel="deposit address"
          withdrawnNote={withdrawn ? 'Deposit window closed: do not send' : undefined}
        />
        <OrderSideCard
          title="Receive"
          side={order.receive}
          copiedMessage="Receiver address copied."
          addressLabel="receiving address"
        />
      </section>
      {receivesXrp && <XrpTagNote className="order-page__xrp" />}
      <div className="order-page__panels">
        <TrackingInfo orderId={order.orderId} createdAt={order.createdAt} sendBy={sendBy} />
        <SupportPanel />
      </div>
    </div>
  );
}
