import { useEffect, useState } from 'react';
import './qr-code.css';

export interface QrCodeProps {
  /** the text the code encodes */
  value: string;
  /** the image's alternative text */
  label: string;
  /** shown width and height in CSS pixels */
  size?: number;
  className?: string;
}

/** data: URL of an SVG QR code; the library loads on first use, out of the page's first script. */
export async function qrCodeDataUrl(value: string): Promise<string> {
  const { toString } = await import('qrcode');
  const svg = await toString(value, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

type Rendered = { value: string; url: string | null };

/**
 * A QR code made in the page (no outside service). Rendered as an <img> of a data: URL, which
 * the CSP allows, instead of injecting SVG markup.
 */
export function QrCode({ value, label, size = 176, className }: QrCodeProps) {
  const [rendered, setRendered] = useState<Rendered | null>(null);

  useEffect(() => {
    let current = true;
    qrCodeDataUrl(value).then(
      (url) => current && setRendered({ value, url }),
      () => current && setRendered({ value, url: null }),
    );
    return () => {
      current = false;
    };
  }, [value]);

  const classes = className ? `qr-code ${className}` : 'qr-code';
  if (rendered?.value === value && rendered.url) {
    return <img className={classes} src={rendered.url} width={size} height={size} alt={label} />;
  }
  // Same footprint while loading (no layout shift); nothing to announce if it cannot be drawn.
  // Sized by attributes, not a style attribute: server HTML must pass the CSP's style-src 'self'.
  return (
    <svg
      className={`${classes} qr-code--placeholder`}
      width={size}
      height={size}
      aria-hidden="true"
    />
  );
}
