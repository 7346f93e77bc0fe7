// The shared domain core, minus the address check (imported on its own so it can load lazily).
export * from './constants.js';
export * from './coins.js';
export * from './amount.js';
export * from './order-id.js';
export * from './order-status.js';
export * from './contract/route.js';
export * from './contract/api.js';
export * from './contract/upstream.js';
