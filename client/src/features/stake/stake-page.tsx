import { useId, useState, type ReactNode } from 'react';
import { STAKE_PLANS, STAKE_POOL_PARTICIPATION } from '../../lib/ui-constants.js';
import { notify } from '../../components/notify.js';
import { comingSoonNotice, exampleRedemptionDate, formatTokens } from './stake-mock.js';
import './stake-page.css';

/** Placeholder figures: nothing is staked until staking exists. */
const ZERO = formatTokens(0);

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
function ComingSoonButton(props: {
  action: 'Approve' | 'Stake' | 'Redeem';
  describedBy: string;
  secondary?: boolean;
}) {
  return (
    <button
      type="button"
      className={props.secondary ? 'stake-button stake-button--secondary' : 'stake-button'}
      aria-describedby={props.describedBy}
      onClick={() => notify(comingSoonNotice(props.action))}
    >
      {props.action}
    </button>
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

  return (
    <div className="stake">
      <header className="stake__intro">
        <h1 className="stake__title">
          Stake <span className="stake__badge">Coming soon</span>
        </h1>
        <p id={noteId} className="stake__note">
          Staking is not live yet. This page previews how it will work: no wallet is connected,
          nothing here moves funds, and the figures are placeholders.
        </p>
      </header>

      <section className="stake-panel" aria-labelledby={plansId}>
        <h2 id={plansId} className="stake-panel__title">
          Choose a plan
        </h2>
        <div className="stake-plans" role="radiogroup" aria-labelledby={plansId}>
          {STAKE_PLANS.map((option, index) => (
            <label key={option.days} className="stake-plan">
              <input
                className="stake-plan__input"
                type="radio"
                name="stake-plan"
                value={index}
                checked={index === planIndex}
                onChange={() => setPlanIndex(index)}
              />
              <span className="stake-plan__apy">{option.apyPercent}% APY</span>
              <span className="stake-plan__days">Locked for {option.days} days</span>
              <span className="stake-plan__selected" aria-hidden="true">
                Selected
              </span>
            </label>
          ))}
        </div>
      </section>

      <div className="stake__columns">
        <StakePanel title="Stake">
          <dl className="stake-figures">
            <Figure term="Wallet balance">{ZERO}</Figure>
            <Figure term="Amount to stake">{ZERO}</Figure>
            <Figure term="Plan">
              {plan.apyPercent}% APY, {plan.days} days
            </Figure>
            <Figure term="Pool participation">{STAKE_POOL_PARTICIPATION}</Figure>
          </dl>
          <p className="stake-estimate">
            Estimated yearly earnings: <strong>{ZERO}</strong> at {plan.apyPercent}% APY
          </p>
          <div className="stake-actions">
            <ComingSoonButton action="Approve" describedBy={noteId} secondary />
            <ComingSoonButton action="Stake" describedBy={noteId} />
          </div>
        </StakePanel>

        <StakePanel title="Redeem">
          <dl className="stake-figures">
            <Figure term="Staked">{ZERO}</Figure>
            <Figure term="Rewards earned">{ZERO}</Figure>
            <Figure term="Redeemable from">
              {exampleRedemptionDate(new Date(), plan.days)}
              <span className="stake-figures__hint">
                example: a {plan.days}-day plan started today
              </span>
            </Figure>
          </dl>
          <div className="stake-actions">
            <ComingSoonButton action="Redeem" describedBy={noteId} />
          </div>
        </StakePanel>
      </div>
    </div>
  );
}
