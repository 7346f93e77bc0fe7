import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { RuntimeConfig } from '../../../shared/contract/api.js';
import { RuntimeConfigContext } from '../lib/runtime-config-context.js';
import type { AppStore } from './store.js';

export function Providers(props: { store: AppStore; config: RuntimeConfig; children: ReactNode }) {
  return (
    <Provider store={props.store}>
      <RuntimeConfigContext.Provider value={props.config}>
        {props.children}
      </RuntimeConfigContext.Provider>
    </Provider>
  );
}
