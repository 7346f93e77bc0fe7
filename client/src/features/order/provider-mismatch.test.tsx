import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import de from '../../lib/i18n/catalogues/de.js';
import fa from '../../lib/i18n/catalogues/fa.js';
import { LangContext, registerCatalogue } from '../../lib/i18n/i18n.js';
import { RuntimeConfigContext } from '../../lib/runtime-config-context.js';
import { TEST_RUNTIME_CONFIG } from '../../test/render-with-providers.js';
import { ProviderMismatchNotice } from './provider-mismatch.js';

// With script, in German and Persian: the warning that replaces a deposit the provider changed.

beforeAll(() => {
  registerCatalogue('de', de);
  registerCatalogue('fa', fa);
});

describe('a deposit the provider changed', () => {
  it.each([
    ['de', 'Sende nichts für diesen Auftrag'],
    ['fa', 'برای این سفارش هیچ چیزی ارسال نکنید'],
  ] as const)('is replaced by the warning in %s', (lang, text) => {
    render(
      <RuntimeConfigContext value={TEST_RUNTIME_CONFIG}>
        <LangContext value={lang}>
          <ProviderMismatchNotice orderId="s4QwKSFxEiWKk0UNFYG58Q" />
        </LangContext>
      </RuntimeConfigContext>,
    );
    expect(screen.getByTestId('provider-mismatch').textContent).toContain(text);
  });
});
