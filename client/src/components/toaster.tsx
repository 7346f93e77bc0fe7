import { useEffect, useState, type ComponentType } from 'react';
import { afterLoadIdle } from '../lib/after-load-idle.js';
import { loadToasts, onToastsLoaded } from './notify.js';

/**
 * Where notify() toasts appear. Mounted once by the layout; component tests render it beside the
 * component under test to see its toasts. Its library (and its stylesheet) loads once the page
 * is idle after loading, or at the first toast if that comes sooner: nothing on the server or in
 * the first render, and no script or style work while the page is still starting.
 */
export function Toaster() {
  const [Host, setHost] = useState<ComponentType | null>(null);
  useEffect(() => {
    const show = ({ ToastHost }: { ToastHost: ComponentType }) => setHost(() => ToastHost);
    const stop = onToastsLoaded(show);
    const cancelIdle = afterLoadIdle(() => {
      loadToasts().then(show, () => undefined);
    });
    return () => {
      stop();
      cancelIdle();
    };
  }, []);
  return Host ? <Host /> : null;
}
