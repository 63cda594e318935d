// Where an order goes and how it was paid, as its pages and mails show them.
export interface OrderFacts {
  /** 'Delivery address' with the address lines, or 'Pick up at' with the store and its address. */
  delivery: { title: string; lines: string[] };
  /** 'Card ending 1115' when the gateway reported the card's last digits, else 'Card'. */
  payment: string;
}
