import { useParams } from 'react-router';
import { OrderDetails } from './order-details.js';
import { OrderLoading, OrderProblem } from './order-states.js';
import { useOrderTracking } from './use-order-tracking.js';
import { useRememberOrder } from './use-remember-order.js';
import './order-page.css';

/** /order/:orderId. Keyed by the id, so a new id starts with fresh state and fresh timers. */
export function OrderPage() {
  const { orderId = '' } = useParams();
  return <OrderScreen key={orderId} orderId={orderId} />;
}

function OrderScreen({ orderId }: { orderId: string }) {
  const tracking = useOrderTracking(orderId);
  useRememberOrder(tracking.kind === 'ready' ? tracking.order : undefined);
  switch (tracking.kind) {
    case 'loading':
      return <OrderLoading slow={tracking.slow} />;
    case 'ready':
      return <OrderDetails order={tracking.order} stale={tracking.stale} />;
    default:
      return <OrderProblem problem={tracking.kind} orderId={orderId.slice(0, 64)} />;
  }
}
