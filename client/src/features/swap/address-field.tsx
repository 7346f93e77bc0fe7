import type { RefObject } from 'react';
import { InlineNotice } from '../../components/inline-notice.js';
import type { Notice } from '../../components/notify.js';
import { useT } from '../../lib/i18n/i18n.js';

interface AddressFieldProps {
  value: string;
  onChange: (value: string) => void;
  field: RefObject<HTMLInputElement | null>;
  /** the receive coin's label, for the placeholder */
  coin: string;
  /** the server's refusal of this address, shown under it; null when none */
  notice: Notice | null;
}

/** The receiving address; the note under the form (id swap-note) describes it too. */
export function AddressField({ value, onChange, field, coin, notice }: AddressFieldProps) {
  const t = useT();
  const problem = notice !== null;
  return (
    <div className="swap-form__field">
      <label className="swap-form__label" htmlFor="receive-address">
        {t('swap.address')}
      </label>
      {/* text browsers ran the label into its box ('address[   ]') */}{' '}
      <input
        ref={field}
        id="receive-address"
        name="address"
        className="swap-form__address"
        type="text"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        placeholder={t('swap.addressPlaceholder', { coin })}
        value={value}
        aria-describedby={problem ? 'address-problem swap-note' : 'swap-note'}
        aria-invalid={problem || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {notice && <InlineNotice id="address-problem" notice={notice} />}
    </div>
  );
}
