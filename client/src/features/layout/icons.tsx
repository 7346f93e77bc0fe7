import { LineIcon } from '../../components/line-icon.js';
import logoPng from './images/logo.png?no-inline';

// Small line icons drawn for this site (no icon font, no third-party sprite).

/**
 * The mark beside the site's name: a PNG (Tor Browser at its Safest level shows no SVG), a file of
 * its own: inlined (3.7 kB) it would weigh on the render-blocking stylesheet or twice on the
 * page (in the HTML and in the script), where it now arrives beside them at a low priority.
 */
export function LogoMark() {
  return <img className="logo-mark" src={logoPng} alt="" width={30} height={30} />;
}

export const MenuIcon = () => <LineIcon d="M4 7h16M4 12h16M4 17h16" />;

export const CloseIcon = () => <LineIcon d="m6 6 12 12M18 6 6 18" />;

/** a speech bubble: the messaging-app support bot */
export const ChatIcon = () => <LineIcon d="M4 5h16v11H9l-5 4z" />;

/** a megaphone: the microblog with our announcements */
export const AnnounceIcon = () => <LineIcon d="M4 10v4h3l8 4V6l-8 4zM18 9.5a3.5 3.5 0 0 1 0 5" />;
