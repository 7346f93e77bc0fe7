import { useT } from '../lib/i18n/i18n.js';
import './xrp-tag-note.css';

/**
 * The swap cannot carry an XRP destination tag, so an address that needs one (most exchange
 * deposit addresses) would lose the funds. Shown wherever XRP is the coin to receive.
 */
export function XrpTagNote({ className }: { className?: string }) {
  const t = useT();
  return (
    <p className={className ? `xrp-tag-note ${className}` : 'xrp-tag-note'} role="note">
      <strong className="xrp-tag-note__title">{t('xrp.title')}</strong> {t('xrp.body')}
    </p>
  );
}
