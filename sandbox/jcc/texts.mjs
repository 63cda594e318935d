// @ts-check
// The hosted page's words in the two languages the shop registers payments in (register.do's
// `language`: 'en' or 'el'), as JCC's own page offers its languages. The sandbox is a stand-in for
// the gateway, not the shop: its words live here, not in the shop's messages/.
import { MESSAGES } from './cards.mjs';

/** @typedef {'en' | 'el'} PageLanguage */

export const TEXTS = Object.freeze({
  en: {
    sandboxNote: 'JCC sandbox gateway: no real card is charged. Test cards are listed in sandbox/README.md.',
    titleSuffix: 'JCC sandbox',
    paymentTitle: 'Payment',
    payByCard: 'Pay by card',
    correct: 'Please correct the following:',
    cardName: 'Name on card',
    cardNumber: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    expiryPlaceholder: 'MM/YY',
    cvc: 'CVC',
    pay: 'Pay',
    cancel: 'Cancel',
    secureTitle: '3-D Secure',
    secureHeading: '3-D Secure check',
    secureText: 'Your bank asks you to confirm this payment (sandbox: choose the outcome).',
    complete: 'Complete',
    fail: 'Fail',
    processingTitle: 'Processing',
    processingHeading: 'Processing your payment',
    processingText: 'Your payment is processing. Please wait…',
    finishedHeading: 'Payment finished',
    finishedText: 'This payment has already been processed.',
    notFoundTitle: 'Not found',
    notFoundHeading: 'Payment not found',
    notFoundText: 'This payment link is not valid.',
    errors: MESSAGES,
  },
  el: {
    sandboxNote:
      'Δοκιμαστική πύλη πληρωμών JCC: καμία πραγματική κάρτα δεν χρεώνεται. Οι δοκιμαστικές κάρτες αναφέρονται στο sandbox/README.md.',
    titleSuffix: 'Δοκιμαστική πύλη JCC',
    paymentTitle: 'Πληρωμή',
    payByCard: 'Πληρωμή με κάρτα',
    correct: 'Παρακαλούμε διορθώστε τα εξής:',
    cardName: 'Όνομα κατόχου κάρτας',
    cardNumber: 'Αριθμός κάρτας',
    expiry: 'Ημερομηνία λήξης (ΜΜ/ΕΕ)',
    expiryPlaceholder: 'ΜΜ/ΕΕ',
    cvc: 'Κωδικός ασφαλείας (CVC)',
    pay: 'Πληρωμή',
    cancel: 'Ακύρωση',
    secureTitle: '3-D Secure',
    secureHeading: 'Έλεγχος 3-D Secure',
    secureText: 'Η τράπεζά σας ζητά να επιβεβαιώσετε αυτή την πληρωμή (δοκιμαστικό: επιλέξτε το αποτέλεσμα).',
    complete: 'Ολοκλήρωση',
    fail: 'Αποτυχία',
    processingTitle: 'Επεξεργασία',
    processingHeading: 'Η πληρωμή σας επεξεργάζεται',
    processingText: 'Η πληρωμή σας βρίσκεται σε επεξεργασία. Παρακαλούμε περιμένετε…',
    finishedHeading: 'Η πληρωμή ολοκληρώθηκε',
    finishedText: 'Αυτή η πληρωμή έχει ήδη διεκπεραιωθεί.',
    notFoundTitle: 'Δεν βρέθηκε',
    notFoundHeading: 'Η πληρωμή δεν βρέθηκε',
    notFoundText: 'Αυτός ο σύνδεσμος πληρωμής δεν είναι έγκυρος.',
    errors: {
      cardName: 'Παρακαλούμε εισαγάγετε το όνομα κατόχου της κάρτας',
      cardNumber: 'Παρακαλούμε εισαγάγετε έγκυρο αριθμό κάρτας',
      expiry: 'Παρακαλούμε εισαγάγετε την ημερομηνία λήξης (ΜΜ/ΕΕ)',
      expired: 'Αυτή η κάρτα έχει λήξει',
      cvc: 'Παρακαλούμε εισαγάγετε τον κωδικό ασφαλείας (CVC)',
    },
  },
});

/** @param {PageLanguage | undefined} language */
export const textsFor = (language) => TEXTS[language === 'el' ? 'el' : 'en'];

/**
 * A card form message (cards.mjs's MESSAGES, in English) in the page's language.
 * @param {PageLanguage | undefined} language @param {string} message
 */
export function cardMessage(language, message) {
  const key = /** @type {(keyof typeof MESSAGES)[]} */ (Object.keys(MESSAGES)).find(
    (k) => MESSAGES[k] === message,
  );
  return key ? textsFor(language).errors[key] : message;
}

/** Money as each language writes it: '€29.90', '29,90 €'. @param {PageLanguage | undefined} language */
export const euroFormat = (language) =>
  new Intl.NumberFormat(language === 'el' ? 'el-CY' : 'en-IE', { style: 'currency', currency: 'EUR' });
