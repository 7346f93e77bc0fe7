import { useEffect, useState, type ComponentType } from 'react';
import { loadToasts, onToastsLoaded } from './notify.js';

/**
 * Where notify() toasts appear. Mounted once by the layout; component tests render it beside the
 * component under test to see its toasts. Its library loads after hydration (nothing on the
 * server or in the first render), so the first script stays small.
 */
export function Toaster() {
  const [Host, setHost] = useState<ComponentType | null>(null);
  useEffect(() => {
    const show = ({ ToastHost }: { ToastHost: ComponentType }) => setHost(() => ToastHost);
    const stop = onToastsLoaded(show);
    loadToasts().then(show, () => undefined);
    return () => {
      stop();
    };
  }, []);
  return Host ? <Host /> : null;
}
