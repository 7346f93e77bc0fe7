import { TYPICAL_SWAP_MINUTES } from '../../../../../shared/constants.js';
import { formatNumber } from '../../../../../shared/i18n/numbers.js';
import { useLang, useT } from '../../../lib/i18n/i18n.js';
import { useId, useState, type FocusEvent } from 'react';
import { GUIDE_ADVANCE_MS, GUIDE_STEP_COUNT } from '../../../lib/ui-constants.js';
import { useRuntimeConfig } from '../../../lib/runtime-config-context.js';
import { useDocumentVisible } from '../../../lib/use-document-visible.js';
import { useHydrated } from '../../../lib/page-data.js';
import { STEPS, type Step } from '../content/steps.js';
import { useReducedMotion } from '../../../lib/use-media-query.js';
import { ArrowIcon, PauseIcon, PlayIcon } from '../icons.js';
import { RoundButton } from '../round-button.js';
import { useStepGuide } from './use-step-guide.js';
import '../page-dot.css';
import './step-guide.css';

/**
 * The six-step guide, one step at a time, moving on every 10 s. It holds still while the pointer
 * is over it, while anything inside has focus, while the tab is hidden, when the visitor pauses it
 * and when they prefer reduced motion (WCAG 2.2.2).
 */
export function StepGuide({ steps: allSteps = STEPS }: { steps?: readonly Step[] }) {
  const steps = allSteps.slice(0, GUIDE_STEP_COUNT);
  const headingId = useId();
  const { supportUrl } = useRuntimeConfig();
  const t = useT();
  const reducedMotion = useReducedMotion();
  const visible = useDocumentVisible();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pausedByVisitor, setPausedByVisitor] = useState(false);

  const rotating = !reducedMotion && !pausedByVisitor;
  const guide = useStepGuide({
    count: steps.length,
    intervalMs: GUIDE_ADVANCE_MS,
    autoAdvance: rotating && !hovered && !focused && visible,
  });
  const step = steps[guide.index]!;
  const lang = useLang();
  const position = `${formatNumber(lang, guide.index + 1)}/${formatNumber(lang, steps.length)}`;
  const hydrated = useHydrated();

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section
      className="step-guide"
      aria-roledescription="carousel"
      aria-labelledby={headingId}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <h2 id={headingId} className="step-guide__title">
        {t('hiw.guideTitle')}
      </h2>

      <div
        className="step-guide__step"
        role="group"
        aria-roledescription="step"
        aria-label={t('hiw.stepOf', { index: guide.index + 1, count: steps.length })}
      >
        {/* decorative, painted by CSS: w3m printed an <img alt="">'s file name
            ('[step-pair-DAENsGtF]'); keyed, so a new picture comes in with its animation */}
        <span
          key={guide.index === 0 ? 'pair' : 'order'}
          className={`step-guide__illustration step-guide__illustration--${guide.index === 0 ? 'pair' : 'order'}`}
          aria-hidden="true"
        />
        {/* A step that changes by itself is not read out (it would interrupt the visitor every
            10 s); once the guide holds still, e.g. under focus or by choice, each move is
            announced politely. This element stays mounted so screen readers notice changes. */}
        <div
          className="step-guide__text-stack"
          aria-live={rotating && !focused && !hovered ? 'off' : 'polite'}
          aria-atomic="true"
        >
          {hydrated ? (
            <>
              <StepText key={guide.index} index={guide.index} step={step} supportUrl={supportUrl} />
              {/* Invisible copies of every step's text reserve the tallest one's height, so the
                  arrows below stay put whichever step is shown. */}
              {steps.map((item, index) => (
                <StepText key={item.head} index={index} step={item} supportUrl={supportUrl} sizer />
              ))}
            </>
          ) : (
            // Server HTML: each step once, the first shown and the others reserving their height
            // as the copies do; without script no-js.css lists them all (text browsers, which
            // read no CSS, see each step once).
            steps.map((item, index) =>
              index === 0 ? (
                <StepText key={0} index={0} step={item} supportUrl={supportUrl} />
              ) : (
                <StepText
                  key={item.head}
                  index={index}
                  step={item}
                  supportUrl={supportUrl}
                  waiting
                />
              ),
            )
          )}
        </div>
      </div>

      {/* Until the script runs the controls are drawn, not offered (no-js.css hides them; text
          browsers find no control and no text in them). */}
      <div className="step-guide__controls" aria-hidden={hydrated ? undefined : 'true'}>
        {!reducedMotion && (
          <RoundButton
            label={pausedByVisitor ? t('hiw.resume') : t('hiw.pause')}
            onClick={hydrated ? () => setPausedByVisitor((paused) => !paused) : null}
          >
            {pausedByVisitor ? <PlayIcon /> : <PauseIcon />}
          </RoundButton>
        )}
        <RoundButton label={t('hiw.previousStep')} onClick={hydrated ? guide.previous : null}>
          <ArrowIcon direction="left" />
        </RoundButton>
        {hydrated ? (
          <p className="step-guide__counter" aria-hidden="true">
            {position}
          </p>
        ) : (
          <p className="step-guide__counter" data-position={position} />
        )}
        <RoundButton label={t('hiw.nextStep')} onClick={hydrated ? guide.next : null}>
          <ArrowIcon direction="right" />
        </RoundButton>
      </div>

      {hydrated ? (
        <ol className="step-guide__dots" aria-label={t('hiw.steps')}>
          {steps.map((item, index) => (
            <li key={item.head}>
              <button
                type="button"
                className="page-dot"
                aria-label={t('hiw.goToStep', { index: index + 1, head: t(item.head) })}
                aria-current={index === guide.index ? 'step' : undefined}
                onClick={() => guide.goTo(index)}
              />
            </li>
          ))}
        </ol>
      ) : (
        <div className="step-guide__dots" aria-hidden="true">
          {steps.map((item, index) => (
            <span
              key={item.head}
              className="page-dot"
              aria-current={index === guide.index ? 'step' : undefined}
            />
          ))}
        </div>
      )}
    </section>
  );
}

/**
 * One step's text. `sizer`: an invisible copy that only reserves height. `waiting`: in the server
 * HTML, a step other than the first: invisible like a copy while the script loads, yet a real
 * heading and link, listed by no-js.css without script.
 */
function StepText(props: {
  index: number;
  step: Step;
  supportUrl: string;
  sizer?: boolean;
  waiting?: boolean;
}) {
  const { index, step, supportUrl, sizer = false, waiting = false } = props;
  const t = useT();
  return (
    <div
      className={sizer || waiting ? 'step-guide__text step-guide__text--sizer' : 'step-guide__text'}
      aria-hidden={sizer || undefined}
    >
      <p className="step-guide__label">
        {t('hiw.stepLabel', { index: index + 1 })}{' '}
        <span className="visually-hidden">{t('hiw.ofCount', { count: GUIDE_STEP_COUNT })}</span>
      </p>
      {sizer ? (
        <p className="step-guide__head">{t(step.head)}</p>
      ) : (
        <h3 className="step-guide__head">{t(step.head)}</h3>
      )}
      <p className="step-guide__desc">{t(step.desc, { minutes: TYPICAL_SWAP_MINUTES })}</p>
      {step.supportLink &&
        (sizer ? (
          <span className="step-guide__link">{t('hiw.messageSupport')}</span>
        ) : (
          <a className="step-guide__link" href={supportUrl} target="_blank" rel="noreferrer">
            {t('hiw.messageSupport')}
          </a>
        ))}
    </div>
  );
}
