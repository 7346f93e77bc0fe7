import { memoKindOf } from '../../../../shared/deposit-qr.js';
import { CopyText } from '../../components/copy-text.js';
import { useT, type MessageId } from '../../lib/i18n/i18n.js';

const TAG_TEXT = {
  label: 'order.destinationTag',
  copy: 'copy.destinationTag',
  copied: 'notice.tagCopied',
} as const satisfies Record<string, MessageId>;

const MEMO_TEXT = {
  label: 'order.memo',
  copy: 'copy.memo',
  copied: 'notice.memoCopied',
} as const satisfies Record<string, MessageId>;

interface OrderMemoProps {
  /** the coin as the upstream spells it: XRP's memo is called a destination tag */
  symbol: string;
  memo: string;
  /** for the copy button: the deposit box shows it as large as the address */
  copyClassName?: string;
}

/** A memo or destination tag of an order's side, labelled for its coin and copyable. */
export function OrderMemo({ symbol, memo, copyClassName }: OrderMemoProps) {
  const t = useT();
  const text = memoKindOf(symbol) === 'destination-tag' ? TAG_TEXT : MEMO_TEXT;
  return (
    <p className="order-memo">
      <span className="order-memo__label">{t(text.label)}</span>{' '}
      <CopyText className={copyClassName} text={memo} message={text.copied} label={text.copy} />
    </p>
  );
}
