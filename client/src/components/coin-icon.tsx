import { coinDisplay, GENERIC_ICON_KEY } from '../../../shared/coins.js';
import ada from 'cryptocurrency-icons/svg/color/ada.svg?no-inline';
import avax from 'cryptocurrency-icons/svg/color/avax.svg?no-inline';
import bnb from 'cryptocurrency-icons/svg/color/bnb.svg?no-inline';
import btc from 'cryptocurrency-icons/svg/color/btc.svg?no-inline';
import busd from './icons/busd.svg?no-inline';
import dai from 'cryptocurrency-icons/svg/color/dai.svg?no-inline';
import eth from 'cryptocurrency-icons/svg/color/eth.svg?no-inline';
import generic from 'cryptocurrency-icons/svg/color/generic.svg?no-inline';
import matic from 'cryptocurrency-icons/svg/color/matic.svg?no-inline';
import sol from 'cryptocurrency-icons/svg/color/sol.svg?no-inline';
import usdt from 'cryptocurrency-icons/svg/color/usdt.svg?no-inline';
import xmr from 'cryptocurrency-icons/svg/color/xmr.svg?no-inline';
import xrp from 'cryptocurrency-icons/svg/color/xrp.svg?no-inline';

// Each icon is its own hashed file, fetched from our origin only when shown. The package has no
// BUSD icon, so ours is drawn here (icons/busd.svg); CRO, which cannot be picked, uses the generic
// one, as unknown symbols do.
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
