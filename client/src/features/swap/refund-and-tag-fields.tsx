import type { RefObject } from 'react';
import { getCoin, type CoinSymbol } from '../../../../shared/coins.js';
import { PROVIDER_ORDER_FIELDS } from '../../../../shared/contract/render.js';
import { DESTINATION_TAG_MAX } from '../../../../shared/receive-memo.js';
import { useT, type MessageId } from '../../lib/i18n/i18n.js';

// the largest tag as typed, not grouped as a number ('4,294,967,295' reads as if commas belonged)
const TAG_MAX_TEXT = String(DESTINATION_TAG_MAX);

/** Which of the two optional fields was refused (by the page's check or the server's). */
export type ExtraField = 'refund' | 'tag';

interface ExtraFieldProps {
  id: string;
  name: string;
  label: MessageId;
  hint: string;
  /** the refusal to show under the field instead of the hint; null when none */
  problem: string | null;
  value: string;
  onChange: (value: string) => void;
  field: RefObject<HTMLInputElement | null>;
  numeric?: boolean;
  placeholder?: string;
}

/** One optional field: real form field with script or without, its hint or refusal under it. */
export function ExtraInput({
  id,
  name,
  label,
  hint,
  problem,
  value,
  onChange,
  field,
  numeric,
  placeholder,
}: ExtraFieldProps) {
  const t = useT();
  const note = `${id}-note`;
  return (
    <div className="swap-form__field">
      <label className="swap-form__label" htmlFor={id}>
        {t(label)}
      </label>
      <input
        ref={field}
        id={id}
        name={name}
        className="swap-form__address"
        type="text"
        // an address or a tag is Latin text whatever the page's direction; the placeholder follows
        dir="auto"
        inputMode={numeric ? 'numeric' : undefined}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        placeholder={placeholder}
        value={value}
        aria-describedby={note}
        aria-invalid={problem !== null || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <p
        id={note}
        className={problem ? 'swap-form__warning' : 'swap-form__hint'}
        role={problem ? 'alert' : undefined}
      >
        {problem ?? hint}
      </p>
    </div>
  );
}

export interface RefundAndTagProps {
  from: CoinSymbol;
  to: CoinSymbol;
  /** the receive coin takes a destination tag (XRP) */
  tagOffered: boolean;
  refund: string;
  onRefund: (value: string) => void;
  tag: string;
  onTag: (value: string) => void;
  problem: ExtraField | null;
  refundField: RefObject<HTMLInputElement | null>;
  tagField: RefObject<HTMLInputElement | null>;
}

/**
 * What a provider protocol that takes them adds to the swap form, both optional: the
 * receiving address's destination tag (XRP only) and where a swap that cannot be made is paid
 * back, in the coin sent. Named as the API's keys, so the script-free form posts them as they are.
 */
export function RefundAndTagFields({
  from,
  to,
  tagOffered,
  refund,
  onRefund,
  tag,
  onTag,
  problem,
  refundField,
  tagField,
}: RefundAndTagProps) {
  const t = useT();
  const fromLabel = getCoin(from).label;
  const toLabel = getCoin(to).label;
  return (
    <>
      {tagOffered && (
        <ExtraInput
          id="receive-tag"
          name={PROVIDER_ORDER_FIELDS.receiveMemo}
          label="swap.tag"
          hint={t('swap.tagHint', { coin: toLabel })}
          problem={problem === 'tag' ? t('swap.tagInvalid', { max: TAG_MAX_TEXT }) : null}
          value={tag}
          onChange={onTag}
          field={tagField}
          numeric
        />
      )}
      <ExtraInput
        id="refund-address"
        name={PROVIDER_ORDER_FIELDS.refundAddress}
        label="swap.refundAddress"
        hint={t('swap.refundHint', { coin: fromLabel })}
        problem={problem === 'refund' ? t('swap.refundInvalid', { coin: fromLabel }) : null}
        value={refund}
        onChange={onRefund}
        field={refundField}
        placeholder={t('swap.addressPlaceholder', { coin: fromLabel })}
      />
    </>
  );
}
