import { coinDisplay } from '../../../shared/coins.js';
import './coin-drawing.css';

/**
 * A coin's icon beside a label that already names the coin, painted by CSS: lynx and w3m read no
 * CSS, so a text browser shows the name alone, where an <img alt=""> was '[bnb]' glued to it.
 */
export function CoinMark({ symbol }: { symbol: string }) {
  const { iconKey } = coinDisplay(symbol);
  return (
    <span
      className={`coin-drawing-icon coin-drawing-icon--32 coin-drawing-icon--${iconKey}`}
      aria-hidden="true"
    />
  );
}
