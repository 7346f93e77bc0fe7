import { useContext } from 'react';
import { Provider, ReactReduxContext } from 'react-redux';
import { OrderPage } from '../features/order/order-page.js';
import { browserStore } from './browser-store.js';

/**
 * The order page with its store. The server (and a test) render inside Providers, which gives
 * each render its own store; in the browser nothing above gives one, so the page brings the
 * browser's store with it. A context provider renders no markup, so hydration sees the same HTML.
 */
export function OrderRoute() {
  const given = useContext(ReactReduxContext);
  if (given) return <OrderPage />;
  return (
    <Provider store={browserStore()}>
      <OrderPage />
    </Provider>
  );
}
