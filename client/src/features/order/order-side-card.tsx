import { localizeDecimal } from '../../../../shared/i18n/numbers.js';
import { useLang, type MessageId } from '../../lib/i18n/i18n.js';
import type { OrderView } from '../../../../shared/contract/api.js';
import { coinDisplay } from '../../../../shared/coins.js';
import { shortenAddress } from '../../../../shared/order-id.js';
import { CoinMark } from '../../components/coin-mark.js';
import { CopyText } from '../../components/copy-text.js';
import { plainAmount } from '../../../../shared/amount.js';
import { OrderMemo } from './order-memo.js';
import { copyLatinDigits } from '../../lib/copy-latin-digits.js';

interface OrderSideCardProps {
  /** 'Send' or 'Receive', in the page's language */
  title: string;
  side: OrderView['send'];
  /** the confirmation toast's text */
  copiedMessage: MessageId;
  /** what the address is, for screen readers */
  addressLabel: MessageId;
  /** shown instead of the address when it must no longer be offered (a closed deposit window) */
  withdrawnNote?: string;
}

/** One side of the swap: coin, amount, the (shortened, copyable) address and its memo or tag. */
export function OrderSideCard({
  title,
  side,
  copiedMessage,
  addressLabel,
  withdrawnNote,
}: OrderSideCardProps) {
  const coin = coinDisplay(side.symbol);
  const lang = useLang();
  return (
    <article className="order-card" aria-label={title}>
      <h3 className="order-card__title">{title}</h3>
      <div className="order-card__coin">
        <CoinMark symbol={side.symbol} />
        <span className="order-card__symbol">{coin.name}</span>
      </div>
      <p className="order-card__amount">
        <bdi onCopy={copyLatinDigits}>{localizeDecimal(plainAmount(side.amount), lang)}</bdi>{' '}
        <span className="visually-hidden">{coin.name}</span>
      </p>
      {withdrawnNote ? (
        <p className="order-card__withdrawn">{withdrawnNote}</p>
      ) : (
        <>
          <CopyText text={side.address} message={copiedMessage} label={addressLabel}>
            {shortenAddress(side.address)}
          </CopyText>
          {side.memo && <OrderMemo symbol={side.symbol} memo={side.memo} />}
        </>
      )}
    </article>
  );
}
