import { useLocalePath, useT, type MessageId } from '../../lib/i18n/i18n.js';
import { Link } from '../../lib/site-links.js';
import { ORDER_ID_LENGTH, STATUS_POLL_MS } from '../../../../shared/constants.js';
import { useRuntimeConfig } from '../../lib/runtime-config-context.js';
import { usePageTitle } from '../../lib/page-title.js';
import { SupportLink } from './support-panel.js';

export function OrderLoading() {
  const t = useT();
  usePageTitle(t('order.title'));
  return (
    <div className="order-loading" role="status">
      <span className="order-loading__spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('order.loading')}</span>
    </div>
  );
}

type Problem = 'invalid-id' | 'not-found' | 'unavailable';

const TEXT: Record<Problem, { title: MessageId; body: MessageId }> = {
  'invalid-id': { title: 'order.invalidTitle', body: 'order.invalidBody' },
  'not-found': { title: 'order.notFoundTitle', body: 'order.notFoundBody' },
  unavailable: { title: 'order.unavailableTitle', body: 'order.unavailableBody' },
};

/** A page-sized message instead of an empty page when there is no order to show. */
export function OrderProblem({ problem, orderId }: { problem: Problem; orderId: string }) {
  const { supportUrl } = useRuntimeConfig();
  const text = TEXT[problem];
  const t = useT();
  const lp = useLocalePath();
  usePageTitle(t(text.title));
  return (
    <section className="order-problem" aria-labelledby="order-problem-heading">
      <h1 id="order-problem-heading">{t(text.title)}</h1>
      <p>{t(text.body, { length: ORDER_ID_LENGTH, seconds: STATUS_POLL_MS / 1000 })}</p>
      {orderId && (
        <p className="order-problem__id">
          {t('order.idLabel')} <code dir="ltr">{orderId}</code>
        </p>
      )}
      <div className="order-problem__actions">
        <SupportLink href={supportUrl} />
        <Link className="order-button order-button--secondary" to={lp('/')}>
          {t('order.newSwap')}
        </Link>
      </div>
    </section>
  );
}
