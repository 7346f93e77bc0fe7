import { localizeDecimal } from '../../../../shared/i18n/numbers.js';
import { useLang, useLocalePath, useT } from '../../lib/i18n/i18n.js';
import { useId, useRef, useState } from 'react';
import { Link } from '../../lib/site-links.js';
import { coinDisplay } from '../../../../shared/coins.js';
import { shortenOrderId } from '../../../../shared/order-id.js';
import { plainAmount } from '../../../../shared/amount.js';
import { useOrderTime } from '../../lib/use-order-time.js';
import { useSaysAnonymizing } from '../../lib/says-anonymizing.js';
import { statusMessage } from '../../lib/status-words.js';
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
 * "Your recent orders on this device": the orders this browser created or opened,
 * newest first, each linking to its page, with Forget, Forget all and the switch that stops
 * remembering. Absent on the server, without JavaScript and when storage is unavailable.
 */
export function RecentOrders({ variant }: RecentOrdersProps) {
  const state = useRecentOrders();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const t = useT();

  if (!state) return null;

  // a removed button takes the focus with it: give it to the heading and say what happened
  const afterChange = (changed: boolean, done: string) => {
    setAnnouncement(changed ? done : t('recent.storageRefused'));
    if (changed) headingRef.current?.focus();
  };

  return (
    <section className={`recent-orders recent-orders--${variant}`} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="recent-orders__title">
        {t('recent.title')}
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
                  t('recent.forgotten', { id: shortenOrderId(order.orderId) }),
                )
              }
            />
          ))}
        </ul>
      ) : (
        <p className="recent-orders__empty">
          {state.remember ? t('recent.emptyRemember') : t('recent.emptyOff')}
        </p>
      )}
      <div className="recent-orders__controls spread-row">
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
                    ? t('recent.rememberOn')
                    : t('recent.rememberOff')
                  : t('recent.storageRefused'),
              );
            }}
          />
          <span>{t('recent.remember')}</span>
        </label>
        {state.orders.length > 0 && (
          <button
            type="button"
            className="recent-orders__forget-all"
            onClick={() => afterChange(forgetAllOrders(), t('recent.allForgotten'))}
          >
            {t('recent.forgetAll')}
          </button>
        )}
      </div>
      <p className="recent-orders__note">{t('recent.note')}</p>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </section>
  );
}

function RecentOrderItem({ order, onForget }: { order: RecentOrder; onForget: () => void }) {
  const shortId = shortenOrderId(order.orderId);
  const t = useT();
  const lang = useLang();
  const lp = useLocalePath();
  const orderTime = useOrderTime();
  const anonymizing = useSaysAnonymizing();
  const amount = (value: number) => localizeDecimal(plainAmount(value), lang);
  return (
    <li className="recent-order">
      <Link className="recent-order__link" to={lp(`/order/${encodeURIComponent(order.orderId)}`)}>
        <span className="recent-order__pair">
          {t('recent.pair', {
            sendAmount: amount(order.sendAmount),
            sendCoin: coinDisplay(order.from).name,
            receiveAmount: amount(order.receiveAmount),
            receiveCoin: coinDisplay(order.to).name,
          })}
        </span>
        <span className="recent-order__status" data-status={order.status}>
          {t(statusMessage(order.status, anonymizing))}
        </span>
        <span className="recent-order__meta">
          <bdi>{shortId}</bdi>,{' '}
          <time dateTime={new Date(order.createdAt * 1000).toISOString()}>
            {orderTime(order.createdAt)}
          </time>
        </span>
      </Link>
      <button
        type="button"
        className="recent-order__forget"
        aria-label={t('recent.forgetOrder', { id: shortId })}
        onClick={onForget}
      >
        {t('recent.forget')}
      </button>
    </li>
  );
}
