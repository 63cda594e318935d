// @ts-check
// Who makes each sandbox brand (GPSR 2023/988 Art. 19): the manufacturer's name, postal and
// electronic address and country, and for brands made outside the EU their EU responsible person;
// and the safety warnings kids' clothes carry (EN 14682: cords; EN 71-1: small parts).
// Field names are inferred (docs/erp-contract.md, "Product safety facts").

/** Brands made outside the EU, by record, with their country: they name an EU responsible person. */
const NON_EU = /** @type {Record<number, [string, string]>} */ ({
  9: ['US', '410 Harbor Drive\nPortland, ME 04101\nUnited States'],
  14: ['GB', '22 Wharf Road\nLondon N1 7GR\nUnited Kingdom'],
  19: ['GB', '5 Mill Lane\nManchester M4 1HN\nUnited Kingdom'],
  22: ['GB', '18 Quayside\nBristol BS1 4RN\nUnited Kingdom'],
  24: ['US', '900 Pine Street\nSeattle, WA 98101\nUnited States'],
});

const EU_CITIES = /** @type {[string, string, string][]} */ ([
  ['IT', 'Via Roma 14\n20121 Milano', 'Italy'],
  ['ES', 'Calle Mayor 8\n28013 Madrid', 'Spain'],
  ['PT', 'Rua Augusta 40\n1100-053 Lisboa', 'Portugal'],
  ['GR', 'Ermou 25\n105 63 Athina', 'Greece'],
  ['CY', 'Griva Digeni 61\n3101 Limassol', 'Cyprus'],
]);

/** The company form a maker's name ends in, by country. @type {Record<string, string>} */
const LEGAL_FORM = { US: 'Inc.', GB: 'Ltd', IT: 'S.r.l.', ES: 'S.L.', PT: 'Lda.', GR: 'S.A.', CY: 'Ltd' };

/** The EU responsible person every non-EU brand in the sandbox names (one importer). */
const EU_RESPONSIBLE =
  'Ruck Fashion Ltd\n28 Anexartisias Street\n3036 Limassol\nCyprus\ncompliance@ruck.example';

/**
 * The manufacturer fields of brand `record` (1-based), named `webname`.
 * @param {number} record @param {string} webname
 */
export function makerFields(record, webname) {
  const domain = `${webname.toLowerCase().replace(/[^a-z]+/g, '')}.example`;
  const nonEu = NON_EU[record];
  const [country, street, countryName] = nonEu
    ? [nonEu[0], nonEu[1], '']
    : EU_CITIES[record % EU_CITIES.length];
  return {
    manufacturer: `${webname} ${LEGAL_FORM[country]}`,
    '*address': countryName ? `${street}\n${countryName}` : street,
    email: `safety@${domain}`,
    country,
    '*eu_responsible': nonEu ? EU_RESPONSIBLE : null,
  };
}

/**
 * Safety warnings a kids' item carries: cords on hoodies and shorts (drawstrings), small parts on
 * party dresses (sequins and beads); none on grown-ups' clothes.
 * @param {boolean} kids @param {string} kind @param {string} name
 */
export function warningsFor(kids, kind, name) {
  if (!kids) return null;
  if (kind === 'hoodie' || kind === 'shorts')
    return 'Warning: contains cords. Not suitable for children under 7; remove the cord for younger children.';
  if (/party/i.test(name))
    return 'Warning: small parts (sequins and beads) may come loose. Not suitable for children under 3.';
  return null;
}

/**
 * An EAN-13 barcode for item `record`: '520' (the GS1 prefix of Greece and Cyprus), the record
 * padded to nine digits, and its check digit.
 * @param {number} record
 */
export function barcodeFor(record) {
  const body = `520${String(record).padStart(9, '0')}`;
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (i % 2 ? 3 : 1), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}
