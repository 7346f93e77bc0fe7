import type { AmountWarning, OrderView } from '../../../../shared/contract/api.js';
import type { MessageId } from '../../lib/i18n/catalogues/en.js';
import { useT } from '../../lib/i18n/i18n.js';
import { useRuntimeConfig } from '../../lib/runtime-config-context.js';
import { SupportLink } from './support-panel.js';

const WARNING_TEXT: Record<AmountWarning, MessageId> = {
  'deposit-high': 'order.warning.depositHigh',
  'payout-low': 'order.warning.payoutLow',
  'payout-high': 'order.warning.payoutHigh',
};

/**
 * What the provider reported after the deposit that is far from the order's terms (the server's
 * bounds, decision 020): said plainly, with the way to support, which the site has told too.
 */
export function AmountWarnings({ order }: { order: OrderView }) {
  const t = useT();
  const { supportUrl } = useRuntimeConfig();
  if (!order.amountWarnings) return null;
  return (
    <div className="order-page__warnings" role="alert" data-testid="amount-warnings">
      {order.amountWarnings.map((warning) => (
        <p key={warning}>
          <strong>{t(WARNING_TEXT[warning])}</strong>
        </p>
      ))}
      <p>{t('order.warning.told', { orderId: order.orderId })}</p>
      <SupportLink href={supportUrl} />
    </div>
  );
}
