import { useEffect, type RefObject } from 'react';

/**
 * The coins a visitor chose in the server's plain selects before the script took over (on a slow
 * link that can be seconds): hydration keeps React's state, the server's pair, so the choice on
 * screen would be dropped when the selects give way to the listboxes. Read once, on mount, while
 * the selects are still in the page.
 */
export function useChosenBeforeHydration(
  send: RefObject<HTMLSelectElement | null>,
  receive: RefObject<HTMLSelectElement | null>,
  takeOver: (from: string | undefined, to: string | undefined) => void,
): void {
  useEffect(() => {
    takeOver(send.current?.value, receive.current?.value);
    // once, on mount: later choices go through the listboxes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
