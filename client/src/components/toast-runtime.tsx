import { createElement } from 'react';
import { toast, ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import './toaster.css';
import type { Notice } from './notify.js';
import { pageLanguage, translate } from '../lib/i18n/i18n.js';

// The toast library and its styles, loaded after the page is up (notify.ts, toaster.tsx): no toast
// can be needed before the visitor has done something, so the first script does without it.

/**
 * The library makes the toast's id the element's id: a valid one (no spaces, no U+0000), the
 * same for the same title and text, so that a notice still on screen is shown once.
 */
function toastIdOf(title: string, message: string): string {
  let hash = 0x811c9dc5;
  for (const char of `${title}\n${message}`) {
    hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  }
  return `toast-${hash.toString(36)}`;
}

/** @public loaded through import() in notify.ts */
export function showToast(notice: Notice): void {
  const lang = pageLanguage();
  const title = translate(lang, notice.title);
  const message = translate(lang, notice.message, notice.values);
  toast(
    createElement(
      'div',
      { className: 'notice' },
      createElement('p', { className: 'notice__title' }, title),
      createElement('p', { className: 'notice__message' }, message),
    ),
    {
      type: notice.type,
      autoClose: notice.durationMs,
      // the same title and text while still on screen is shown once
      toastId: toastIdOf(title, message),
      // warnings and errors interrupt the screen reader; confirmations wait their turn
      role: notice.type === 'warning' || notice.type === 'error' ? 'alert' : 'status',
    },
  );
}

/** @public loaded through import() in notify.ts */
export function ToastHost() {
  return (
    <ToastContainer
      position="top-right"
      theme="dark"
      newestOnTop
      closeOnClick={false}
      pauseOnFocusLoss
      aria-label={translate(pageLanguage(), 'layout.notifications')}
    />
  );
}
