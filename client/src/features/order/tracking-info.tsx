import { shortenOrderId } from '../../../../shared/order-id.js';
import type { SendByState } from '../../../../shared/order-status.js';
import { CopyText } from '../../components/copy-text.js';
import { formatCreatedAt } from './format.js';

interface TrackingInfoProps {
  orderId: string;
  createdAt: number;
  sendBy: SendByState;
}

export function TrackingInfo({ orderId, createdAt, sendBy }: TrackingInfoProps) {
  return (
    <section className="order-panel tracking-info" aria-labelledby="tracking-info-heading">
      <h2 id="tracking-info-heading" className="order-panel__heading">
        Tracking Info
      </h2>
      <dl className="tracking-info__list">
        <div className="tracking-info__row">
          <dt>Houdini ID</dt>
          <dd>
            <CopyText text={orderId} message="Order id copied." label="order id">
              {shortenOrderId(orderId)}
            </CopyText>
          </dd>
        </div>
        <div className="tracking-info__row">
          <dt>Created</dt>
          <dd>
            <time dateTime={new Date(createdAt * 1000).toISOString()}>
              {formatCreatedAt(createdAt)}
            </time>
          </dd>
        </div>
        <div className="tracking-info__row">
          <dt>Send by</dt>
          <dd>
            <span
              className={`send-by send-by--${sendBy.tone}`}
              data-testid="send-by"
              data-tone={sendBy.tone}
              role={sendBy.ticking ? 'timer' : undefined}
            >
              {sendBy.text}
            </span>
          </dd>
        </div>
      </dl>
    </section>
  );
}
