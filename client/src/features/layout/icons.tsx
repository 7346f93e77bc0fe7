import { LineIcon } from '../../components/line-icon.js';
/**
 * The mark beside the site's name: a PNG (Tor Browser at its Safest level shows no SVG), a file of
 * its own (not inlined, vite.config.ts: it would weigh on the render-blocking stylesheet), painted
 * by layout.css as a background: lynx and w3m read no CSS, and an <img alt=""> was a stray '●'
 * before the site's name in w3m.
 */
export function LogoMark() {
  return <span className="logo-mark" aria-hidden="true" />;
}

export const MenuIcon = () => <LineIcon d="M4 7h16M4 12h16M4 17h16" />;

export const CloseIcon = () => <LineIcon d="m6 6 12 12M18 6 6 18" />;

/** a speech bubble: the messaging-app support bot */
export const ChatIcon = () => <LineIcon d="M4 5h16v11H9l-5 4z" />;

/** a megaphone: the microblog with our announcements */
export const AnnounceIcon = () => <LineIcon d="M4 10v4h3l8 4V6l-8 4zM18 9.5a3.5 3.5 0 0 1 0 5" />;
