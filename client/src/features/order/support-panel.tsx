import { useT } from '../../lib/i18n/i18n.js';
import { TYPICAL_SWAP_MINUTES } from '../../../../shared/constants.js';
import { useRuntimeConfig } from '../../lib/runtime-config-context.js';

export function SupportPanel() {
  const { supportUrl } = useRuntimeConfig();
  const t = useT();
  return (
    <section className="order-panel support-panel" aria-labelledby="support-heading">
      <h2 id="support-heading" className="order-panel__heading">
        {t('order.support')}
      </h2>
      <p>{t('order.supportArrive', { minutes: TYPICAL_SWAP_MINUTES })}</p>
      <p>{t('order.supportQuestions')}</p>
      <SupportLink href={supportUrl} />
    </section>
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
