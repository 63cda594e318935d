'use client';

import { useEffect, useState } from 'react';
import { openCartDrawer } from '@/components/cart/cart-drawer-store';
import { addToCart } from '@/components/cart/use-cart';
import { FillImage } from '@/components/ui/fill-image';
import { CloseButton } from '@/components/ui/close-button';
import { showToast } from '@/components/ui/toast';
import { ModalDialog, ModalTitle, type ReturnFocus } from '@/components/ui/modal-dialog';
import { QUANTITY_MIN } from '@/lib/constants';
import { formatMoney } from '@/lib/money';
import { useLocale, useTexts } from '@/components/i18n/client-texts-context';
import { fill } from '@/lib/i18n/fill';
import {
  cartInput,
  imagesOf,
  isAvailable,
  optionsProblem,
  quickAddSize,
  type OptionsProblem,
  type ProductOptions,
} from '@/lib/product-options';
import type { ProductColour } from '@/lib/types';
import { Link } from '@/components/ui/link';
import { AddToBagRow, ColourPicker, SizePicker } from './option-pickers';
import { loadOptions, type QuickAddRequest } from './quick-add-data';

export interface QuickAddDialogProps {
  request: QuickAddRequest;
  /** Already fetched (bestsellers fetch before deciding), else fetched here. */
  options: ProductOptions | null;
  onClose: () => void;
  /** The card's Quick Add link. */
  returnFocus: ReturnFocus;
}

/** The options (quick-add) dialog; adding to the cart closes it. */
export default function QuickAddDialog({
  request,
  options: given,
  onClose,
  returnFocus,
}: QuickAddDialogProps) {
  const t = useTexts('product');
  const locale = useLocale();
  const [options, setOptions] = useState(given);
  useEffect(() => {
    if (given) return;
    const abort = new AbortController();
    loadOptions(request, locale, abort.signal).then(setOptions, () => {});
    return () => abort.abort();
  }, [given, request, locale]);

  return (
    <ModalDialog
      onClose={onClose}
      returnFocus={returnFocus}
      aria-busy={!options}
      placement="items-center justify-center"
      className="max-h-[90dvh] w-[min(40rem,calc(100%-2rem))] overflow-y-auto bg-white text-ink shadow-xl"
      data-testid="quick-add-dialog"
    >
      <div className="relative p-5 sm:p-6">
        <CloseButton label={t.close} onClick={onClose} className="absolute top-2 right-2" />
        <ModalTitle className="pr-12 text-lg font-semibold">
          {options?.name ?? request.fallback.name}
        </ModalTitle>
        {options ? (
          <QuickAddForm options={options} onAdded={onClose} />
        ) : (
          <p className="mt-6 text-sm text-muted">{t.loading}</p>
        )}
      </div>
    </ModalDialog>
  );
}

/** Opens with the first colour and quantity 1 (spec); a size only when there is just one (quickAddSize). */
function QuickAddForm({ options, onAdded }: { options: ProductOptions; onAdded: () => void }) {
  const t = useTexts('product');
  const locale = useLocale();
  const [colour, setColour] = useState<ProductColour | null>(options.colours[0] ?? null);
  const [size, setSize] = useState<string | null>(() => quickAddSize(options, options.colours[0] ?? null));
  const [quantity, setQuantity] = useState(QUANTITY_MIN);
  const [problem, setProblem] = useState<OptionsProblem | null>(null);
  const chosen = size && isAvailable(options, colour, size) ? size : null;
  const image = imagesOf(options, colour?.code)[0];

  const add = () => {
    const found = optionsProblem(options, { size: chosen, colour });
    if (found) return setProblem(found);
    addToCart(cartInput(options, colour, chosen, quantity));
    showToast(fill(t.added, { name: options.name }));
    onAdded();
    // As the product page's ADD TO BAG does: the one mini-cart shows what is in the bag now. Once
    // this dialog has closed and given focus back to the card's Quick Add, so that closing the
    // drawer returns there too.
    setTimeout(openCartDrawer, 0);
  };

  return (
    <div className="mt-4 grid gap-5 sm:grid-cols-[10rem_1fr]">
      <div className="relative hidden aspect-4/5 overflow-hidden bg-neutral-100 sm:block">
        {image && <FillImage src={image} alt="" sizes="160px" maxWidth={384} className="object-cover" />}
      </div>
      <div className="space-y-5">
        <p className="text-base">
          {formatMoney(options.priceCents, locale)}
          {options.originalPriceCents !== undefined && (
            <span className="ml-2 text-sm text-muted">
              {t.priorPrice} <s>{formatMoney(options.originalPriceCents, locale)}</s>
            </span>
          )}
        </p>
        <ColourPicker
          name="quick-colour"
          colours={options.colours}
          value={colour}
          onChange={(c) => {
            setColour(c);
            setProblem(null);
          }}
        />
        <SizePicker
          name="quick-size"
          options={options}
          colour={colour}
          value={chosen}
          onChange={(s) => {
            setSize(s);
            setProblem(null);
          }}
        />
        {problem && (
          <div role="alert" className="border-l-4 border-sale bg-red-50 px-3 py-2 text-sm">
            <p className="font-semibold">
              {problem.title === 'Size Required' ? t.sizeRequired : t.colourRequired}
            </p>
            <p>{problem.title === 'Size Required' ? t.sizeRequiredMessage : t.colourRequiredMessage}</p>
          </div>
        )}
        <AddToBagRow quantity={quantity} onQuantity={setQuantity} onAdd={add} />
        <Link href={options.href} className="link">
          {t.viewDetails}
        </Link>
      </div>
    </div>
  );
}
