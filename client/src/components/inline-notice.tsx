import type { Notice } from './notify.js';
import './inline-notice.css';

/** A toast's title and text shown in place: what the page says when it was rendered without script. */
export function InlineNotice({ notice, id }: { notice: Notice; id?: string }) {
  return (
    <div id={id} className={`inline-notice inline-notice--${notice.type}`} role="alert">
      <p className="inline-notice__title">{notice.title}</p>
      <p className="inline-notice__message">{notice.message}</p>
    </div>
  );
}
