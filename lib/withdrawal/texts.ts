// Every text of the withdrawal function and the order-status lookup, in one place (Directive
// 2011/83/EU Art. 11a as amended by Directive (EU) 2023/2673: the function's and the confirm
// button's labels are the Directive's words). Decision records 0085 and 0086.

/** The online withdrawal function's page. */
export const WITHDRAW_PATH = '/withdraw';

export const WITHDRAWAL_TEXTS = {
  /** The function's label everywhere it is offered (footer, confirmation, mails, order history). */
  link: 'Withdraw from contract here',
  confirmButton: 'Confirm withdrawal',
  pageTitle: 'Withdraw from contract',
  lead: 'You may withdraw from your purchase within 14 days of delivery without giving a reason. Tell us which order and, if not all of it, which items.',
  reviewTitle: 'Check your withdrawal',
  reviewLead: 'This is what we will receive. Your withdrawal is recorded only when you confirm it.',
  doneTitle: 'Withdrawal received',
  doneLead: 'We have received your withdrawal. A confirmation has been sent to the email of your order.',
  nameLabel: 'Your name',
  linesLegend: 'Items you withdraw from',
  nameMissing: 'Enter your name.',
  noLines: 'Choose at least one item.',
  windowClosed: 'The withdrawal period for this order has ended. Please contact us with your order number.',
  alreadyWithdrawn: 'A withdrawal has already been received for one of these items.',
  nothingLeft: 'Every item of this order has already been withdrawn from.',
} as const;

export const ORDER_LOOKUP_TEXTS = {
  statusTitle: 'Order status',
  statusLead: 'Enter your order number and the email you ordered with.',
  orderNumberLabel: 'Order number',
  emailLabel: 'Email',
  find: 'Find my order',
  /** The one answer for every order that does not match both: nothing tells which part was wrong. */
  noMatch: 'We could not find an order with that number and email. Check both and try again.',
  invalid: 'Enter your order number and a valid email.',
  /** What each state of a paid order means to the shopper. */
  state: {
    paid: 'Payment received: we are preparing your order.',
    sent: 'Passed to our warehouse for delivery.',
  } as Record<string, string>,
  another: 'Look up another order',
} as const;
