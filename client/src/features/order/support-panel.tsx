import { useT } from '../../lib/i18n/i18n.js';
import { TYPICAL_SWAP_MINUTES } from '../../../../shared/constants.js';
import { useRuntimeConfig } from '../../lib/runtime-config-context.js';
import { OrderPanel } from './order-panel.js';

export function SupportPanel() {
  const { supportUrl } = useRuntimeConfig();
  const t = useT();
  return (
    <OrderPanel className="support-panel" headingId="support-heading" heading={t('order.support')}>
      <p>{t('order.supportArrive', { minutes: TYPICAL_SWAP_MINUTES })}</p>
      <p>{t('order.supportQuestions')}</p>
      <SupportLink href={supportUrl} />
    </OrderPanel>
  );
}

export function SupportLink({ href }: { href: string }) {
  const t = useT();
  return (
    <a className="order-button" href={href} target="_blank" rel="noopener noreferrer">
      {t('order.contactSupport')}
    </a>
  );
}
