import { Link } from 'react-router';
import type { OrderView } from '../../../../shared/contract/api.js';
import { coinDisplay } from '../../../../shared/coins.js';
import { ORDER_STATUS } from '../../../../shared/order-status.js';
import { CopyText } from '../../components/copy-text.js';
import { plainAmount } from '../../lib/order-format.js';
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
  const amount = `${plainAmount(order.send.amount)} ${coin.name}`;
  const waiting = order.status === ORDER_STATUS.waiting && !order.firstReceivedAt;
  const servedQr = useFirstPageData()?.qrCodes?.[order.send.address] ?? null;
  // without script the address is text to select, not a button
  const hydrated = useHydrated();

  return (
    <section className="order-panel deposit-box" aria-labelledby="deposit-heading">
      <h2 id="deposit-heading" className="order-panel__heading">
        Deposit
      </h2>
      {sandbox && (
        <p className="deposit-box__sandbox" data-testid="sandbox-deposit-note">
          <strong>SANDBOX</strong> This order is simulated: do not send anything to this address. No
          real funds move and nothing would arrive.
        </p>
      )}
      {waiting && withdrawn ? (
        <DepositWindowClosed />
      ) : waiting ? (
        <div className="deposit-box__body">
          <div className="deposit-box__text">
            <p className="deposit-box__instruction">
              Send <strong className="deposit-box__amount">{amount}</strong> in one single
              transaction to this address:
            </p>
            <CopyText
              className="deposit-box__address"
              text={order.send.address}
              message="Sender address copied."
              label="deposit address"
            />
            <p className="deposit-box__hint">
              {hydrated ? 'Click' : 'Select'} the address to copy it. Several smaller payments, or a
              different amount, can delay the swap.
            </p>
          </div>
          <QrCode
            className="deposit-box__qr"
            value={order.send.address}
            label={`QR code of the ${coin.name} deposit address`}
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
  if (order.status === ORDER_STATUS.expired) {
    return (
      <p className="deposit-box__outcome deposit-box__outcome--alert">
        This order expired before a deposit arrived. Do not send anything to its address;{' '}
        <Link to="/">start a new swap</Link> instead.
      </p>
    );
  }
  const text =
    order.status === ORDER_STATUS.completed
      ? 'Swap complete: your coins were sent to your receiving address.'
      : order.status === ORDER_STATUS.failed
        ? 'This swap failed. Contact support with your Houdini ID and we will sort it out.'
        : 'Deposit received. Nothing more to send: the swap is under way.';
  return (
    <>
      <p className="deposit-box__outcome">{text}</p>
      <p className="deposit-box__hint">
        Deposit address:{' '}
        <CopyText
          text={order.send.address}
          message="Sender address copied."
          label="deposit address"
        />
      </p>
    </>
  );
}
