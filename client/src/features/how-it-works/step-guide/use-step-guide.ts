import { useCallback, useEffect, useState } from 'react';

export interface StepGuide {
  /** 0-based index of the step on screen */
  index: number;
  next: () => void;
  previous: () => void;
  goTo: (index: number) => void;
}

interface Options {
  count: number;
  intervalMs: number;
  /** false while hovered, focused, hidden, paused by the visitor or under reduced motion */
  autoAdvance: boolean;
}

const wrap = (index: number, count: number): number => ((index % count) + count) % count;

/**
 * Which step the guide shows. It moves on by itself every `intervalMs` while `autoAdvance` holds,
 * wrapping from the last step to the first; any manual move starts the wait again from zero.
 */
export function useStepGuide({ count, intervalMs, autoAdvance }: Options): StepGuide {
  // `moves` changes on every manual move, so the timer restarts even when a dot picks the step
  // already on screen.
  const [state, setState] = useState({ index: 0, moves: 0 });

  useEffect(() => {
    if (!autoAdvance) return undefined;
    const timer = setTimeout(() => {
      setState((current) => ({ ...current, index: wrap(current.index + 1, count) }));
    }, intervalMs);
    return () => clearTimeout(timer);
  }, [autoAdvance, intervalMs, count, state]);

  const move = useCallback(
    (to: (index: number) => number) =>
      setState((current) => ({ index: wrap(to(current.index), count), moves: current.moves + 1 })),
    [count],
  );

  return {
    index: state.index,
    next: useCallback(() => move((index) => index + 1), [move]),
    previous: useCallback(() => move((index) => index - 1), [move]),
    goTo: useCallback((index: number) => move(() => index), [move]),
  };
}
