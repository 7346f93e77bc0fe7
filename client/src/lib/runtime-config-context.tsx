import { createContext, useContext } from 'react';
import type { RuntimeConfig } from '../../../shared/contract/api.js';
import { FALLBACK_RUNTIME_CONFIG } from './runtime-config.js';

export const RuntimeConfigContext = createContext<RuntimeConfig>(FALLBACK_RUNTIME_CONFIG);

export const useRuntimeConfig = (): RuntimeConfig => useContext(RuntimeConfigContext);
