import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { coinDisplay } from '../../../../shared/coins.js';
import { shortenOrderId } from '../../../../shared/order-id.js';
import { ORDER_STATUS_TEXT } from '../../../../shared/order-status.js';
import { formatCreatedAt, plainAmount } from '../../lib/order-format.js';
import {
  forgetAllOrders,
  forgetOrder,
  setRememberOrders,
  type RecentOrder,
} from '../../lib/recent-orders.js';
import { useRecentOrders } from './use-recent-orders.js';
import './recent-orders.css';

export interface RecentOrdersProps {
  /** the home page has a desktop and a mobile copy (under each order lookup); one shows */
  variant: 'desktop' | 'mobile';
}

/**
 * "Your recent orders on this device" (issue 15): the orders this browser created or opened,
 * newest first, each linking to its page, with Forget, Forget all and the switch that stops
 * remembering. Absent on the server, without JavaScript and when storage is unavailable.
 */
export function RecentOrders({ variant }: RecentOrdersProps) {
  const state = useRecentOrders();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');

  if (!state) return null;

  // a removed button takes the focus with it: give it to the heading and say what happened
  const afterChange = (changed: boolean, done: string) => {
    setAnnouncement(changed ? done : 'This browser refused to change its storage.');
    if (changed) headingRef.current?.focus();
  };

  return (
    <section className={`recent-orders recent-orders--${variant}`} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="recent-orders__title">
        Your recent orders on this device
      </h2>
      {state.orders.length > 0 ? (
        <ul className="recent-orders__list">
          {state.orders.map((order) => (
            <RecentOrderItem
              key={order.orderId}
              order={order}
              onForget={() =>
                afterChange(
                  forgetOrder(order.orderId),
                  `Order ${shortenOrderId(order.orderId)} forgotten.`,
                )
              }
            />
          ))}
        </ul>
      ) : (
        <p className="recent-orders__empty">
          {state.remember
            ? 'Orders you create or open in this browser will be listed here.'
            : 'Orders are not remembered on this device.'}
        </p>
      )}
      <div className="recent-orders__controls">
        <label className="recent-orders__switch">
          <input
            type="checkbox"
            role="switch"
            checked={state.remember}
            onChange={(event) => {
              const remember = event.target.checked;
              setAnnouncement(
                setRememberOrders(remember)
                  ? remember
                    ? 'Orders will be remembered on this device.'
                    : 'Orders are forgotten and no longer remembered on this device.'
                  : 'This browser refused to change its storage.',
              );
            }}
          />
          <span>Remember orders on this device</span>
        </label>
        {state.orders.length > 0 && (
          <button
            type="button"
            className="recent-orders__forget-all"
            onClick={() => afterChange(forgetAllOrders(), 'All orders forgotten.')}
          >
            Forget all
          </button>
        )}
      </div>
      <p className="recent-orders__note">Kept only in this browser; never sent to us.</p>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </section>
  );
}

function RecentOrderItem({ order, onForget }: { order: RecentOrder; onForget: () => void }) {
  const shortId = shortenOrderId(order.orderId);
  return (
    <li className="recent-order">
      <Link className="recent-order__link" to={`/order/${encodeURIComponent(order.orderId)}`}>
        <span className="recent-order__pair">
          {plainAmount(order.sendAmount)} {coinDisplay(order.from).name} to{' '}
          {plainAmount(order.receiveAmount)} {coinDisplay(order.to).name}
        </span>
        <span className="recent-order__status" data-status={order.status}>
          {ORDER_STATUS_TEXT[order.status]}
        </span>
        <span className="recent-order__meta">
          {shortId},{' '}
          <time dateTime={new Date(order.createdAt * 1000).toISOString()}>
            {formatCreatedAt(order.createdAt)}
          </time>
        </span>
      </Link>
      <button
        type="button"
        className="recent-order__forget"
        aria-label={`Forget order ${shortId}`}
        onClick={onForget}
      >
        Forget
      </button>
    </li>
  );
}
