/**
 * Rate limits set far out of the way of a test's own traffic: every request of a test comes from
 * one loopback address, so the production limits would refuse it long before the test is done.
 */
export const OPEN_RATE_LIMITS = {
  RATE_LIMIT_GLOBAL: '100000',
  RATE_LIMIT_PRICE: '100000',
  RATE_LIMIT_ORDERS: '100000',
  RATE_LIMIT_STATUS: '100000',
};
