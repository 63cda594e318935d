import { AddressForm, type AddressValues } from './address-form';
import { ProfileForm, type ProfileValues } from './profile-form';

export interface AccountDetailsData {
  profile: ProfileValues;
  address: AddressValues;
}

/** The details section: the profile form and the address form, prefilled from the ERP. */
export function AccountDetails({
  data,
  unavailable,
}: {
  data: AccountDetailsData | null;
  unavailable: string;
}) {
  if (!data)
    return (
      <p role="alert" className="text-sm text-sale">
        {unavailable}
      </p>
    );
  return (
    <div className="grid max-w-3xl gap-12">
      <ProfileForm initial={data.profile} />
      <AddressForm initial={data.address} />
    </div>
  );
}
