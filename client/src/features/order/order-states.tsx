import { useLocalePath, useT, type MessageId } from '../../lib/i18n/i18n.js';
import { Link } from '../../lib/site-links.js';
import { ORDER_ID_LENGTH, STATUS_POLL_MS } from '../../../../shared/constants.js';
import { useRuntimeConfig } from '../../lib/runtime-config-context.js';
import { usePageTitle } from '../../lib/page-title.js';
import { SupportLink } from './support-panel.js';
import { useLocation } from 'react-router';
import { NO_SCRIPT_REFRESH_S } from '../../../../shared/no-script-refresh.js';
import { useHydrated } from '../../lib/page-data.js';

/**
 * How often the page asks again for its order: every poll with script; without it, as often as
 * the page reloads itself. The server's HTML (and the render hydrating it) cannot know which, so
 * it says the script-free figure, and the script's next render its own.
 */
function useRetrySeconds(): number {
  return useHydrated() ? STATUS_POLL_MS / 1000 : NO_SCRIPT_REFRESH_S;
}

/**
 * No order yet. `slow`: the server asked and the provider had not answered within the page's
 * bound: a slow provider is not an outage, so the page says it is still asking (in words a text
 * browser shows too) and offers a link to ask now; it reloads itself without script.
 */
export function OrderLoading({ slow }: { slow: boolean }) {
  const t = useT();
  const seconds = useRetrySeconds();
  const { pathname } = useLocation();
  usePageTitle(t('order.title'));
  return (
    <div className="order-loading" role="status">
      <span className="order-loading__spinner" aria-hidden="true" />
      <span className={slow ? 'order-loading__text' : 'visually-hidden'}>{t('order.loading')}</span>
      {slow && (
        <p className="order-loading__hint">
          {t('order.slowReply', { seconds })} <a href={pathname}>{t('order.checkStatus')}</a>
        </p>
      )}
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
  const seconds = useRetrySeconds();
  usePageTitle(t(text.title));
  return (
    <section className="order-problem" aria-labelledby="order-problem-heading">
      <h1 id="order-problem-heading">{t(text.title)}</h1>
      <p>{t(text.body, { length: ORDER_ID_LENGTH, seconds })}</p>
      {orderId && (
        <p className="order-problem__id">
          {t('order.idLabel')} <code dir="ltr">{orderId}</code>
        </p>
      )}
      <div className="order-problem__actions">
        <SupportLink href={supportUrl} />{' '}
        <Link className="order-button order-button--secondary" to={lp('/')}>
          {t('order.newSwap')}
        </Link>
      </div>
    </section>
  );
}
