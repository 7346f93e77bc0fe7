import { useId, useState, type FocusEvent } from 'react';
import { GUIDE_ADVANCE_MS, GUIDE_STEP_COUNT } from '../../../lib/ui-constants.js';
import { useRuntimeConfig } from '../../../lib/runtime-config-context.js';
import { useDocumentVisible } from '../../../lib/use-document-visible.js';
import { useHydrated } from '../../../lib/page-data.js';
import { STEPS, type Step } from '../content/steps.js';
import pairIllustration from '../images/step-pair.svg?no-inline';
import orderIllustration from '../images/step-order.svg?no-inline';
import { useReducedMotion } from '../../../lib/use-media-query.js';
import { ArrowIcon, PauseIcon, PlayIcon } from '../icons.js';
import { useStepGuide } from './use-step-guide.js';
import '../page-dot.css';
import '../round-button.css';
import './step-guide.css';

const steps = STEPS.slice(0, GUIDE_STEP_COUNT);

/**
 * The six-step guide, one step at a time, moving on every 10 s. It holds still while the pointer
 * is over it, while anything inside has focus, while the tab is hidden, when the visitor pauses it
 * and when they prefer reduced motion (WCAG 2.2.2).
 */
export function StepGuide() {
  const headingId = useId();
  const { supportUrl } = useRuntimeConfig();
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
  const position = `${guide.index + 1}/${steps.length}`;
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
        Swap in six steps
      </h2>

      <div
        className="step-guide__step"
        role="group"
        aria-roledescription="step"
        aria-label={`${guide.index + 1} of ${steps.length}`}
      >
        <img
          key={guide.index === 0 ? 'pair' : 'order'}
          className="step-guide__illustration"
          src={guide.index === 0 ? pairIllustration : orderIllustration}
          alt=""
          width={320}
          height={220}
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
              <StepText key={guide.index} step={step} supportUrl={supportUrl} />
              {/* Invisible copies of every step's text reserve the tallest one's height, so the
                  arrows below stay put whichever step is shown. */}
              {steps.map((item) => (
                <StepText key={item.label} step={item} supportUrl={supportUrl} sizer />
              ))}
            </>
          ) : (
            // Server HTML: each step once, the first shown and the others reserving their height
            // as the copies do; without script no-js.css lists them all (text browsers, which
            // read no CSS, see each step once).
            steps.map((item, index) =>
              index === 0 ? (
                <StepText key={0} step={item} supportUrl={supportUrl} />
              ) : (
                <StepText key={item.label} step={item} supportUrl={supportUrl} waiting />
              ),
            )
          )}
        </div>
      </div>

      {hydrated ? (
        <div className="step-guide__controls">
          {!reducedMotion && (
            <button
              type="button"
              className="round-button"
              aria-label={pausedByVisitor ? 'Resume the guide' : 'Pause the guide'}
              onClick={() => setPausedByVisitor((paused) => !paused)}
            >
              {pausedByVisitor ? <PlayIcon /> : <PauseIcon />}
            </button>
          )}
          <button
            type="button"
            className="round-button"
            aria-label="Previous step"
            onClick={guide.previous}
          >
            <ArrowIcon direction="left" />
          </button>
          <p className="step-guide__counter" aria-hidden="true">
            {position}
          </p>
          <button
            type="button"
            className="round-button"
            aria-label="Next step"
            onClick={guide.next}
          >
            <ArrowIcon direction="right" />
          </button>
        </div>
      ) : (
        // Until the script runs the controls are drawn, not offered: no button that does nothing
        // (no-js.css hides them; text browsers find no control and no text in them).
        <div className="step-guide__controls" aria-hidden="true">
          {!reducedMotion && (
            <span className="round-button">
              <PauseIcon />
            </span>
          )}
          <span className="round-button">
            <ArrowIcon direction="left" />
          </span>
          <p className="step-guide__counter" data-position={position} />
          <span className="round-button">
            <ArrowIcon direction="right" />
          </span>
        </div>
      )}

      {hydrated ? (
        <ol className="step-guide__dots" aria-label="Steps">
          {steps.map((item, index) => (
            <li key={item.label}>
              <button
                type="button"
                className="page-dot"
                aria-label={`Go to step ${index + 1}: ${item.head}`}
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
              key={item.label}
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
function StepText(props: { step: Step; supportUrl: string; sizer?: boolean; waiting?: boolean }) {
  const { step, supportUrl, sizer = false, waiting = false } = props;
  return (
    <div
      className={sizer || waiting ? 'step-guide__text step-guide__text--sizer' : 'step-guide__text'}
      aria-hidden={sizer || undefined}
    >
      <p className="step-guide__label">
        {step.label} <span className="visually-hidden">of {GUIDE_STEP_COUNT}</span>
      </p>
      {sizer ? (
        <p className="step-guide__head">{step.head}</p>
      ) : (
        <h3 className="step-guide__head">{step.head}</h3>
      )}
      <p className="step-guide__desc">{step.desc}</p>
      {step.supportLink &&
        (sizer ? (
          <span className="step-guide__link">Message support</span>
        ) : (
          <a className="step-guide__link" href={supportUrl} target="_blank" rel="noreferrer">
            Message support
          </a>
        ))}
    </div>
  );
}
