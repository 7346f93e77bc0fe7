import { Link } from 'react-router';
import { ORDER_ID_LENGTH, STATUS_POLL_MS } from '../../../../shared/constants.js';
import { useRuntimeConfig } from '../../lib/runtime-config-context.js';
import { SupportLink } from './support-panel.js';

export function OrderLoading() {
  return (
    <div className="order-loading" role="status">
      <span className="order-loading__spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading your order…</span>
    </div>
  );
}

type Problem = 'invalid-id' | 'not-found' | 'unavailable';

const TEXT: Record<Problem, { title: string; body: string }> = {
  'invalid-id': {
    title: 'Invalid order id',
    body: `An order id is ${ORDER_ID_LENGTH} letters, digits, - or _. Check the link you followed, or ask support to find your order.`,
  },
  'not-found': {
    title: 'Order not found',
    body: 'No order has this id. Check that you copied the whole id; if you still cannot find your order, support can help.',
  },
  unavailable: {
    title: 'Order status unavailable',
    body: `We cannot reach the exchange service right now. This page keeps trying every ${STATUS_POLL_MS / 1000} seconds.`,
  },
};

/** A page-sized message instead of an empty page when there is no order to show. */
export function OrderProblem({ problem, orderId }: { problem: Problem; orderId: string }) {
  const { supportUrl } = useRuntimeConfig();
  const text = TEXT[problem];
  return (
    <section className="order-problem" aria-labelledby="order-problem-heading">
      <h1 id="order-problem-heading">{text.title}</h1>
      <p>{text.body}</p>
      {orderId && (
        <p className="order-problem__id">
          Order id: <code>{orderId}</code>
        </p>
      )}
      <div className="order-problem__actions">
        <SupportLink href={supportUrl} />
        <Link className="order-button order-button--secondary" to="/">
          Start a new swap
        </Link>
      </div>
    </section>
  );
}
