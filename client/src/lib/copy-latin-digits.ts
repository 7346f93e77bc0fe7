import type { ClipboardEvent } from 'react';
import { latinDigits } from '../../../shared/i18n/numbers.js';

/**
 * onCopy for an amount written in the page's digits (Persian ۰٫۱۹): what the visitor selected
 * goes to the clipboard in the Latin digits and point a wallet takes. Other text copies as is.
 */
export function copyLatinDigits(event: ClipboardEvent<HTMLElement>): void {
  const selected = window.getSelection()?.toString() ?? '';
  const latin = latinDigits(selected);
  if (!selected || latin === selected) return;
  event.clipboardData.setData('text/plain', latin);
  event.preventDefault();
}
