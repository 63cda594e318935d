import { fill } from '@/lib/i18n/fill';
import type { Locale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/messages';

/** The pre-contract information's words in one language (messages/<locale>/checkout.json). */
export const precontractTexts = (locale: Locale) => MESSAGES[locale].checkout.precontract;

export { fill };
