import { DEPOSIT_WINDOW_S } from '../../../../shared/constants.js';
import { shortenOrderId } from '../../../../shared/order-id.js';
import type { SendByState } from '../../../../shared/order-status.js';
import { CopyText } from '../../components/copy-text.js';
import { useHydrated } from '../../lib/page-data.js';
import { formatCreatedAt, formatUtcTime } from '../../lib/order-format.js';

interface TrackingInfoProps {
  orderId: string;
  createdAt: number;
  sendBy: SendByState;
}

export function TrackingInfo({ orderId, createdAt, sendBy }: TrackingInfoProps) {
  // The server knows neither the visitor's locale nor time zone: UTC until the script runs.
  const hydrated = useHydrated();
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
              {hydrated ? formatCreatedAt(createdAt) : formatUtcTime(createdAt)}
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
            {sendBy.ticking && (
              // without script the countdown cannot move: say when the window closes
              <noscript>
                <span className="send-by__deadline">
                  {' '}
                  (by {formatUtcTime(createdAt + DEPOSIT_WINDOW_S)})
                </span>
              </noscript>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
