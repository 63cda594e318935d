import { RETURN_CONDITION, RETURN_PROCESSING } from '@/lib/policy';
import { site } from '@/lib/site';

// How to send a return back, in the confirmation mail and on the screen after a request: the
// facts come from lib/policy.ts and the shop's address from lib/site.ts.

export const RETURN_ADDRESS = `${site.name}, ${site.address.street}, ${site.address.zip} ${site.address.city}, ${site.address.country}`;

/** The steps, each a sentence, for the order `reference`. */
export function returnInstructions(reference: string): string[] {
  return [
    `Pack the items ${RETURN_CONDITION}.`,
    `Send the parcel with a tracked service to ${RETURN_ADDRESS}, with your order number ${reference} inside.`,
    'You pay for the return shipping.',
    `Returns are processed in ${RETURN_PROCESSING}.`,
  ];
}
