import './spinner.css';

export interface SpinnerProps {
  size?: number;
  /** when given the spinner is announced (role=status); without it it is decoration */
  label?: string;
  className?: string;
}

export function Spinner({ size = 18, label, className }: SpinnerProps) {
  return (
    <span
      className={className ? `spinner ${className}` : 'spinner'}
      style={{ width: size, height: size }}
      {...(label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}
