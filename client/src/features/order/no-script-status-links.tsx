import { useLocation } from 'react-router';
import { NO_SCRIPT_REFRESH_S, REFRESH_PARAM } from '../../../../shared/no-script-refresh.js';
import { useT } from '../../lib/i18n/i18n.js';

/**
 * Without script, an order waiting for its deposit does not reload by itself (the
 * reload wiped the visitor's selection of the address): a 'Check status' link reloads it once,
 * and the visitor may turn the reload every 10 s on (?refresh=10) or off again. Server HTML and
 * the first render only: with script the page asks for the order itself.
 */
export function NoScriptStatusLinks() {
  const t = useT();
  const { pathname, search } = useLocation();
  const reloading = new URLSearchParams(search).get(REFRESH_PARAM) === String(NO_SCRIPT_REFRESH_S);
  return (
    <div className="deposit-box__status-links">
      {!reloading && <p className="deposit-box__hint">{t('order.refreshNote')}</p>}
      <p className="deposit-box__links">
        <a href={pathname}>{t('order.checkStatus')}</a>
        {' · '}
        {reloading ? (
          <a href={pathname}>{t('order.refreshOff')}</a>
        ) : (
          <a href={`${pathname}?${REFRESH_PARAM}=${NO_SCRIPT_REFRESH_S}`}>
            {t('order.refreshOn', { seconds: NO_SCRIPT_REFRESH_S })}
          </a>
        )}
      </p>
    </div>
  );
}
