import { useT } from '../../lib/i18n/i18n.js';
/** A list entry whose page does not exist yet: shown greyed out, and said so to screen readers. */
export function ComingSoonItem(props: { label: string; className: string }) {
  const t = useT();
  return (
    <li>
      <span className={props.className}>
        {props.label} <span className="visually-hidden">{t('layout.comingSoonHidden')}</span>
      </span>
    </li>
  );
}
