import { Spinner } from '../../components/spinner.js';
import { useT } from '../../lib/i18n/i18n.js';
import { useSaysAnonymizing } from '../../lib/says-anonymizing.js';

interface SwapSubmitButtonsProps {
  /** what the button is waiting for, if anything */
  busy: boolean;
  submitting: boolean;
  /** the moved estimate's note describes the button while it asks for a second click */
  moved: boolean;
}

/** The form's submit buttons: GET QUOTE for the script-free form, then SWAP NOW. */
export function SwapSubmitButtons({ busy, submitting, moved }: SwapSubmitButtonsProps) {
  const t = useT();
  const anonymizing = useSaysAnonymizing();
  return (
    <>
      <noscript>
        {/* the form's first submit button: Enter in a field asks for a quote */}
        <button type="submit" name="intent" value="quote" className="swap-form__quote">
          {t('swap.getQuote')}
        </button>
        {/* text browsers read no CSS: without it the two buttons ran together ('Get quoteSWAP NOW') */}{' '}
      </noscript>
      <button
        type="submit"
        name="intent"
        value="swap"
        className="swap-form__submit"
        aria-disabled={busy}
        aria-describedby={moved ? 'quote-moved' : undefined}
      >
        {busy ? (
          <>
            <Spinner size={18} />
            <span>
              {submitting
                ? t(anonymizing ? 'swap.anonymizing' : 'swap.placingOrder')
                : t('swap.fetchingPrice')}
            </span>
          </>
        ) : (
          t('swap.submit')
        )}
      </button>
    </>
  );
}
