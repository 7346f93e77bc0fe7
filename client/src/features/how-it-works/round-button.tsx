import type { ReactNode } from 'react';
import './round-button.css';

/**
 * A round icon button. Until the script runs (no onClick) it is drawn, not offered: no button
 * that does nothing, and nothing for a screen reader to find.
 */
export function RoundButton({
  label,
  onClick,
  className,
  children,
}: {
  label: string;
  onClick: (() => void) | null;
  /** classes beside round-button */
  className?: string;
  children: ReactNode;
}) {
  const classes = className ? `round-button ${className}` : 'round-button';
  if (!onClick) {
    return (
      <span className={classes} aria-hidden="true">
        {children}
      </span>
    );
  }
  return (
    <button type="button" className={classes} aria-label={label} onClick={onClick}>
      {children}
    </button>
  );
}
