import type { Metadata } from 'next';
import { BagPageFrame } from '@/components/cart/bag-page-frame';
import { CheckoutPage, type PaymentReturn } from '@/components/checkout/checkout-page';
import type { DetailsValues } from '@/components/checkout/checkout-draft';
import type { DeliveryOptions } from '@/lib/checkout/delivery';
import { currentUser } from '@/server/runtime/current-user';
import { profileRouteDeps } from '@/server/runtime/profile';
import { readProfile } from '@/server/account/profile-route';
import { erpRefusingOrders, getDeliveryOptions } from '@/server/checkout/delivery';

// /checkout: the delivery options (the ERP's couriers and DAKA pickup stores, through the catalogue
// cache) and, for a signed-in customer, their saved details are read here on the server and passed
// to the client island (which shows no form while the ERP is unavailable); the
// cart itself lives in the browser. The order is placed through POST /api/checkout, and the card
// is typed on JCC's hosted page, never here. Per visitor: never stored in a shared cache.

export const metadata: Metadata = { title: 'Checkout', robots: { index: false, follow: false } };

type Query = Record<string, string | string[] | undefined>;

const EMPTY: DetailsValues = {
  email: '',
  phone: '',
  firstName: '',
  lastName: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  country: 'Cyprus',
};

const NO_OPTIONS: DeliveryOptions = { couriers: [], pickups: [] };

async function savedDetails(): Promise<{ signedIn: boolean; details: DetailsValues }> {
  const user = await currentUser();
  if (!user) return { signedIn: false, details: EMPTY };
  const found = await readProfile(profileRouteDeps, user);
  if (!found.ok) return { signedIn: true, details: { ...EMPTY, email: user.email ?? '' } };
  const { profile, address } = found.data;
  return {
    signedIn: true,
    details: {
      email: profile.email,
      phone: address.phone || profile.phone,
      firstName: profile.firstName,
      lastName: profile.lastName,
      address: address.address,
      city: address.city,
      state: address.state,
      zipCode: address.zip,
      country: address.country || EMPTY.country,
    },
  };
}

const paymentReturn = (value: Query[string]): PaymentReturn =>
  value === 'declined' || value === 'unknown' ? value : null;

export default async function Page({ searchParams }: { searchParams: Promise<Query> }) {
  const [query, saved, options] = await Promise.all([searchParams, savedDetails(), getDeliveryOptions()]);
  const unavailable = !options.ok || erpRefusingOrders();
  return (
    <BagPageFrame title="Checkout">
      <CheckoutPage
        options={options.ok ? options.data : NO_OPTIONS}
        signedIn={saved.signedIn}
        initialDetails={saved.details}
        payment={paymentReturn(query.payment)}
        unavailable={unavailable}
      />
    </BagPageFrame>
  );
}
