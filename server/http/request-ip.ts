import type { Express, Request } from 'express';

const IP = Symbol('request ip');
type RememberingRequest = Request & { [IP]?: string | undefined };

/**
 * `req.ip` worked out once per request. Express works it out on every read (the trusted proxies
 * against X-Forwarded-For), and a price call read it three times: each express-rate-limit limiter
 * reads it for its debug line whether or not debug is on, and the rate limits' key once more
 * (decision 013, fourth round). The answer cannot change within a request: `trust proxy` is set
 * once, before the app listens.
 */
export function rememberRequestIp(app: Express): void {
  const express = Object.getPrototypeOf(app.request) as object;
  if (typeof Object.getOwnPropertyDescriptor(express, 'ip')?.get !== 'function') {
    throw new Error("express's request has no ip getter to remember");
  }
  const workOut = (req: Request) => Reflect.get(express, 'ip', req) as string | undefined;
  Object.defineProperty(app.request, 'ip', {
    configurable: true,
    enumerable: true,
    get(this: RememberingRequest) {
      if (IP in this) return this[IP];
      const ip = workOut(this);
      this[IP] = ip;
      return ip;
    },
  });
}
