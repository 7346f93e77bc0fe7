import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderView } from '../../../../shared/contract/api.js';
import en from '../../lib/i18n/catalogues/en.js';
import es from '../../lib/i18n/catalogues/es.js';
import fa from '../../lib/i18n/catalogues/fa.js';
import { LangContext, registerCatalogue } from '../../lib/i18n/i18n.js';
import { RuntimeConfigContext } from '../../lib/runtime-config-context.js';
import { TEST_RUNTIME_CONFIG } from '../../test/render-with-providers.js';
import { AmountWarnings } from './amount-warnings.js';

// Figures the exchange reported after the deposit far from the order's terms: said in words, in
// the page's language, and that support was told.

const order: OrderView = {
  orderId: 'AAAAAAAAAAAAAAAAAAAAAA',
  status: 4,
  createdAt: 1_795_000_000,
  firstReceivedAt: 1_795_000_600,
  send: { symbol: 'BNB', amount: 1, address: '0x8ba1f109551bD432803012645Ac136ddd64DBA72' },
  receive: { symbol: 'ETH', amount: 0.1, address: '0x52908400098527886E0F7030069857D2E4169EE7' },
};

beforeAll(() => {
  registerCatalogue('en', en);
  registerCatalogue('es', es);
  registerCatalogue('fa', fa);
});

const inLang = (lang: 'en' | 'es' | 'fa', view: OrderView) =>
  render(
    <RuntimeConfigContext value={TEST_RUNTIME_CONFIG}>
      <LangContext value={lang}>
        <AmountWarnings order={view} />
      </LangContext>
    </RuntimeConfigContext>,
  );

describe('amount warnings on the order page', () => {
  it.each([
    ['en', 'paying over 10% under the estimate', 'Support has been told'],
    ['es', 'un pago más de un 10 % inferior a la estimación', 'soporte ya está avisado'],
    ['fa', 'بیش از ۱۰٪ کمتر از مقدار تخمینی', 'پشتیبانی ما مطلع شده است'],
  ] as const)('says a short payout in %s, and that support was told', (lang, said, told) => {
    inLang(lang, { ...order, amountWarnings: ['payout-low'] });
    const notice = screen.getByTestId('amount-warnings');
    expect(notice).toHaveAttribute('role', 'alert');
    expect(notice.textContent).toContain(said);
    expect(notice.textContent).toContain(told);
  });

  it('shows nothing when the figures are within the terms', () => {
    const { container } = inLang('en', order);
    expect(container).toBeEmptyDOMElement();
  });
});
