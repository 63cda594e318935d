import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { ClientTexts } from '@/components/i18n/client-texts';
import { BagPageFrame } from '@/components/cart/bag-page-frame';
import { CheckoutPage, type PaymentReturn } from '@/components/checkout/checkout-page';
import type { DetailsValues } from '@/components/checkout/checkout-draft';
import { HOME_COUNTRY, listedCountry } from '@/lib/checkout/countries';
import type { DeliveryOptions } from '@/lib/checkout/delivery';
import { pickupStore } from '@/lib/checkout/delivery-names';
import { PrecontractInfo } from '@/components/checkout/precontract-info';
import { hoursText } from '@/lib/site';
import { config } from '@/server/config';
import { currentUser } from '@/server/runtime/current-user';
import { profileRouteDeps } from '@/server/runtime/profile';
import { readProfile } from '@/server/account/profile-route';
import { erpRefusingOrders, getDeliveryOptions } from '@/server/checkout/delivery';
import { shopTrader } from '@/server/trader';

// /checkout: the delivery options (the ERP's couriers and DAKA pickup stores, through the catalogue
// cache, each store with its opening hours as /stores shows them) and, for a signed-in customer,
// their saved details are read here on the server and passed to the client island (which shows no
// form while the ERP is unavailable), with the pre-contract information rendered here; the cart itself lives in the browser. The order is placed through POST /api/checkout, and the card
// is typed on JCC's hosted page, never here. Per visitor: never stored in a shared cache.

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('checkout');
  return { title: t('title'), robots: { index: false, follow: false } };
}

type Query = Record<string, string | string[] | undefined>;

const EMPTY: DetailsValues = {
  email: '',
  phone: '',
  firstName: '',
  lastName: '',
  country: HOME_COUNTRY,
  address: '',
  city: '',
  zipCode: '',
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
      // A saved country the list does not have is left for the shopper to choose.
      country: address.country ? listedCountry(address.country) : HOME_COUNTRY,
      address: address.address,
      city: address.city,
      zipCode: address.zip,
    },
  };
}

/** Each pickup point's store hours ('Mon-Sat 10:30-20:00'), by the pickup's id. */
const pickupHours = (options: DeliveryOptions): Record<number, string[]> =>
  Object.fromEntries(options.pickups.map((p) => [p.id, pickupStore(p.name)?.hours.map(hoursText) ?? []]));

const paymentReturn = (value: Query[string]): PaymentReturn =>
  value === 'declined' || value === 'unknown' ? value : null;

export default async function Page({ searchParams }: { searchParams: Promise<Query> }) {
  const [query, saved, options] = await Promise.all([searchParams, savedDetails(), getDeliveryOptions()]);
  const unavailable = !options.ok || erpRefusingOrders();
  const delivery = options.ok ? options.data : NO_OPTIONS;
  const t = await getTranslations('checkout');
  return (
    <BagPageFrame title={t('title')}>
      <ClientTexts namespaces={['checkout']}>
        <CheckoutPage
          options={delivery}
          pickupHours={pickupHours(delivery)}
          signedIn={saved.signedIn}
          initialDetails={saved.details}
          payment={paymentReturn(query.payment)}
          unavailable={unavailable}
          precontract={
            <PrecontractInfo trader={shopTrader()} origin={config().siteUrl} locale={await getLocale()} />
          }
        />
      </ClientTexts>
    </BagPageFrame>
  );
}
