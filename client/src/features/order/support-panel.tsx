import { TYPICAL_SWAP_MINUTES } from '../../../../shared/constants.js';
import { useRuntimeConfig } from '../../lib/runtime-config-context.js';

export function SupportPanel() {
  const { supportUrl } = useRuntimeConfig();
  return (
    <section className="order-panel support-panel" aria-labelledby="support-heading">
      <h2 id="support-heading" className="order-panel__heading">
        Support
      </h2>
      <p>
        Your coins typically arrive in about {TYPICAL_SWAP_MINUTES} minutes after your deposit is
        seen. Keep this page open or bookmark it to follow the order.
      </p>
      <p>Questions? Support answers 24/7; have your Houdini ID ready.</p>
      <SupportLink href={supportUrl} />
    </section>
  );
}

export function SupportLink({ href }: { href: string }) {
  return (
    <a className="order-button" href={href} target="_blank" rel="noopener noreferrer">
      Contact support
    </a>
  );
}
