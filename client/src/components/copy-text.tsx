import { useT, type MessageId } from '../lib/i18n/i18n.js';
import type { ReactNode } from 'react';
import { TOAST_MS } from '../lib/ui-constants.js';
import { useHydrated } from '../lib/page-data.js';
import { COPIED_TITLE, notify } from './notify.js';
import './copy-text.css';

export interface CopyTextProps {
  /** exactly what goes on the clipboard */
  text: string;
  /** the line under 'Success.', e.g. 'notice.orderIdCopied' */
  message: MessageId;
  /** what is copied, for screen readers and the tooltip: 'copy.depositAddress' */
  label: MessageId;
  /** what the button shows; the full text when omitted */
  children?: ReactNode;
  className?: string;
}

/** A button that shows a value and copies it on click, confirming with a 2 s toast. */
export function CopyText({ text, message, label, children, className }: CopyTextProps) {
  const hydrated = useHydrated();
  const t = useT();
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      notify({ type: 'success', title: COPIED_TITLE, message, durationMs: TOAST_MS.copied });
    } catch {
      // No clipboard API (plain http) or the browser said no: the value is still on screen.
      notify({
        type: 'warning',
        title: 'notice.copyFailedTitle',
        message: 'notice.copyFailed',
        durationMs: TOAST_MS.lookupError,
      });
    }
  }

  const classes = className ? `copy-text ${className}` : 'copy-text';
  if (!hydrated) {
    // Server HTML (and so the page without script): selectable text, copied by hand. The value is
    // there once, whole; a shortened form shows by CSS (the middle hidden, an ellipsis drawn), so
    // text browsers and no-js.css show the whole value and nothing twice.
    const short = typeof children === 'string' ? splitShortened(text, children) : null;
    return (
      <span className={`${classes} copy-text--plain`}>
        {short ? (
          <span className="copy-text__value" dir="ltr" translate="no">
            {short.head}
            <span className="copy-text__middle">{short.middle}</span>
            <span className="copy-text__tail">{short.tail}</span>
          </span>
        ) : (
          <span className="copy-text__value" dir="ltr" translate="no">
            {children ?? text}
          </span>
        )}
      </span>
    );
  }

  return (
    <button
      type="button"
      className={classes}
      title={t('copy.label', { what: t(label) })}
      onClick={() => void copy()}
    >
      <span className="visually-hidden">{t('copy.label', { what: t(label) })}: </span>
      <span className="copy-text__value" dir="ltr" translate="no">
        {children ?? text}
      </span>
      <svg
        className="copy-text__icon"
        viewBox="0 0 24 24"
        width="16"
        height="16"
        aria-hidden="true"
      >
        <rect x="8" y="8" width="12" height="12" rx="2" />
        <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
      </svg>
    </button>
  );
}

/** A value and its shortened form 'head…tail' as the three parts of the value; null otherwise. */
function splitShortened(value: string, shortened: string) {
  const [head, tail, ...rest] = shortened.split('…');
  if (head === undefined || tail === undefined || rest.length > 0) return null;
  if (!value.startsWith(head) || !value.endsWith(tail) || value.length <= shortened.length) {
    return null;
  }
  return { head, middle: value.slice(head.length, value.length - tail.length), tail };
}
