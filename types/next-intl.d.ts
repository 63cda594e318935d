import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/messages';

// Typed message keys and languages for next-intl's getTranslations and createTranslator.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
