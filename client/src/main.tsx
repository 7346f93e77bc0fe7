import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { startErrorReporting } from './app/error-reporting.js';
import { Providers } from './app/providers.js';
import { routes } from './app/routes.js';
import { readRuntimeConfig } from './app/runtime-config.js';
import { makeStore } from './app/store.js';
import './styles/tokens.css';
import './styles/fonts.css';
import './styles/global.css';

const config = readRuntimeConfig();
const router = createBrowserRouter(routes);
void startErrorReporting(config);

// A transition lets React yield while it renders the first screen, so the page never sits in one
// long task between loading the script and answering the visitor.
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers store={makeStore()} config={config}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
