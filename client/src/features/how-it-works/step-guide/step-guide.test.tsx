import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers.js';
import { translate } from '../../../lib/i18n/i18n.js';
import { STEPS } from '../content/steps.js';
import { setDocumentHidden, stubMatchMedia } from '../../../test-support/browser-stubs.js';
import { REDUCED_MOTION_QUERY } from '../../../lib/use-media-query.js';
import { StepGuide } from './step-guide.js';

// The spec's numbers, written out: a change to the constants must show here.
const TEN_SECONDS = 10_000;
const SIX_STEPS = 6;

function wait(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** The step on screen as the visitor reads it: its counter and its heading. */
function shownStep(): { counter: string; head: string } {
  return {
    counter: screen.getByText(/^\d\/\d$/).textContent ?? '',
    head: screen.getByRole('heading', { level: 3 }).textContent ?? '',
  };
}

const step = (n: number) => ({
  counter: `${n}/${SIX_STEPS}`,
  head: translate('en', STEPS[n - 1]!.head),
});

const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setDocumentHidden(false);
});

describe('StepGuide', () => {
  it('starts on step 1 of 6 with its counter, heading and current dot', () => {
    renderWithProviders(<StepGuide />);
    expect(shownStep()).toEqual(step(1));
    const dots = within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('button');
    expect(dots).toHaveLength(SIX_STEPS);
    expect(dots[0]).toHaveAttribute('aria-current', 'step');
    expect(dots[1]).not.toHaveAttribute('aria-current');
  });

  it('moves on by itself every 10 seconds', () => {
    renderWithProviders(<StepGuide />);
    wait(TEN_SECONDS - 1);
    expect(shownStep()).toEqual(step(1));
    wait(1);
    expect(shownStep()).toEqual(step(2));
    wait(TEN_SECONDS);
    expect(shownStep()).toEqual(step(3));
  });

  it('wraps from step 6 back to step 1 when moving on by itself', () => {
    renderWithProviders(<StepGuide />);
    for (let n = 2; n <= SIX_STEPS; n += 1) wait(TEN_SECONDS);
    expect(shownStep()).toEqual(step(6));
    wait(TEN_SECONDS);
    expect(shownStep()).toEqual(step(1));
  });

  it('wraps both ways with the arrows: previous from 1 goes to 6, next from 6 goes to 1', () => {
    renderWithProviders(<StepGuide />);
    click('Previous step');
    expect(shownStep()).toEqual(step(6));
    click('Next step');
    expect(shownStep()).toEqual(step(1));
    click('Next step');
    expect(shownStep()).toEqual(step(2));
  });

  it('jumps to the step whose dot is pressed and marks that dot current', () => {
    renderWithProviders(<StepGuide />);
    click(/^Go to step 4/);
    expect(shownStep()).toEqual(step(4));
    expect(screen.getByRole('button', { name: /^Go to step 4/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(screen.getByRole('button', { name: /^Go to step 1/ })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('waits a full 10 seconds again after an arrow press', () => {
    renderWithProviders(<StepGuide />);
    wait(6000);
    click('Next step');
    wait(6000);
    expect(shownStep()).toEqual(step(2));
    wait(TEN_SECONDS - 6000);
    expect(shownStep()).toEqual(step(3));
  });

  it('waits a full 10 seconds again after pressing the dot of the step already shown', () => {
    renderWithProviders(<StepGuide />);
    wait(9000);
    click(/^Go to step 1/);
    wait(9000);
    expect(shownStep()).toEqual(step(1));
    wait(1000);
    expect(shownStep()).toEqual(step(2));
  });

  it('holds still while the pointer is over it and resumes when it leaves', () => {
    renderWithProviders(<StepGuide />);
    const guide = screen.getByRole('region', { name: 'Swap in six steps' });
    fireEvent.mouseEnter(guide);
    wait(TEN_SECONDS * 3);
    expect(shownStep()).toEqual(step(1));
    fireEvent.mouseLeave(guide);
    wait(TEN_SECONDS);
    expect(shownStep()).toEqual(step(2));
  });

  it('holds still while a control inside has focus and resumes when focus leaves', () => {
    renderWithProviders(<StepGuide />);
    const next = screen.getByRole('button', { name: 'Next step' });
    act(() => {
      next.focus();
    });
    wait(TEN_SECONDS * 3);
    expect(shownStep()).toEqual(step(1));
    // moving focus between controls inside the guide keeps it still
    act(() => {
      screen.getByRole('button', { name: 'Previous step' }).focus();
    });
    wait(TEN_SECONDS * 2);
    expect(shownStep()).toEqual(step(1));
    act(() => {
      screen.getByRole('button', { name: 'Previous step' }).blur();
    });
    wait(TEN_SECONDS);
    expect(shownStep()).toEqual(step(2));
  });

  it('holds still while the tab is hidden', () => {
    renderWithProviders(<StepGuide />);
    act(() => {
      setDocumentHidden(true);
    });
    wait(TEN_SECONDS * 3);
    expect(shownStep()).toEqual(step(1));
    act(() => {
      setDocumentHidden(false);
    });
    wait(TEN_SECONDS);
    expect(shownStep()).toEqual(step(2));
  });

  it('stops when the visitor presses pause and goes on after resume', () => {
    renderWithProviders(<StepGuide />);
    click('Pause the guide');
    wait(TEN_SECONDS * 3);
    expect(shownStep()).toEqual(step(1));
    click('Resume the guide');
    wait(TEN_SECONDS);
    expect(shownStep()).toEqual(step(2));
  });

  it('never moves by itself when the visitor prefers reduced motion, but the controls work', () => {
    stubMatchMedia([REDUCED_MOTION_QUERY]);
    renderWithProviders(<StepGuide />);
    wait(TEN_SECONDS * 6);
    expect(shownStep()).toEqual(step(1));
    expect(screen.queryByRole('button', { name: /Pause|Resume/ })).toBeNull();
    click('Next step');
    expect(shownStep()).toEqual(step(2));
  });

  it('announces steps politely once the visitor is in control, but not while rotating alone', () => {
    renderWithProviders(<StepGuide />);
    const live = screen.getByRole('heading', { level: 3 }).closest('[aria-live]')!;
    expect(live).toHaveAttribute('aria-live', 'off');
    const next = screen.getByRole('button', { name: 'Next step' });
    act(() => {
      next.focus();
    });
    fireEvent.click(next);
    expect(live).toHaveAttribute('aria-live', 'polite');
    // the region stays the same element, now holding step 2
    expect(within(live as HTMLElement).getByRole('heading', { level: 3 })).toHaveTextContent(
      translate('en', STEPS[1]!.head),
    );
  });

  it('offers the support link from the runtime config on the last step', () => {
    renderWithProviders(<StepGuide />, { config: { supportUrl: 'https://support.example/help' } });
    expect(screen.queryByRole('link', { name: 'Message support' })).toBeNull();
    click(/^Go to step 6/);
    expect(screen.getByRole('link', { name: 'Message support' })).toHaveAttribute(
      'href',
      'https://support.example/help',
    );
  });
});
