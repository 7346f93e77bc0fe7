import { describe, expect, it } from 'vitest';
import { SAMPLE_ORDER_ID as ID } from './test-support/order-ids.js';
import { itGives } from './test-support/table-tests.js';
import {
  isOrderId,
  shortenAddress,
  shortenMiddle,
  shortenOrderId,
  redactPath,
} from './order-id.js';

describe('isOrderId', () => {
  it.each([
    ['letters, digits, - and _', ID],
    ['only letters', 'abcdefghijklmnopqrstuv'],
    ['only digits', '0123456789012345678901'],
    ['only dashes and underscores', '-_-_-_-_-_-_-_-_-_-_-_'],
  ])('accepts 22 characters of %s', (_title, id) => {
    expect(id).toHaveLength(22);
    expect(isOrderId(id)).toBe(true);
  });

  it.each([
    ['a 21-character id', ID.slice(1)],
    ['a 23-character id', `${ID}a`],
    ['an empty id', ''],
    ['an id with a space', `${ID.slice(0, 10)} ${ID.slice(11)}`],
    ['an id with a dot', `${ID.slice(0, 21)}.`],
    ['an id with a slash', `${ID.slice(0, 21)}/`],
    ['an id with a non-ASCII letter', `${ID.slice(0, 21)}é`],
    ['an id with a trailing newline', `${ID}\n`],
    ['an id with a leading space', ` ${ID.slice(1)}`],
  ])('rejects %s', (_title, id) => {
    expect(isOrderId(id)).toBe(false);
  });
});

describe('shortened forms', () => {
  it('keeps six characters at each end of an order id', () => {
    expect(shortenOrderId(ID)).toBe('AbCdEf…_-xYzW');
  });

  it('keeps eight characters in front and six behind of an address', () => {
    expect(shortenAddress('0x80dc9ebdce828b9ef230e55cc19c231526b1d601')).toBe('0x80dc9e…b1d601');
  });

  itGives('leaves text that would not get shorter alone: %j -> %j', shortenMiddle, [
    ['', ''],
    ['short', 'short'],
    ['abcdefghijklm', 'abcdefghijklm'],
    ['abcdefghijklmn', 'abcdef…ijklmn'],
  ]);

  it('takes the kept lengths as arguments', () => {
    expect(shortenMiddle('abcdefghijklmnopqrstuvwxyz', 2, 3)).toBe('ab…xyz');
  });
});

describe('redactPath', () => {
  itGives('turns %s into %s', redactPath, [
    ['/api/orders/AbCdEfGhIjKlMnOpQrStUv', '/api/orders/:id'],
    ['http://site.example/order/AbCdEfGhIjKlMnOpQrStUv?x=1', 'http://site.example/order/:id'],
    ['/api/price?from=BNB&to=ETH&amount=1', '/api/price'],
    ['/How-it-works', '/How-it-works'],
    ['/x/0x52908400098527886E0F7030069857D2E4169EE7#top', '/x/:id'],
  ]);
});
