import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOrder, NOW_S } from './test-support/order-fixtures.js';
import { failure, ok, scriptApi, type Reply } from './test-support/scripted-api.js';
import {
  advance,
  renderOrderPage,
  stepStates,
  setUpOrderPageTests,
} from './test-support/order-page-harness.js';

setUpOrderPageTests();

const NOTE = /Connection trouble/;

/** Renders an order whose second poll gets `reply`; returns the page after that poll. */
async function secondPollGets(reply: Reply) {
  const urls = scriptApi([ok(makeOrder()), reply, ok(makeOrder({ firstReceivedAt: NOW_S }))]);
  const { container } = renderOrderPage();
  await advance();
  await advance(5000);
  expect(urls).toHaveLength(2);
  return { container, urls };
}

describe('order page: poll replies that are not a success', () => {
  it("ignores the server's 'not found' (the upstream's non-'success' reply) silently", async () => {
    const { container, urls } = await secondPollGets(failure(404, 'ORDER_NOT_FOUND'));
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Order not found' })).not.toBeInTheDocument();
    expect(stepStates(container)).toEqual(['active', 'pending', 'pending', 'pending']);
    // and it keeps asking: the next success moves the page on
    await advance(5000);
    expect(urls).toHaveLength(3);
    expect(stepStates(container)).toEqual(['complete', 'active', 'pending', 'pending']);
  });

  it.each<[string, Reply]>([
    ['a network failure', 'network-error'],
    ['an empty body', { status: 200, body: undefined }],
    ['a reply of the wrong shape', { status: 200, body: { status: 'nope' } }],
    ['the price service being unreachable (502)', failure(502, 'UPSTREAM_FAILED')],
    ['the price service timing out (504)', failure(504, 'UPSTREAM_TIMEOUT')],
  ])('shows the connection note after %s', async (_name, reply) => {
    await secondPollGets(reply);
    expect(screen.getByText(NOTE)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Order Page' })).toBeInTheDocument();
  });
});
