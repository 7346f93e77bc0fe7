/**
 * How far the sandbox's rates have moved from its reference table. The table itself never moves,
 * so tests and demos move the market through /control/market to show what a visitor sees when
 * the rate changes while the form is open.
 */
export class Market {
  /** added to every estimate, in percent: 2 pays 2% more than the table, -2 pays 2% less */
  movePercent = 0;
}

export const MAX_MARKET_MOVE_PERCENT = 50;
