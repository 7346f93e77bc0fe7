import type { MessageId } from '../../../lib/i18n/i18n.js';

export interface Step {
  head: MessageId;
  desc: MessageId;
  /** the last step offers the support link from the runtime config */
  supportLink?: boolean;
}

/** The six steps of the guide, in order (spec section 2); their words are in the catalogues. */
export const STEPS: readonly Step[] = [
  { head: 'hiw.step1Head', desc: 'hiw.step1Desc' },
  { head: 'hiw.step2Head', desc: 'hiw.step2Desc' },
  { head: 'hiw.step3Head', desc: 'hiw.step3Desc' },
  { head: 'hiw.step4Head', desc: 'hiw.step4Desc' },
  { head: 'hiw.step5Head', desc: 'hiw.step5Desc' },
  { head: 'hiw.step6Head', desc: 'hiw.step6Desc', supportLink: true },
];

/** With one provider there are no rates of several exchanges to compare. */
export const DIRECT_STEPS: readonly Step[] = STEPS.map((step) =>
  step.desc === 'hiw.step2Desc' ? { ...step, desc: 'hiw.step2DescDirect' } : step,
);
