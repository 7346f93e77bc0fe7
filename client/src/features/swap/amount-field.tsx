import type { ReactNode } from 'react';

/** One amount (the children) with its coin picker beside it, under its label. */
export function AmountField({
  inputId,
  label,
  picker,
  below,
  children,
}: {
  inputId: string;
  label: string;
  picker: ReactNode;
  /** under the row: what the amount is checked against */
  below?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="swap-form__field">
      <label className="swap-form__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="swap-form__row">
        {/* text browsers ran the amount's box into the coin's ('[   ][BNB (BEP-20)]') */}
        {children} {picker}
      </div>
      {below}
    </div>
  );
}
