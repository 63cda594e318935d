// The spec's business constants (section 9), named as the spec names them. Money in cents.

export const FREE_SHIPPING_THRESHOLD_CENTS = 5000;
export const SHIPPING_FEE_CENTS = 300;

export const PRODUCTS_PER_PAGE = 8;
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 10;

export const CAROUSEL_ADVANCE_MS = 6000;
export const CAROUSEL_LOCK_MS = 500;
export const NEWSLETTER_THANK_YOU_MS = 3000;
export const HEADER_SHADOW_AFTER_PX = 50;
export const SCROLL_ANIMATION_MARGIN_PX = 100;
export const SPLASH_SHOW_MS = 800;
export const SPLASH_FADE_MS = 700;

export const CATALOGUE_CACHE_SECONDS = 600;
/** Spec: task queue concurrency is 5 (parallel ERP reads per task, e.g. a cart quote). */
export const TASK_QUEUE_CONCURRENCY = 5;
export const CURRENCY = 'EUR';

/** Spec: every store keeps the same hours (Mon-Sat 10:30-20:00, Sun 11:00-20:00). */
export const STORE_HOURS = [
  {
    label: 'Mon-Sat',
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    opens: '10:30',
    closes: '20:00',
  },
  { label: 'Sun', days: ['Sunday'], opens: '11:00', closes: '20:00' },
] as const;
export const SUPPORT_PHONE_HOURS = 'Monday-Friday 9am-6pm EEST';
/** The home page's Instagram block shows 5 images (spec: the widget's default is 20, the home feed 5). */
export const INSTAGRAM_HOME_COUNT = 5;

/** Spec §9 "Orders and store": the $PosProcessWeb constants and the voucher lookup's location. */
export const ORDER_DOCUMENT_ID = 18;
export const ORDER_LOCATION = '1';
export const ORDER_PAYMENT_METHOD = 'JCC';
export const VOUCHER_LOCATION = '01';
/** Spec §9: the order line that carries the courier fee, and the delivery-method name markers. */
export const DELIVERY_LINE_MODEL = 'DELIVERY';
/** The order line that carries a voucher's discount (negative) [ours: the spec names none]. */
export const VOUCHER_LINE_MODEL = 'VOUCHER';
export const COURIER_NAME_MARKER = 'AKIS EXPRESS';
export const PICKUP_NAME_MARKER = 'DAKA';
/** Cyprus time: the ERP's order date and time are local to the shop. */
export const SHOP_TIME_ZONE = 'Europe/Nicosia';
