import { TYPICAL_SWAP_MINUTES } from '../../../../shared/constants.js';
import { useLocalePath, useT, type MessageId } from '../../lib/i18n/i18n.js';
import { LanguageMenu } from './language-menu.js';
import type { ReactNode } from 'react';
import { Link } from '../../lib/site-links.js';
import { useRuntimeConfig } from '../../lib/runtime-config-context.js';
import { ComingSoonItem } from './coming-soon-item.js';
import { AnnounceIcon, ChatIcon, LogoMark } from './icons.js';

const NOT_YET = [
  'layout.buy',
  'layout.stake',
  'layout.aboutCoin',
  'layout.whitepaper',
] as const satisfies readonly MessageId[];

/** Site footer: page links, the not-yet items, social and support links, copyright. */
export function Footer() {
  const { socialUrl, supportUrl } = useRuntimeConfig();
  const t = useT();
  const lp = useLocalePath();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <LogoMark />
          <p>{t('layout.footerBlurb', { minutes: TYPICAL_SWAP_MINUTES })}</p>
        </div>
        <nav aria-label={t('layout.navFooter')}>
          <ul className="site-footer__links">
            <li>
              <Link to={lp('/')}>{t('layout.swap')}</Link>
            </li>
            <li>
              <Link to={lp('/How-it-works')}>{t('layout.howItWorks')}</Link>
            </li>
            {NOT_YET.map((item) => (
              <ComingSoonItem key={item} label={t(item)} className="site-footer__soon" />
            ))}
          </ul>
        </nav>
        <ul className="site-footer__social" aria-label={t('layout.socialAndSupport')}>
          <OutLink href={socialUrl} icon={<AnnounceIcon />} label={t('layout.microblog')} />
          <OutLink href={supportUrl} icon={<ChatIcon />} label={t('layout.supportBot')} />
        </ul>
        <LanguageMenu variant="footer" />
        <p className="site-footer__copyright">{t('layout.copyright')}</p>
      </div>
    </footer>
  );
}

/** A link off the site, in a tab of its own that cannot reach back to this page. */
function OutLink({ href, icon, label }: { href: string; icon: ReactNode; label: string }) {
  return (
    <li>
      <a href={href} target="_blank" rel="noopener noreferrer">
        {icon}
        <span>{label}</span>
      </a>
    </li>
  );
}
