import { useLocalePath, useT } from '../../lib/i18n/i18n.js';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { isOrderId } from '../../../../shared/order-id.js';
import { InlineNotice } from '../../components/inline-notice.js';
import { NOTICES, notifyFixed } from '../../components/notify.js';
import { useFirstPageData } from '../../lib/page-data.js';
import './order-lookup.css';

export interface OrderLookupProps {
  /** the home page has a desktop and a mobile copy; only one shows at a time */
  variant: 'desktop' | 'mobile';
}

/**
 * The order-ID search box: Enter looks the order up (spec section 5). It refuses what is not an
 * order id by the same rule as the order page and the server: 22 letters, digits, - or _.
 */
export function OrderLookup({ variant }: OrderLookupProps) {
  const navigate = useNavigate();
  const t = useT();
  const lp = useLocalePath();
  // a script-free lookup of a malformed id comes back with it and the spec's text
  const invalidLookup = useFirstPageData()?.invalidLookup;
  const [orderId, setOrderId] = useState(invalidLookup ?? '');
  const [showProblem, setShowProblem] = useState(invalidLookup !== undefined);
  const inputId = `order-lookup-${variant}`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setShowProblem(false);
    const id = orderId.trim();
    if (!isOrderId(id)) {
      notifyFixed('invalidOrderId');
      return;
    }
    void navigate(lp(`/order/${encodeURIComponent(id)}`));
  };

  return (
    <form
      role="search"
      aria-label={t('lookup.form', { variant })}
      className={`order-lookup order-lookup--${variant}`}
      method="get"
      action={lp('/')}
      onSubmit={submit}
    >
      <label className="visually-hidden" htmlFor={inputId}>
        {t('lookup.label')}
      </label>{' '}
      {/* drawn by order-lookup.css, which carries the PNG inline: no request of its own */}
      <span className="order-lookup__icon" aria-hidden="true" />
      <input
        id={inputId}
        name="orderId"
        className="order-lookup__input"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('lookup.placeholder')}
        value={orderId}
        onChange={(event) => setOrderId(event.target.value)}
      />
      {showProblem && <InlineNotice notice={NOTICES.invalidOrderId} />}
    </form>
  );
}
