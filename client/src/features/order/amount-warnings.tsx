import type { OrderView } from '../../../../shared/contract/api.js';
import { useT } from '../../lib/i18n/i18n.js';

/**
 * What the provider reported after the deposit that is far from the order's terms (the server's
 * bounds, decision 020): said plainly, and that support was told (the support panel below has
 * the order id and the way to reach them).
 */
export function AmountWarnings({ order }: { order: OrderView }) {
  const t = useT();
  if (!order.amountWarnings) return null;
  return (
    <div className="order-page__warnings" role="alert" data-testid="amount-warnings">
      {order.amountWarnings.map((warning) => (
        <p key={warning}>
          <strong>{t(`order.warning.${warning}`)}</strong>
        </p>
      ))}
    </div>
  );
}
