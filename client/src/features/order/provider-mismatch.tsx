import { useT } from '../../lib/i18n/i18n.js';
import { useRuntimeConfig } from '../../lib/runtime-config-context.js';
import { SupportLink } from './support-panel.js';

/**
 * Shown instead of the deposit address when the provider's latest reply no longer matches the
 * order the visitor asked for (the server withholds the address and says so in
 * `providerMismatch`): a payment sent now might go where the visitor never agreed to.
 */
export function ProviderMismatchNotice({ orderId }: { orderId: string }) {
  const { supportUrl } = useRuntimeConfig();
  const t = useT();
  return (
    <div className="deposit-box__closed" data-testid="provider-mismatch" role="alert">
      <p className="deposit-box__outcome deposit-box__outcome--alert">
        <strong>{t('order.mismatch')}</strong>
      </p>
      <p className="deposit-box__hint">{t('order.mismatchHint', { orderId })}</p>
      <SupportLink href={supportUrl} />
    </div>
  );
}
