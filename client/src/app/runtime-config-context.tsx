import { createContext, useContext } from 'react';
import type { RuntimeConfig } from '../../../shared/contract/api.js';

export const RuntimeConfigContext = createContext<RuntimeConfig>({
  supportUrl: '#',
  socialUrl: '#',
  sandbox: false,
  sentryDsn: null,
});

export const useRuntimeConfig = (): RuntimeConfig => useContext(RuntimeConfigContext);
