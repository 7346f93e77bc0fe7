import { describe, expect, it } from 'vitest';
import { SANDBOX_PRESETS } from '../config/config.js';
import { OrderBook } from './order-book.js';

const settings = { lifecycle: SANDBOX_PRESETS.fast, autoDepositAfterS: 0 };
const order = {
  sendSymbol: 'BNB',
  sendAmount: 1,
  receiveSymbol: 'ETH',
  receiveAmount: 0.19,
  receiveAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  route: '0.19,0.032,81,BNB>XMR>ETH',
} as const;

describe('OrderBook', () => {
  it('drops the oldest orders beyond its cap', async () => {
    let now = 1_800_000_000;
    const book = await OrderBook.open(null, settings, () => now++, 3);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await book.create(order));
    expect(book.size).toBe(3);
    expect(ids.map((id) => book.info(id) !== null)).toEqual([false, false, true, true, true]);
  });
});
