import { useT } from '../../lib/i18n/i18n.js';
import { useRuntimeConfig } from '../../lib/runtime-config-context.js';
import { SupportLink } from './support-panel.js';

/**
 * Shown instead of the deposit address once an unpaid order's window has run out: a payment
 * sent now may never be swapped, so the page no longer offers the address or its QR code.
 */
export function DepositWindowClosed() {
  const { supportUrl } = useRuntimeConfig();
  const t = useT();
  return (
    <div className="deposit-box__closed" data-testid="deposit-window-closed">
      <p className="deposit-box__outcome deposit-box__outcome--alert">
        <strong>{t('order.closed')}</strong>
      </p>
      <p className="deposit-box__hint">{t('order.closedHint')}</p>
      <SupportLink href={supportUrl} />
    </div>
  );
}
