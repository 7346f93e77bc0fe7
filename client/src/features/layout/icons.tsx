import { useId } from 'react';
import { LineIcon } from '../../components/line-icon.js';

// Small line icons drawn for this site (no icon font, no third-party sprite).

export function LogoMark() {
  // the mark shows in header and footer: each copy needs its own gradient id
  const gradientId = useId();
  return (
    <svg className="logo-mark" viewBox="0 0 32 32" aria-hidden="true">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#a78bfa" />
          <stop offset="1" stopColor="#38bdf8" />
        </linearGradient>
      </defs>
      <circle cx="16" cy="16" r="14" fill="none" stroke={`url(#${gradientId})`} strokeWidth="3" />
      <circle
        cx="16"
        cy="16"
        r="6"
        fill="none"
        stroke={`url(#${gradientId})`}
        strokeWidth="3"
        strokeDasharray="4 3"
      />
    </svg>
  );
}

export const MenuIcon = () => <LineIcon d="M4 7h16M4 12h16M4 17h16" />;

export const CloseIcon = () => <LineIcon d="m6 6 12 12M18 6 6 18" />;

/** a speech bubble: the messaging-app support bot */
export const ChatIcon = () => <LineIcon d="M4 5h16v11H9l-5 4z" />;

/** a megaphone: the microblog with our announcements */
export const AnnounceIcon = () => <LineIcon d="M4 10v4h3l8 4V6l-8 4zM18 9.5a3.5 3.5 0 0 1 0 5" />;
