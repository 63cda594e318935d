// Who the shop is: one module for the names, contacts and links shown across the site.

export const site = {
  name: 'RUCK',
  legalName: 'Ruck Fashion Ltd',
  tagline: 'Clothing and accessories for men, women and kids, from the brands we distribute in Cyprus.',
  about:
    'RUCK is a Cyprus shop backed by a wholesale clothing company that distributes third-party brands across the island.',
  address: { street: '28 Anexartisias Street', city: 'Limassol', zip: '3036', country: 'Cyprus' },
  phone: '+357 25 000 000',
  supportEmail: 'support@ruck.example',
  social: [
    { name: 'Instagram', href: 'https://www.instagram.com/' },
    { name: 'Facebook', href: 'https://www.facebook.com/' },
    { name: 'TikTok', href: 'https://www.tiktok.com/' },
  ],
  paymentCards: ['Visa', 'Mastercard', 'Maestro'],
} as const;
