import { localizeDecimal } from '../../../../shared/i18n/numbers.js';
import { useLang, useLocalePath, useRich, useT } from '../../lib/i18n/i18n.js';
import { Link } from '../../lib/site-links.js';
import type { OrderView } from '../../../../shared/contract/api.js';
import { coinDisplay } from '../../../../shared/coins.js';
import { depositQrText } from '../../../../shared/deposit-qr.js';
import { isTerminal, ORDER_STATUS } from '../../../../shared/order-status.js';
import { CopyText } from '../../components/copy-text.js';
import { copyLatinDigits } from '../../lib/copy-latin-digits.js';
import { plainAmount } from '../../../../shared/amount.js';
import { useFirstPageData, useHydrated } from '../../lib/page-data.js';
import { QrCode } from '../../components/qr-code.js';
import { DepositWindowClosed } from './deposit-window-closed.js';
import { ProviderMismatchNotice } from './provider-mismatch.js';
import { NoScriptStatusLinks } from './no-script-status-links.js';
import { OrderMemo } from './order-memo.js';
import { OrderPanel } from './order-panel.js';
import { refundedMessage } from './refund-outcome.js';

interface DepositBoxProps {
  order: OrderView;
  sandbox: boolean;
  /** shared depositAddressWithdrawn: while still waiting, the window ran out unpaid */
  withdrawn: boolean;
}

/**
 * Whether the box shows the deposit address: to pay into while the window is open, and for
 * reference while the swap runs; never once withheld, closed or over.
 */
function showsAddress(order: OrderView, withdrawn: boolean): boolean {
  if (order.providerMismatch) return false;
  if (order.status === ORDER_STATUS.waiting && !order.firstReceivedAt) return !withdrawn;
  return !isTerminal(order.status);
}

/** Where and what to pay, while paying is still the next step; afterwards, what happened. */
export function DepositBox({ order, sandbox, withdrawn }: DepositBoxProps) {
  const coin = coinDisplay(order.send.symbol);
  const t = useT();
  const rich = useRich();
  const lang = useLang();
  const amount = `${localizeDecimal(plainAmount(order.send.amount), lang)} ${coin.name}`;
  const waiting = order.status === ORDER_STATUS.waiting && !order.firstReceivedAt;
  // the memo rides in the code where the coin's URI form carries it (shared/deposit-qr.ts)
  const qrText = depositQrText(order.send);
  const servedQr = useFirstPageData()?.qrCodes?.[qrText] ?? null;
  const memo = order.send.memo;
  // without script the address is text to select, not a button
  const hydrated = useHydrated();

  return (
    <OrderPanel className="deposit-box" headingId="deposit-heading" heading={t('order.deposit')}>
      {sandbox && (
        <p className="deposit-box__sandbox" data-testid="sandbox-deposit-note">
          {/* where the box shows no address (withheld, or the order is over), no 'this
              address' either: the site-wide note then */}
          {rich(
            showsAddress(order, withdrawn) ? 'order.sandbox' : 'layout.sandbox',
            {},
            {
              strong: (text) => <strong>{text}</strong>,
            },
          )}
        </p>
      )}
      {order.providerMismatch ? (
        <ProviderMismatchNotice orderId={order.orderId} />
      ) : waiting && withdrawn ? (
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
                    <strong className="deposit-box__amount" dir="ltr" onCopy={copyLatinDigits}>
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
            {memo && (
              <>
                <OrderMemo
                  symbol={order.send.symbol}
                  memo={memo}
                  copyClassName="deposit-box__address"
                />
                <p className="deposit-box__memo-warning" role="note">
                  {t('order.memoWarning')}
                </p>
              </>
            )}
            <p className="deposit-box__hint">
              {hydrated ? t('order.copyHint') : t('copy.selectHint')}
            </p>
            {!hydrated && <NoScriptStatusLinks />}
          </div>
          <QrCode
            className="deposit-box__qr"
            value={qrText}
            label={t(qrText === order.send.address ? 'order.qr' : 'order.qrTag', {
              coin: coin.name,
            })}
            servedUrl={servedQr}
          />
        </div>
      ) : (
        <DepositOutcome order={order} />
      )}
    </OrderPanel>
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
  if (order.status === ORDER_STATUS.refunded) return <RefundOutcome order={order} />;
  const text =
    order.status === ORDER_STATUS.completed
      ? t('order.completed')
      : order.status === ORDER_STATUS.failed
        ? t('order.failed')
        : // on hold, in the words of its status line
          order.status === ORDER_STATUS.verifying
          ? t(`status.${order.status}`)
          : t('order.received');
  // a final order offers no address to send to (a refunded order showed it, with its
  // copy button, above 'do not send'); while the swap runs it is kept for reference
  if (isTerminal(order.status)) return <p className="deposit-box__outcome">{text}</p>;
  return (
    <>
      <p className="deposit-box__outcome">{text}</p>
      {order.status === ORDER_STATUS.verifying && (
        <p className="deposit-box__hint">{t('order.onHoldHint')}</p>
      )}
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

/**
 * A refunded order: the deposit came and went back. What happened, that nothing is to be sent,
 * and the refund's transaction where the provider reports it (its hash is the visitor's proof).
 */
function RefundOutcome({ order }: { order: OrderView }) {
  const t = useT();
  return (
    <>
      <p className="deposit-box__outcome">{t(refundedMessage(order.refundAddress))}</p>
      <p className="deposit-box__hint">{t('order.refundedHint')}</p>
      {order.refundHash && (
        <p className="deposit-box__hint">
          {t('proof.refundTx')}{' '}
          <CopyText
            text={order.refundHash}
            message="notice.hashCopied"
            label="copy.transactionHash"
          />
        </p>
      )}
    </>
  );
}
