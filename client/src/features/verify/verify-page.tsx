import type { ReactNode } from 'react';
import type { VerifyFacts } from '../../../../shared/contract/render.js';
import {
  FINGERPRINT_COMMAND,
  SIGNING_KEY_FILE_NAME,
  verifyCommand,
} from '../../../../shared/proof-commands.js';
import { ShellCommand } from '../../components/shell-command.js';
import { useT } from '../../lib/i18n/i18n.js';
import { usePageData } from '../../lib/page-data.js';
import { usePageTitle } from '../../lib/page-title.js';
import './verify-page.css';

// /verify names what anyone can check about the running site, with and without
// script. Its facts come with the server's render (links to it are whole page loads).

/**
 * The commands are shell, the same in every language (marked translate="no"), so not in the
 * catalogue; the signature ones are shared with the order page and the documents.
 */
const BUILD_COMMAND = 'npm ci && npm run build';
const DIGEST_COMMAND = 'find . -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum | sha256sum';

/** Idempotency keys live this long (server/api/order-keys.ts). */
const IDEMPOTENCY_MINUTES = 10;
/** An order never seen to end goes this long after it was made (server/stores/retained-lines.ts). */
const UNENDED_MAX_DAYS = 90;

function Command({ children }: { children: string }) {
  return <ShellCommand className="verify-page__command" command={children} />;
}

function Fact({ term, value, children }: { term: string; value: string; children?: ReactNode }) {
  return (
    <div className="verify-page__fact">
      <dt>{term}</dt>
      <dd>
        <code className="verify-page__value" dir="ltr" translate="no">
          {value}
        </code>
        {children}
      </dd>
    </div>
  );
}

export function VerifyPage() {
  const t = useT();
  const facts: VerifyFacts | undefined = usePageData()?.verify;
  const commit = facts?.commit ?? 'unknown';
  usePageTitle(t('verify.title'));
  return (
    <article className="verify-page" aria-labelledby="verify-title">
      <h1 id="verify-title">{t('verify.title')}</h1>
      <p>{t('verify.intro')}</p>

      <section aria-labelledby="verify-running">
        <h2 id="verify-running">{t('verify.running')}</h2>
        {/* the server renders this page with its facts; links to it are whole page loads */}
        {facts && (
          <dl className="verify-page__facts fact-list">
            <Fact term={t('verify.commit')} value={facts.commit} />
            <Fact term={t('verify.fingerprint')} value={facts.keyFingerprint}>
              <p>
                <a href="/signing-key.pem" download={SIGNING_KEY_FILE_NAME}>
                  {t('verify.currentKey')}
                </a>
              </p>
            </Fact>
            <Fact term={t('verify.digest')} value={facts.clientDigest} />
          </dl>
        )}
      </section>

      {/* without a public repository there is nothing to rebuild from: the steps are left out */}
      {facts?.sourceUrl && (
        <section aria-labelledby="verify-rebuild">
          <h2 id="verify-rebuild">{t('verify.rebuildTitle')}</h2>
          <ol className="verify-page__steps">
            <li>
              {t('verify.rebuildCheckout')}
              <Command>{`git clone ${facts.sourceUrl} swap && cd swap && git checkout ${commit}`}</Command>
            </li>
            <li>
              {t('verify.rebuildBuild')}
              <Command>{BUILD_COMMAND}</Command>
            </li>
            <li>
              {t('verify.rebuildDigest')}
              <Command>{`cd dist/client && ${DIGEST_COMMAND}`}</Command>
            </li>
          </ol>
          <p>{t('verify.rebuildCompare')}</p>
        </section>
      )}

      <section aria-labelledby="verify-key">
        <h2 id="verify-key">{t('verify.keyTitle')}</h2>
        <p>{t('verify.keyFingerprint')}</p>
        <Command>{FINGERPRINT_COMMAND}</Command>
        <p>{t('verify.keyDocuments')}</p>
        <Command>{verifyCommand('guarantee')}</Command>
      </section>

      <section aria-labelledby="verify-kept">
        <h2 id="verify-kept">{t('verify.keptTitle')}</h2>
        <ul>
          <li>{t('verify.keptOrder', { days: facts?.retentionDays ?? 14 })}</li>
          <li>{t('verify.keptUnended', { days: UNENDED_MAX_DAYS })}</li>
          <li>{t('verify.keptKeys', { minutes: IDEMPOTENCY_MINUTES })}</li>
          <li>{t('verify.keptAlerts', { days: facts?.retentionDays ?? 14 })}</li>
          <li>{t('verify.keptNever')}</li>
        </ul>
      </section>
    </article>
  );
}
