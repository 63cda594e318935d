// What a product page must say before purchase besides price and sizes: the fibre composition
// (Textile Regulation 1007/2011 Art. 16), the product identifier and warnings, and the
// manufacturer with its EU responsible person (GPSR 2023/988 Art. 19). Pure rules; the page
// renders them (components/product/product-facts.tsx; docs/decisions/0084-product-safety-facts.md).

/** The EU's member states (ISO 3166 alpha-2): a manufacturer elsewhere needs an EU responsible person. */
const EU_COUNTRIES: ReadonlySet<string> = new Set(
  'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' '),
);

/** Whether a manufacturer in `country` must name an EU responsible person (GPSR Art. 4). */
export function needsEuResponsiblePerson(country: string): boolean {
  return country !== '' && !EU_COUNTRIES.has(country.toUpperCase());
}

/** A memo field's lines, trimmed, empty ones dropped (addresses, warnings: one per line). */
export function memoLines(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r\n?|\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** A sentence naming a fibre share ('55% Linen') or a part's material ('Upper: suede'). */
const FIBRE_SENTENCE = /\d+\s*%|^(?:upper|sole|lining|outer|shell|filling)\s*:/i;

/**
 * The fibre composition out of a 'Composition & Care' note: its leading sentences that name
 * fibres, without the care instructions after them; '' when the note names none.
 * '55% Linen, 45% Cotton. Machine wash at 30°C.' → '55% Linen, 45% Cotton.'
 */
export function fibreComposition(compositionCare: string): string {
  const sentences = compositionCare.split(/(?<=\.)\s+/).filter(Boolean);
  const fibres: string[] = [];
  for (const sentence of sentences) {
    if (!FIBRE_SENTENCE.test(sentence.trim())) break;
    fibres.push(sentence.trim());
  }
  return fibres.join(' ');
}

/** The product identifier as printed: the shop's code, and the barcode when there is one. */
export function productIdentifier(code: string, barcode: string): string {
  return barcode ? `${code} (EAN ${barcode})` : code;
}
