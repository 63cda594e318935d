// The listing islands read their strings from the texts a listing page provides (catalogue,
// search): tests render them inside the same provider, in English unless they say otherwise.
import { render as rtlRender, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { WithTexts } from '@/tests/helpers/client-texts';

export function render(ui: ReactElement, options: RenderOptions & { locale?: Locale } = {}) {
  const { locale = 'en', ...rest } = options;
  return rtlRender(ui, {
    wrapper: ({ children }) => (
      <WithTexts locale={locale} namespaces={['catalogue', 'search', 'product']}>
        {children}
      </WithTexts>
    ),
    ...rest,
  });
}
