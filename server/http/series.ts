import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Several middlewares run one after another as one. Express's router matches a path, allocates a
 * match and a callback, and runs its bookkeeping for every layer it crosses; middlewares that run
 * for every request of a mount pay that once this way, not once each (decision 013). Errors go
 * to the router as they would from a layer: a throw, a rejected promise or `next(error)` skips
 * the rest.
 */
export function series(...handlers: RequestHandler[]): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    let index = 0;
    const step = (error?: unknown): void => {
      const handler = handlers[index++];
      if (error !== undefined || handler === undefined) {
        next(error);
        return;
      }
      try {
        const returned: unknown = handler(req, res, step);
        if (returned instanceof Promise) {
          returned.catch((reason: unknown) => next(reason ?? new Error('Rejected promise')));
        }
      } catch (thrown) {
        next(thrown);
      }
    };
    step();
  };
}
