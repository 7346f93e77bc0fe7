import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import './toaster.css';

/**
 * Where notify() toasts appear. Mounted once by the layout; component tests render it beside the
 * component under test to see its toasts.
 */
export function Toaster() {
  return (
    <ToastContainer
      position="top-right"
      theme="dark"
      newestOnTop
      closeOnClick={false}
      pauseOnFocusLoss
      aria-label="Notifications"
    />
  );
}
