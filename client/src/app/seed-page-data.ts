import type { PageData } from '../../../shared/contract/render.js';
import { orderApi } from '../features/order/order-api.js';
import type { AppStore } from './store.js';

/**
 * Puts the order the server fetched into the RTK Query cache, on the server before rendering and
 * in the browser before hydrating, so both render it and the browser waits for its first poll.
 */
export async function seedPageData(store: AppStore, data: PageData): Promise<void> {
  const result = data.order?.result;
  if (data.order && result?.kind === 'ready') {
    await store.dispatch(
      orderApi.util.upsertQueryData('getOrder', data.order.orderId, result.order),
    );
  }
}
