import { describe, expect, it } from 'vitest';
import { DEPOSIT_WINDOW_S } from '../../shared/constants.js';
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

describe('a private route in one sandbox (leg one paying out to leg two)', () => {
  const legTwoOf = (book: OrderBook) =>
    book.create({
      sendSymbol: 'XMR',
      sendAmount: 2.5,
      receiveSymbol: 'ETH',
      receiveAmount: 0.19,
      receiveAddress: order.receiveAddress,
      route: '',
    });
  const legOneTo = (book: OrderBook, depositAddress: string, receiveSymbol: 'XMR' | 'ETH') =>
    book.create({
      sendSymbol: 'BNB',
      sendAmount: 1,
      receiveSymbol,
      receiveAmount: 2.5,
      receiveAddress: depositAddress,
      route: '',
    });
  const { anonymizingS, swappingS, finishingS } = SANDBOX_PRESETS.fast;

  it('receives leg one’s payout as leg two’s deposit when leg one completes by the clock', async () => {
    let now = 1_800_000_000;
    const book = await OrderBook.open(null, settings, () => now);
    const legTwo = await legTwoOf(book);
    const legOne = await legOneTo(book, book.record(legTwo)!.depositAddress, 'XMR');
    await book.markDeposit(legOne);
    now += anonymizingS + swappingS;
    expect(book.info(legTwo)).toMatchObject({ status: 0, first_tx_receivedTime: 0 });
    now += finishingS;
    expect(book.info(legOne)!.status).toBe(4);
    expect(book.info(legTwo)).toMatchObject({ status: 1, first_tx_receivedTime: now });
    now += anonymizingS + swappingS + finishingS;
    expect(book.info(legTwo)!.status).toBe(4);
  });

  it('receives it when leg one is forced to completed through the control API', async () => {
    let now = 1_800_000_000;
    const book = await OrderBook.open(null, settings, () => now);
    const legTwo = await legTwoOf(book);
    const legOne = await legOneTo(book, book.record(legTwo)!.depositAddress, 'XMR');
    await book.forceStatus(legOne, 2);
    expect(book.info(legTwo)!.status).toBe(0);
    now += 7;
    await book.forceStatus(legOne, 4);
    expect(book.info(legTwo)).toMatchObject({ status: 1, first_tx_receivedTime: now });
  });

  it('keeps leg two waiting past its deposit window while leg one can still pay it', async () => {
    let now = 1_800_000_000;
    const book = await OrderBook.open(null, settings, () => now);
    const legTwo = await legTwoOf(book);
    now += 60;
    const legOne = await legOneTo(book, book.record(legTwo)!.depositAddress, 'XMR');
    // the visitor pays leg one at the end of leg two's window
    now += DEPOSIT_WINDOW_S - 61;
    await book.markDeposit(legOne);
    now += 2;
    expect(book.info(legTwo)).toMatchObject({ status: 0, first_tx_receivedTime: 0 });
    now += anonymizingS + swappingS + finishingS;
    expect(book.info(legOne)!.status).toBe(4);
    expect(book.info(legTwo)!.status).toBe(1);
  });

  it('lets leg two expire once leg one can no longer pay it', async () => {
    let now = 1_800_000_000;
    const book = await OrderBook.open(null, settings, () => now);
    const legTwo = await legTwoOf(book);
    now += 60;
    await legOneTo(book, book.record(legTwo)!.depositAddress, 'XMR');
    now += DEPOSIT_WINDOW_S - 60;
    // leg one's own window is still open: the visitor may yet pay it
    expect(book.info(legTwo)!.status).toBe(0);
    now += 60;
    expect(book.info(legTwo)!.status).toBe(5);
  });

  it('does not count a payout of another coin to the same address', async () => {
    const now = 1_800_000_000;
    const book = await OrderBook.open(null, settings, () => now);
    const legTwo = await legTwoOf(book);
    const other = await legOneTo(book, book.record(legTwo)!.depositAddress, 'ETH');
    await book.forceStatus(other, 4);
    expect(book.info(legTwo)).toMatchObject({ status: 0, first_tx_receivedTime: 0 });
  });
});
