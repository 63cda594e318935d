// Every message the shop shows, per language and namespace (one JSON file each under en/ and el/).
// English is the reference: the Greek catalogue must have every key it has, which typecheck
// enforces here and tests/unit/i18n/catalogue.test.ts checks further (placeholders, no English).
import type { Locale } from '@/lib/i18n/locales';
import en_common from './en/common.json';
import en_layout from './en/layout.json';
import en_catalogue from './en/catalogue.json';
import en_product from './en/product.json';
import en_cart from './en/cart.json';
import en_search from './en/search.json';
import en_checkout from './en/checkout.json';
import en_account from './en/account.json';
import en_withdrawal from './en/withdrawal.json';
import en_orders from './en/orders.json';
import en_content from './en/content.json';
import en_legal from './en/legal.json';
import en_mail from './en/mail.json';
import en_validation from './en/validation.json';
import en_status from './en/status.json';
import en_newsletter from './en/newsletter.json';
import en_gateway from './en/gateway.json';
import en_http from './en/http.json';
import en_home from './en/home.json';
import el_common from './el/common.json';
import el_layout from './el/layout.json';
import el_catalogue from './el/catalogue.json';
import el_product from './el/product.json';
import el_cart from './el/cart.json';
import el_search from './el/search.json';
import el_checkout from './el/checkout.json';
import el_account from './el/account.json';
import el_withdrawal from './el/withdrawal.json';
import el_orders from './el/orders.json';
import el_content from './el/content.json';
import el_legal from './el/legal.json';
import el_mail from './el/mail.json';
import el_validation from './el/validation.json';
import el_status from './el/status.json';
import el_newsletter from './el/newsletter.json';
import el_gateway from './el/gateway.json';
import el_http from './el/http.json';
import el_home from './el/home.json';

const en = {
  common: en_common,
  layout: en_layout,
  catalogue: en_catalogue,
  product: en_product,
  cart: en_cart,
  search: en_search,
  checkout: en_checkout,
  account: en_account,
  withdrawal: en_withdrawal,
  orders: en_orders,
  content: en_content,
  legal: en_legal,
  mail: en_mail,
  validation: en_validation,
  status: en_status,
  newsletter: en_newsletter,
  gateway: en_gateway,
  http: en_http,
  home: en_home,
};

export type Messages = typeof en;
export type Namespace = keyof Messages;

const el: Messages = {
  common: el_common,
  layout: el_layout,
  catalogue: el_catalogue,
  product: el_product,
  cart: el_cart,
  search: el_search,
  checkout: el_checkout,
  account: el_account,
  withdrawal: el_withdrawal,
  orders: el_orders,
  content: el_content,
  legal: el_legal,
  mail: el_mail,
  validation: el_validation,
  status: el_status,
  newsletter: el_newsletter,
  gateway: el_gateway,
  http: el_http,
  home: el_home,
};

export const MESSAGES: Record<Locale, Messages> = { en, el };
