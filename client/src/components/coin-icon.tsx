import { coinDisplay, GENERIC_ICON_KEY } from '../../../shared/coins.js';
import ada from 'cryptocurrency-icons/32@2x/color/ada@2x.png?no-inline';
import avax from 'cryptocurrency-icons/32@2x/color/avax@2x.png?no-inline';
import bnb from 'cryptocurrency-icons/32@2x/color/bnb@2x.png?no-inline';
import btc from 'cryptocurrency-icons/32@2x/color/btc@2x.png?no-inline';
import busd from './icons/busd.png?no-inline';
import dai from 'cryptocurrency-icons/32@2x/color/dai@2x.png?no-inline';
import eth from 'cryptocurrency-icons/32@2x/color/eth@2x.png?no-inline';
import generic from 'cryptocurrency-icons/32@2x/color/generic@2x.png?no-inline';
import matic from 'cryptocurrency-icons/32@2x/color/matic@2x.png?no-inline';
import sol from 'cryptocurrency-icons/32@2x/color/sol@2x.png?no-inline';
import usdt from 'cryptocurrency-icons/32@2x/color/usdt@2x.png?no-inline';
import xmr from 'cryptocurrency-icons/32@2x/color/xmr@2x.png?no-inline';
import xrp from 'cryptocurrency-icons/32@2x/color/xrp@2x.png?no-inline';

// Each icon is its own hashed file, fetched from our origin only when shown. PNGs (64 px, sharp at
// up to 32 CSS px on 2x screens), not the package's SVGs: Tor Browser at its Safest level turns
// SVG off. The package has no BUSD icon, so ours is drawn here (icons/busd.svg, its PNG made by
// tooling/raster); CRO, which cannot be picked, uses the generic one, as unknown symbols do.
const ICON_URLS: Readonly<Record<string, string>> = {
  ada,
  avax,
  bnb,
  btc,
  busd,
  dai,
  eth,
  matic,
  sol,
  usdt,
  xmr,
  xrp,
  [GENERIC_ICON_KEY]: generic,
};

function coinIconUrl(iconKey: string): string {
  return ICON_URLS[iconKey] ?? generic;
}

export interface CoinIconProps {
  /** any spelling the app or the upstream uses: 'BNB', 'bnbbsc', 'usdttrc' */
  symbol: string;
  size?: number;
  className?: string;
  /** true when a text label next to the icon already names the coin */
  decorative?: boolean;
}

export function CoinIcon({ symbol, size = 24, className, decorative = false }: CoinIconProps) {
  const coin = coinDisplay(symbol);
  return (
    <img
      className={className}
      src={coinIconUrl(coin.iconKey)}
      width={size}
      height={size}
      alt={decorative ? '' : coin.name}
      decoding="async"
      draggable={false}
    />
  );
}
