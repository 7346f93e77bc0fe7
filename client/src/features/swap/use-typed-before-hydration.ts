import { useEffect, type RefObject } from 'react';

/**
 * What a visitor typed into a server-rendered field before the script took over. Hydration keeps
 * React's state (the server's value) and leaves the field's text as typed, so the two would part:
 * the typed text shows, but no quote or order would use it. Taken over once, when the form mounts.
 */
export function useTypedBeforeHydration(
  field: RefObject<HTMLInputElement | null>,
  value: string,
  takeOver: (typed: string) => void,
): void {
  useEffect(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== value) takeOver(typed);
    // once, on mount: later edits go through onChange
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
