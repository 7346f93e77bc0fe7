import { useRich } from '../../lib/i18n/i18n.js';
import { useRuntimeConfig } from '../../lib/runtime-config-context.js';

/** Shown on every page when the site runs against the simulated price service. */
export function SandboxBanner() {
  const { sandbox } = useRuntimeConfig();
  const rich = useRich();
  if (!sandbox) return null;
  return (
    <div className="sandbox-banner" role="note">
      {rich('layout.sandbox', {}, { strong: (text) => <strong>{text}</strong> })}
    </div>
  );
}
