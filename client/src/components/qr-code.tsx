import { useEffect, useState } from 'react';
import { qrCodeDataUrl } from '../../../shared/qr-code.js';
import './qr-code.css';

export interface QrCodeProps {
  /** the text the code encodes */
  value: string;
  /** the image's alternative text */
  label: string;
  /** shown width and height in CSS pixels */
  size?: number;
  className?: string;
  /** the code the server already drew for this value (the page paints with it, no script) */
  servedUrl?: string | null;
}

type Rendered = { value: string; url: string | null };

/**
 * A QR code made in the page (no outside service). Rendered as an <img> of a data: URL, which
 * the CSP allows, instead of injecting SVG markup.
 */
export function QrCode({ value, label, size = 176, className, servedUrl }: QrCodeProps) {
  const [rendered, setRendered] = useState<Rendered | null>(null);

  useEffect(() => {
    if (servedUrl) return;
    let current = true;
    qrCodeDataUrl(value).then(
      (url) => current && setRendered({ value, url }),
      () => current && setRendered({ value, url: null }),
    );
    return () => {
      current = false;
    };
  }, [value, servedUrl]);

  const classes = className ? `qr-code ${className}` : 'qr-code';
  const url = servedUrl ?? (rendered?.value === value ? rendered.url : null);
  if (url) {
    return <img className={classes} src={url} width={size} height={size} alt={label} />;
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
