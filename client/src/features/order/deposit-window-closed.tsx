import { useRuntimeConfig } from '../../lib/runtime-config-context.js';
import { SupportLink } from './support-panel.js';

/**
 * Shown instead of the deposit address once an unpaid order's window has run out: a payment
 * sent now may never be swapped, so the page no longer offers the address or its QR code.
 */
export function DepositWindowClosed() {
  const { supportUrl } = useRuntimeConfig();
  return (
    <div className="deposit-box__closed" data-testid="deposit-window-closed">
      <p className="deposit-box__outcome deposit-box__outcome--alert">
        <strong>The deposit window has closed: do not send to this address.</strong>
      </p>
      <p className="deposit-box__hint">
        If you already sent the deposit, keep this page open: it moves on as soon as the deposit is
        seen. Otherwise contact support with your Houdini ID, or start a new swap.
      </p>
      <SupportLink href={supportUrl} />
    </div>
  );
}
