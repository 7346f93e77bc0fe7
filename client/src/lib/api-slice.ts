import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/** The one API slice for /api; features inject their own endpoints into it. */
export const api = createApi({
  reducerPath: 'api',
  // An absolute base so the same code runs in the browser and in jsdom tests.
  baseQuery: fetchBaseQuery({
    baseUrl: new URL('/api', globalThis.location?.origin ?? 'http://localhost').href,
  }),
  endpoints: () => ({}),
});
