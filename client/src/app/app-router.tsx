import { AppLayout } from '../features/layout/app-layout.js';
import type { Router } from '../lib/router/router.js';
import { RouterProvider } from '../lib/router/router-provider.js';
import { RouteErrorPage } from './route-error-page.js';

/** The app's pages in their frame; a page that fails shows its error inside the header and footer. */
export function AppRouter({ router }: { router: Router }) {
  return <RouterProvider router={router} Layout={AppLayout} ErrorPage={RouteErrorPage} />;
}
