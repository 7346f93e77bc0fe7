import { useEffect, useRef, useState, type RefObject } from 'react';

type DismissReason = 'outside' | 'escape';

/**
 * While `open`, calls onDismiss when the visitor presses outside `ref`'s element or presses
 * Escape anywhere: the behaviour every popup of the site shares (menus, coin pickers).
 */
function useDismiss(
  ref: RefObject<HTMLElement | null>,
  open: boolean,
  onDismiss: (reason: DismissReason) => void,
): void {
  const latest = useRef(onDismiss);
  useEffect(() => {
    latest.current = onDismiss;
  });

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !ref.current?.contains(event.target)) {
        latest.current('outside');
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current('escape');
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, ref]);
}

/**
 * The refs of a popup and the button that toggles it: while `open`, a press outside the popup or
 * Escape calls `close`, and after Escape the focus goes back to the button.
 */
export function useDismissablePopup<Root extends HTMLElement>(open: boolean, close: () => void) {
  const rootRef = useRef<Root>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useDismiss(rootRef, open, (reason) => {
    close();
    if (reason === 'escape') toggleRef.current?.focus();
  });
  return { rootRef, toggleRef };
}

/**
 * A menu that a button opens and closes (aria-expanded, aria-controls `menuId`), and that closes
 * the shared way too. Spread `toggleProps` on the button and put `rootRef` on what holds both.
 */
export function useDisclosure<Root extends HTMLElement>(menuId: string) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const { rootRef, toggleRef } = useDismissablePopup<Root>(open, close);
  const toggleProps = {
    ref: toggleRef,
    type: 'button',
    'aria-expanded': open,
    'aria-controls': menuId,
    onClick: () => setOpen(!open),
  } as const;
  return { open, close, rootRef, toggleProps };
}
