import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { copyLatinDigits } from './copy-latin-digits.js';

/** Selects the element's text as a visitor would, copies it and returns what the clipboard got. */
function copyText(element: HTMLElement): { data: string | null; prevented: boolean } {
  const range = document.createRange();
  range.selectNodeContents(element);
  window.getSelection()?.removeAllRanges();
  window.getSelection()?.addRange(range);
  let data: string | null = null;
  const clipboardData = { setData: (_type: string, value: string) => (data = value) };
  const prevented = !fireEvent.copy(element, { clipboardData });
  return { data, prevented };
}

describe('copying an amount written in Persian digits', () => {
  it('puts the Latin digits and point a wallet takes on the clipboard', () => {
    render(<strong onCopy={copyLatinDigits}>۰٫۱۹۱۸۱۲۵ BNB</strong>);
    expect(copyText(screen.getByText(/BNB/))).toEqual({ data: '0.1918125 BNB', prevented: true });
  });

  it('leaves an amount already in Latin digits to the browser', () => {
    render(<strong onCopy={copyLatinDigits}>0,1918125 BNB</strong>);
    expect(copyText(screen.getByText(/BNB/))).toEqual({ data: null, prevented: false });
  });
});
