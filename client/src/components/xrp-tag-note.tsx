import './xrp-tag-note.css';

/**
 * The swap cannot carry an XRP destination tag, so an address that needs one (most exchange
 * deposit addresses) would lose the funds. Shown wherever XRP is the coin to receive.
 */
export function XrpTagNote({ className }: { className?: string }) {
  return (
    <p className={className ? `xrp-tag-note ${className}` : 'xrp-tag-note'} role="note">
      <strong className="xrp-tag-note__title">XRP: no destination tag.</strong> This swap sends XRP
      without a destination tag. Use an XRP address of your own wallet; an address that needs a
      destination tag (such as an exchange deposit address) cannot receive this swap.
    </p>
  );
}
