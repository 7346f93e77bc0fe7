import { useT } from '../lib/i18n/i18n.js';
import type { Notice } from './notify.js';
import './inline-notice.css';

/** A toast's title and text shown in place: what the page says when it was rendered without script. */
export function InlineNotice({ notice, id }: { notice: Notice; id?: string }) {
  const t = useT();
  return (
    <div id={id} className={`inline-notice inline-notice--${notice.type}`} role="alert">
      <p className="inline-notice__title">{t(notice.title)}</p>
      <p className="inline-notice__message">{t(notice.message, notice.values)}</p>
    </div>
  );
}
