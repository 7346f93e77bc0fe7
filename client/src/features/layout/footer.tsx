import { Link } from 'react-router';
import { useRuntimeConfig } from '../../lib/runtime-config-context.js';
import { ComingSoonItem } from './coming-soon-item.js';
import { AnnounceIcon, ChatIcon, LogoMark } from './icons.js';

const NOT_YET = ['Buy', 'Stake', 'About the coin', 'Whitepaper'] as const;

/** Site footer: page links, the not-yet items, social and support links, copyright. */
export function Footer() {
  const { socialUrl, supportUrl } = useRuntimeConfig();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <LogoMark />
          <p>
            Swap without a trace: no account, no KYC, no wallet connection. Support 24/7; a swap
            takes about 20 minutes.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="site-footer__links">
            <li>
              <Link to="/">Swap</Link>
            </li>
            <li>
              <Link to="/How-it-works">How it works</Link>
            </li>
            {NOT_YET.map((item) => (
              <ComingSoonItem key={item} label={item} className="site-footer__soon" />
            ))}
          </ul>
        </nav>
        <ul className="site-footer__social" aria-label="Social and support">
          <li>
            <a href={socialUrl} target="_blank" rel="noopener noreferrer">
              <AnnounceIcon />
              <span>News on the microblog</span>
            </a>
          </li>
          <li>
            <a href={supportUrl} target="_blank" rel="noopener noreferrer">
              <ChatIcon />
              <span>Support bot</span>
            </a>
          </li>
        </ul>
        <p className="site-footer__copyright">© 2022 Swap Without a Trace. All rights reserved.</p>
      </div>
    </footer>
  );
}
