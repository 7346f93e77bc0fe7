import { formatNumber } from '../../../../shared/i18n/numbers.js';
import { useLang, useRich, useT, type MessageId } from '../../lib/i18n/i18n.js';
import { useId, useState, type ReactNode } from 'react';
import { STAKE_PLANS, STAKE_POOL_PARTICIPATION } from '../../lib/ui-constants.js';
import { notify } from '../../components/notify.js';
import { useHydrated } from '../../lib/page-data.js';
import {
  comingSoonNotice,
  exampleRedemptionDate,
  formatTokens,
  type StakeAction,
} from './stake-mock.js';
import { usePageTitle } from '../../lib/page-title.js';
import './stake-page.css';

/** A panel of the page with its heading, which names it for assistive technology. */
function StakePanel(props: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="stake-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="stake-panel__title">
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}

/** One placeholder figure of a panel: its name and its value. */
function Figure(props: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{props.term}</dt>
      <dd>{props.children}</dd>
    </div>
  );
}

/** A button of the preview: pressing it only says that the action is coming. */
const ACTION_TEXT = {
  approve: 'stake.approve',
  stake: 'stake.stake',
  redeem: 'stake.redeem',
} as const satisfies Record<StakeAction, MessageId>;

function ComingSoonButton(props: {
  action: StakeAction;
  describedBy: string;
  secondary?: boolean;
}) {
  const t = useT();
  // without script a press could not even say 'coming soon': the button is off, with its reason
  // in words beside it (StakeActions)
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      className={props.secondary ? 'stake-button stake-button--secondary' : 'stake-button'}
      aria-describedby={props.describedBy}
      disabled={!hydrated}
      onClick={() => notify(comingSoonNotice(props.action))}
    >
      {t(ACTION_TEXT[props.action])}
    </button>
  );
}

/** A panel's buttons; without script they are off, and say why under them. */
function StakeActions({ children }: { children: ReactNode }) {
  const t = useT();
  const hydrated = useHydrated();
  return (
    <>
      <div className="stake-actions">{children}</div>
      {!hydrated && <p className="stake-actions__reason">{t('stake.offWithoutScript')}</p>}
    </>
  );
}

/**
 * /stake: a static preview of staking. Plans can be picked so visitors can compare them, but no
 * wallet is connected and no button acts; each one says so.
 */
export function StakePage() {
  const [planIndex, setPlanIndex] = useState(0);
  const plan = STAKE_PLANS[planIndex] ?? STAKE_PLANS[0];
  const plansId = useId();
  const noteId = useId();
  const t = useT();
  const rich = useRich();
  const lang = useLang();
  // placeholder figures: nothing is staked until staking exists
  const zero = formatTokens(0, lang);
  usePageTitle(t('stake.title'));

  return (
    <div className="stake">
      <header className="stake__intro">
        <h1 className="stake__title">
          {t('stake.title')} <span className="stake__badge">{t('stake.comingSoon')}</span>
        </h1>
        <p id={noteId} className="stake__note">
          {t('stake.note')}
        </p>
      </header>

      <section className="stake-panel" aria-labelledby={plansId}>
        <h2 id={plansId} className="stake-panel__title">
          {t('stake.choosePlan')}
        </h2>
        <div className="stake-plans" role="radiogroup" aria-labelledby={plansId}>
          {/* a block each, which CSS takes no box for: text browsers put each plan on a line of
              its own, where they ran all three together */}
          {STAKE_PLANS.map((option, index) => (
            <div key={option.days} className="stake-plans__item">
              <label className="stake-plan">
                <input
                  className="stake-plan__input"
                  type="radio"
                  name="stake-plan"
                  value={index}
                  checked={index === planIndex}
                  onChange={() => setPlanIndex(index)}
                />{' '}
                {/* the spaces: text browsers ran the card's lines together ('5% APYLocked') */}
                <span className="stake-plan__apy">
                  {t('stake.apy', { percent: option.apyPercent })}
                </span>{' '}
                <span className="stake-plan__days">{t('stake.locked', { days: option.days })}</span>
                {/* drawn by CSS on the checked card alone: text browsers read no CSS, and read
                  'Selected' under every plan when it was text */}
                <span
                  className="stake-plan__selected"
                  aria-hidden="true"
                  data-label={t('stake.selected')}
                />
              </label>
            </div>
          ))}
        </div>
      </section>

      <div className="stake__columns">
        <StakePanel title={t('stake.stake')}>
          <dl className="stake-figures">
            <Figure term={t('stake.walletBalance')}>{zero}</Figure>
            <Figure term={t('stake.amountToStake')}>{zero}</Figure>
            <Figure term={t('stake.plan')}>
              {t('stake.planValue', { percent: plan.apyPercent, days: plan.days })}
            </Figure>
            <Figure term={t('stake.participation')}>
              {formatNumber(lang, STAKE_POOL_PARTICIPATION)}
            </Figure>
          </dl>
          <p className="stake-estimate">
            {rich(
              'stake.estimate',
              { amount: zero, percent: plan.apyPercent },
              { strong: (text) => <strong>{text}</strong> },
            )}
          </p>
          <StakeActions>
            <ComingSoonButton action="approve" describedBy={noteId} secondary />{' '}
            <ComingSoonButton action="stake" describedBy={noteId} />
          </StakeActions>
        </StakePanel>

        <StakePanel title={t('stake.redeem')}>
          <dl className="stake-figures">
            <Figure term={t('stake.staked')}>{zero}</Figure>
            <Figure term={t('stake.rewards')}>{zero}</Figure>
            <Figure term={t('stake.redeemableFrom')}>
              {exampleRedemptionDate(new Date(), plan.days, lang)}{' '}
              <span className="stake-figures__hint">{t('stake.example', { days: plan.days })}</span>
            </Figure>
          </dl>
          <StakeActions>
            <ComingSoonButton action="redeem" describedBy={noteId} />
          </StakeActions>
        </StakePanel>
      </div>
    </div>
  );
}
