import type { OrderView } from '../../../../shared/contract/api.js';
import { isTerminal } from '../../../../shared/order-status.js';
import {
  SIGNING_KEY_FILE_NAME,
  signingKeyPath,
  verifyCommand,
} from '../../../../shared/proof-commands.js';
import { ShellCommand } from '../../components/shell-command.js';
import { CopyText } from '../../components/copy-text.js';
import { useT, type MessageId } from '../../lib/i18n/i18n.js';
import { useLocalePath } from '../../lib/i18n/i18n.js';
import { useHydrated } from '../../lib/page-data.js';
import { OrderPanel } from './order-panel.js';
import { isSlow, supportMessage } from './support-message.js';
import { useSaysAnonymizing } from '../../lib/says-anonymizing.js';
import './order-proof.css';

const HASHES: { field: 'depositHash' | 'payoutHash' | 'refundHash'; label: MessageId }[] = [
  { field: 'depositHash', label: 'proof.depositTx' },
  { field: 'payoutHash', label: 'proof.payoutTx' },
  { field: 'refundHash', label: 'proof.refundTx' },
];

/** The transactions as the provider reports them; nothing where the protocol has none. */
function Transactions({ order }: { order: OrderView }) {
  const t = useT();
  // shown once the provider reports one; the price service reports none, and none is made up
  const known = HASHES.filter(({ field }) => order[field]);
  if (known.length === 0) return null;
  return (
    <div className="order-proof__block">
      <h3 className="order-proof__subheading">{t('proof.transactions')}</h3>
      <dl className="order-proof__hashes fact-list">
        {known.map(({ field, label }) => (
          <div key={field} className="order-proof__hash" data-testid={field}>
            <dt>{t(label)}</dt>
            <dd>
              <CopyText
                text={order[field]!}
                message="notice.hashCopied"
                label="copy.transactionHash"
              />
            </dd>
          </div>
        ))}
      </dl>
      <p className="order-proof__note">{t('proof.explorerNote')}</p>
    </div>
  );
}

/** A link to the public key a document names, saved under the name the command reads. */
function KeyLink({ keyId, label }: { keyId: string; label: string }) {
  return (
    <a href={signingKeyPath(keyId)} download={SIGNING_KEY_FILE_NAME}>
      {label}
    </a>
  );
}

/**
 * The order's signed documents, each with the key that signed it (a key id the document names,
 * not today's key: they differ after a key change), and the command that checks them: plain
 * links, no script.
 */
function Documents({ order }: { order: OrderView }) {
  const t = useT();
  const lp = useLocalePath();
  const base = `/order/${encodeURIComponent(order.orderId)}`;
  const final = isTerminal(order.status);
  const keys = order.signingKeys ?? {};
  // a receipt signed by another key than the guarantee gets a key link of its own
  const receiptKey =
    keys.receipt !== undefined && keys.receipt !== keys.guarantee ? keys.receipt : null;
  return (
    <div className="order-proof__block">
      <h3 className="order-proof__subheading">{t('proof.documents')}</h3>
      <ul className="order-proof__links">
        <li>
          <a href={`${base}/guarantee.txt`}>{t('proof.guarantee')}</a> (
          <a href={`${base}/guarantee.sig`}>{t('proof.signature')}</a>)
        </li>
        {final && (
          <li>
            <a href={`${base}/receipt.txt`}>{t('proof.receipt')}</a> (
            <a href={`${base}/receipt.sig`}>{t('proof.signature')}</a>)
          </li>
        )}
        {keys.guarantee !== undefined && (
          <li>
            <KeyLink keyId={keys.guarantee} label={t('proof.publicKey')} />
          </li>
        )}
        {final && receiptKey !== null && (
          <li>
            <KeyLink keyId={receiptKey} label={t('proof.receiptKey')} />
          </li>
        )}
      </ul>
      <ShellCommand className="order-proof__command" command={verifyCommand('guarantee')} />
      <p>
        {/* a whole page load: /verify's facts come with its server render */}
        <a href={lp('/verify')}>{t('proof.verifyLink')}</a>
      </p>
    </div>
  );
}

/** A ready message for support, as text to select and copy; a copy button once script runs. */
function SupportMessage({
  order,
  status,
  slow,
}: {
  order: OrderView;
  status: number;
  slow: boolean;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const anonymizing = useSaysAnonymizing();
  const text = supportMessage(order, status, anonymizing);
  return (
    <details className="order-proof__block order-proof__message" id="support-message" open={slow}>
      <summary className="order-proof__subheading">{t('proof.supportMessage')}</summary>
      <p>{t('proof.supportMessageHint')}</p>
      <textarea
        className="order-proof__text"
        readOnly
        // support reads English whatever the page's language (support-message.ts): its dates
        // are the Gregorian calendar's in Latin digits, and the hint above says so
        translate="no"
        lang="en"
        dir="ltr"
        rows={text.split('\n').length}
        // text browsers size the box by these alone (w3m drew 20 columns, lynx 60): every line whole
        cols={Math.max(...text.split('\n').map((line) => line.length))}
        value={text}
        aria-label={t('proof.supportMessage')}
      />
      {hydrated && (
        <CopyText
          text={text}
          message="notice.supportMessageCopied"
          label="copy.supportMessage"
          className="order-proof__copy"
        >
          {t('proof.copyMessage')}
        </CopyText>
      )}
    </details>
  );
}

/**
 * On the order page: the transactions, the signed guarantee (and receipt once final),
 * and a message for support that the page points to when the swap is much slower than normal.
 */
export function OrderProof({
  order,
  status,
  nowS,
}: {
  order: OrderView;
  /** the status as the page shows it (the 240 s rule applied) */
  status: number;
  nowS: number;
}) {
  const t = useT();
  const slow = isSlow(order, nowS);
  return (
    <OrderPanel
      className="order-proof"
      headingId="order-proof-heading"
      heading={t('proof.heading')}
    >
      {slow && (
        <p className="order-proof__slow" role="status">
          {t('proof.slowNotice')} <a href="#support-message">{t('proof.supportMessage')}</a>
        </p>
      )}
      <Transactions order={order} />
      <Documents order={order} />
      <SupportMessage order={order} status={status} slow={slow} />
    </OrderPanel>
  );
}
