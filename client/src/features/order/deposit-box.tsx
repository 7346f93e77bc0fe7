import { localizeDecimal } from '../../../../shared/i18n/numbers.js';
import { useLang, useLocalePath, useRich, useT } from '../../lib/i18n/i18n.js';
import { Link } from 'react-router';
import type { OrderView } from '../../../../shared/contract/api.js';
import { coinDisplay } from '../../../../shared/coins.js';
import { ORDER_STATUS } from '../../../../shared/order-status.js';
import { CopyText } from '../../components/copy-text.js';
import { plainAmount } from '../../../../shared/amount.js';
import { useFirstPageData, useHydrated } from '../../lib/page-data.js';
import { QrCode } from '../../components/qr-code.js';
import { DepositWindowClosed } from './deposit-window-closed.js';

interface DepositBoxProps {
  order: OrderView;
  sandbox: boolean;
  /** shared depositAddressWithdrawn: while still waiting, the window ran out unpaid */
  withdrawn: boolean;
}

/** Where and what to pay, while paying is still the next step; afterwards, what happened. */
export function DepositBox({ order, sandbox, withdrawn }: DepositBoxProps) {
  const coin = coinDisplay(order.send.symbol);
  const t = useT();
  const rich = useRich();
  const lang = useLang();
  const amount = `${localizeDecimal(plainAmount(order.send.amount), lang)} ${coin.name}`;
  const waiting = order.status === ORDER_STATUS.waiting && !order.firstReceivedAt;
  const servedQr = useFirstPageData()?.qrCodes?.[order.send.address] ?? null;
  // without script the address is text to select, not a button
  const hydrated = useHydrated();

  return (
    <section className="order-panel deposit-box" aria-labelledby="deposit-heading">
      <h2 id="deposit-heading" className="order-panel__heading">
        {t('order.deposit')}
      </h2>
      {sandbox && (
        <p className="deposit-box__sandbox" data-testid="sandbox-deposit-note">
          {rich('order.sandbox', {}, { strong: (text) => <strong>{text}</strong> })}
        </p>
      )}
      {waiting && withdrawn ? (
        <DepositWindowClosed />
      ) : waiting ? (
        <div className="deposit-box__body">
          <div className="deposit-box__text">
            <p className="deposit-box__instruction">
              {rich(
                'order.instruction',
                { amount },
                {
                  strong: (text) => (
                    <strong className="deposit-box__amount" dir="ltr">
                      {text}
                    </strong>
                  ),
                },
              )}
            </p>
            <CopyText
              className="deposit-box__address"
              text={order.send.address}
              message="notice.senderCopied"
              label="copy.depositAddress"
            />
            <p className="deposit-box__hint">
              {hydrated ? t('order.copyHint') : t('copy.selectHint')}
            </p>
          </div>
          <QrCode
            className="deposit-box__qr"
            value={order.send.address}
            label={t('order.qr', { coin: coin.name })}
            servedUrl={servedQr}
          />
        </div>
      ) : (
        <DepositOutcome order={order} />
      )}
    </section>
  );
}

function DepositOutcome({ order }: { order: OrderView }) {
  const t = useT();
  const rich = useRich();
  const lp = useLocalePath();
  if (order.status === ORDER_STATUS.expired) {
    return (
      <p className="deposit-box__outcome deposit-box__outcome--alert">
        {rich('order.expired', {}, { link: (text) => <Link to={lp('/')}>{text}</Link> })}
      </p>
    );
  }
  const text =
    order.status === ORDER_STATUS.completed
      ? t('order.completed')
      : order.status === ORDER_STATUS.failed
        ? t('order.failed')
        : t('order.received');
  return (
    <>
      <p className="deposit-box__outcome">{text}</p>
      <p className="deposit-box__hint">
        {t('order.depositAddress')}{' '}
        <CopyText
          text={order.send.address}
          message="notice.senderCopied"
          label="copy.depositAddress"
        />
      </p>
    </>
  );
}
