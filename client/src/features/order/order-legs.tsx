import type { OrderLegView, OrderView } from '../../../../shared/contract/api.js';
import { coinDisplay } from '../../../../shared/coins.js';
import { ORDER_STATUS } from '../../../../shared/order-status.js';
import { shortenAddress } from '../../../../shared/order-id.js';
import { CopyText } from '../../components/copy-text.js';
import { useT, type MessageId } from '../../lib/i18n/i18n.js';
import { useSaysAnonymizing } from '../../lib/says-anonymizing.js';
import { statusMessage } from '../../lib/status-words.js';
import { OrderPanel } from './order-panel.js';

const HASHES: { field: 'depositHash' | 'payoutHash' | 'refundHash'; label: MessageId }[] = [
  { field: 'depositHash', label: 'proof.depositTx' },
  { field: 'payoutHash', label: 'proof.payoutTx' },
  { field: 'refundHash', label: 'proof.refundTx' },
];

/**
 * Who holds what if a leg is held, by leg: where a refund goes when the visitor gave a refund
 * address for that leg (both are optional), and that the provider asks for one when not.
 */
const HELD_TEXT = {
  one: { refund: 'order.legOneHeld', noRefund: 'order.legOneHeldNoRefund' },
  two: { refund: 'order.legTwoHeld', noRefund: 'order.legTwoHeldNoRefund' },
} as const satisfies Record<string, Record<'refund' | 'noRefund', MessageId>>;

/** One leg: its swap and provider, its status, where it pays and its transactions. */
function Leg({
  leg,
  title,
  held,
}: {
  leg: OrderLegView;
  title: MessageId;
  held: (typeof HELD_TEXT)[keyof typeof HELD_TEXT];
}) {
  const t = useT();
  const isHeld = leg.status === ORDER_STATUS.verifying;
  const anonymizing = useSaysAnonymizing();
  const coin = (symbol: string) => coinDisplay(symbol).symbol;
  return (
    <li className="order-legs__leg" data-testid="order-leg">
      <h3 className="order-legs__title">
        {t(title, {
          from: coin(leg.send.symbol),
          to: coin(leg.receive.symbol),
          provider: leg.provider,
        })}
      </h3>
      <p className="order-legs__status">{t(statusMessage(leg.status, anonymizing))}</p>
      <dl className="fact-list">
        <div className="spread-row">
          <dt>{t('order.legPaysTo')}</dt>
          <dd dir="ltr" translate="no">
            {shortenAddress(leg.receive.address)}
          </dd>
        </div>
        {HASHES.filter(({ field }) => leg[field]).map(({ field, label }) => (
          <div key={field} className="spread-row">
            <dt>{t(label)}</dt>
            <dd>
              <CopyText
                text={leg[field]!}
                message="notice.hashCopied"
                label="copy.transactionHash"
              />
            </dd>
          </div>
        ))}
      </dl>
      <p className={isHeld ? 'order-legs__held' : 'order-legs__note'}>
        {t(leg.refundAddress ? held.refund : held.noRefund, {
          provider: leg.provider,
          coin: coin(leg.send.symbol),
        })}
      </p>
    </li>
  );
}

/**
 * A private route's two legs (decision 030): each provider's part, status and transactions, and
 * who holds what if either is held. The visitor sends to leg one only: the deposit box says where.
 */
export function OrderLegs({ order }: { order: OrderView }) {
  const t = useT();
  if (!order.legs) return null;
  const [one, two] = order.legs;
  return (
    <OrderPanel className="order-legs" headingId="legs-heading" heading={t('order.legsTitle')}>
      <p>{t('order.legsIntro')}</p>
      <ol className="order-legs__list">
        <Leg leg={one} title="order.legOne" held={HELD_TEXT.one} />
        <Leg leg={two} title="order.legTwo" held={HELD_TEXT.two} />
      </ol>
    </OrderPanel>
  );
}
