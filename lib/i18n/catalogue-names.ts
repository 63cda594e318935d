import type { Locale } from './locales';
import { hasGreekColourName } from './variant-names';
import { catalogueNameKey, greekUpper, isUpperCase, lookup } from './name-lookup';

// The catalogue's display names in Greek, in one place (issue 31): category and main-category
// names (colours and the size labels that are words: variant-names.ts). The ERP sends English (and its
// Italian markers are stripped before this); a name not listed here shows as the ERP sends it.
// English is a passthrough. Keys are folded (upper case, one kind of apostrophe, single spaces),
// so 'T-SHIRTS', 'T-Shirts' and 't-shirts ' all find the same entry.

const CATEGORY_NAMES: Record<string, string> = {
  // Main categories (types) and genders.
  CLOTHING: 'Ρούχα',
  ACCESSORIES: 'Αξεσουάρ',
  MEN: 'Άνδρες',
  WOMEN: 'Γυναίκες',
  KIDS: 'Παιδικά',
  JUNIOR: 'Παιδικά',
  BOYS: 'Αγόρια',
  GIRLS: 'Κορίτσια',
  BRANDS: 'Μάρκες',
  OUTLET: 'Outlet',
  HOME: 'Αρχική',
  BESTSELLERS: 'Τα πιο δημοφιλή',
  'NEW ARRIVALS': 'Νέες αφίξεις',
  'ALL PRODUCTS': 'Όλα τα προϊόντα',
  'CLOTHING & ACCESSORIES': 'Ρούχα & αξεσουάρ',
  CATEGORY: 'Κατηγορία',
  'MORE CATEGORIES': 'Περισσότερες κατηγορίες',
  OTHER: 'Άλλα',
  APPAREL: 'Ρούχα',
  "MEN'S APPAREL": 'Ανδρικά ρούχα',
  "WOMEN'S APPAREL": 'Γυναικεία ρούχα',
  "MEN'S JEANS": 'Ανδρικά τζιν',
  "WOMEN'S JEANS": 'Γυναικεία τζιν',
  BRAND: 'Μάρκα',
  // Categories.
  'T-SHIRTS': 'Μπλουζάκια',
  SHIRTS: 'Πουκάμισα',
  JEANS: 'Τζιν',
  TROUSERS: 'Παντελόνια',
  KNITWEAR: 'Πλεκτά',
  JACKETS: 'Μπουφάν',
  SHORTS: 'Σορτς',
  SHOES: 'Παπούτσια',
  DRESSES: 'Φορέματα',
  SKIRTS: 'Φούστες',
  BAGS: 'Τσάντες',
  HATS: 'Καπέλα',
  BELTS: 'Ζώνες',
  SCARVES: 'Κασκόλ & φουλάρια',
  HOODIES: 'Φούτερ',
  SWIMWEAR: 'Μαγιό',
  'TOPS & T-SHIRTS': 'Τοπ & μπλουζάκια',
  'SHIRTS & BLOUSES': 'Πουκάμισα & μπλούζες',
  BASICS: 'Βασικά',
  "BOYS' T-SHIRTS & POLOS": 'Μπλουζάκια & πόλο για αγόρια',
  "BOYS' JEANS": 'Τζιν για αγόρια',
  "BOYS' HOODIES & SWEATSHIRTS": 'Φούτερ για αγόρια',
  "BOYS' SHORTS": 'Σορτς για αγόρια',
  "GIRLS' TOPS & T-SHIRTS": 'Τοπ & μπλουζάκια για κορίτσια',
  "GIRLS' DRESSES": 'Φορέματα για κορίτσια',
  "GIRLS' JEANS": 'Τζιν για κορίτσια',
  "GIRLS' SKIRTS": 'Φούστες για κορίτσια',
  // Subcategories.
  'CREW NECK': 'Στρογγυλή λαιμόκοψη',
  'V-NECK': 'Λαιμόκοψη V',
  POLO: 'Πόλο',
  'GRAPHIC TEES': 'Τυπωμένα μπλουζάκια',
  ARCHIVE: 'Αρχείο',
  OXFORD: 'Oxford',
  LINEN: 'Λινά',
  FLANNEL: 'Φανελένια',
  OVERSHIRTS: 'Πουκάμισα-μπουφάν',
  SLIM: 'Στενή γραμμή',
  STRAIGHT: 'Ίσια γραμμή',
  RELAXED: 'Χαλαρή γραμμή',
  SKINNY: 'Skinny',
  TAPERED: 'Στενεύουν στο πόδι',
  SAMPLES: 'Δείγματα',
  CHINOS: 'Chino',
  CARGO: 'Cargo',
  JOGGERS: 'Jogger',
  SWEATERS: 'Πουλόβερ',
  CARDIGANS: 'Ζακέτες',
  BOMBER: 'Bomber',
  'DENIM JACKETS': 'Τζιν μπουφάν',
  PUFFER: 'Φουσκωτά μπουφάν',
  OVERCOATS: 'Παλτά',
  'CHINO SHORTS': 'Σορτς chino',
  'DENIM SHORTS': 'Τζιν σορτς',
  'CARGO SHORTS': 'Σορτς cargo',
  SNEAKERS: 'Αθλητικά',
  BOOTS: 'Μπότες',
  LOAFERS: 'Μοκασίνια',
  TOPS: 'Τοπ',
  TANKS: 'Αμάνικα',
  BODYSUITS: 'Κορμάκια',
  MINI: 'Μίνι',
  MIDI: 'Μίντι',
  MAXI: 'Μάξι',
  'SHIRT DRESSES': 'Φορέματα-πουκάμισα',
  'MINI SKIRTS': 'Μίνι φούστες',
  'MIDI SKIRTS': 'Μίντι φούστες',
  PLEATED: 'Πλισέ',
  BOYFRIEND: 'Boyfriend',
  'WIDE LEG': 'Φαρδύ μπατζάκι',
  MOM: 'Mom',
  FLARE: 'Καμπάνα',
  BLAZERS: 'Σακάκια',
  TRENCH: 'Καπαρντίνες',
  BLOUSES: 'Μπλούζες',
  SANDALS: 'Πέδιλα',
  HEELS: 'Τακούνια',
  BACKPACKS: 'Σακίδια πλάτης',
  'MESSENGER BAGS': 'Τσάντες messenger',
  WALLETS: 'Πορτοφόλια',
  CAPS: 'Καπέλα jockey',
  BEANIES: 'Σκουφιά',
  'LEATHER BELTS': 'Δερμάτινες ζώνες',
  CROSSBODY: 'Τσάντες χιαστί',
  TOTES: 'Τσάντες shopper',
  CLUTCHES: 'Τσαντάκια',
  'SHOULDER BAGS': 'Τσάντες ώμου',
  'BUCKET HATS': 'Καπέλα bucket',
  'WAIST BELTS': 'Ζώνες μέσης',
  'SCARVES & WRAPS': 'Κασκόλ & φουλάρια',
  "BOYS' T-SHIRTS": 'Μπλουζάκια για αγόρια',
  "BOYS' POLOS": 'Πόλο για αγόρια',
  "BOYS' SLIM JEANS": 'Τζιν στενή γραμμή για αγόρια',
  "BOYS' REGULAR JEANS": 'Τζιν κανονική γραμμή για αγόρια',
  "BOYS' HOODIES": 'Φούτερ με κουκούλα για αγόρια',
  "BOYS' SWEATSHIRTS": 'Φούτερ για αγόρια',
  "BOYS' EVERYDAY SHORTS": 'Καθημερινά σορτς για αγόρια',
  "GIRLS' T-SHIRTS": 'Μπλουζάκια για κορίτσια',
  "GIRLS' TOPS": 'Τοπ για κορίτσια',
  "GIRLS' DAY DRESSES": 'Καθημερινά φορέματα για κορίτσια',
  PARTY: 'Για πάρτι',
  "GIRLS' SKINNY JEANS": 'Τζιν skinny για κορίτσια',
  "GIRLS' WIDE LEG JEANS": 'Τζιν φαρδύ μπατζάκι για κορίτσια',
  "GIRLS' EVERYDAY SKIRTS": 'Καθημερινές φούστες για κορίτσια',
  'BASIC TEES': 'Βασικά μπλουζάκια',
  'SWIM SHORTS': 'Μαγιό σορτς',
};

const OTHER_OF = /^other (.+)$/i;

/**
 * A category, subcategory, main-category or gender name in the language; unknown names stay. The
 * items of a hidden subcategory are filed as 'Other <category>' (record 0079): «Λοιπά <category>».
 */
export function categoryName(name: string, locale: Locale): string {
  const other = OTHER_OF.exec(name.trim());
  if (locale === 'el' && other && hasGreekName('category', other[1])) {
    const rest = lookup(CATEGORY_NAMES, other[1], locale);
    const shown = `Λοιπά ${rest.charAt(0).toLocaleLowerCase('el') + rest.slice(1)}`;
    return isUpperCase(name) ? greekUpper(shown) : shown;
  }
  return lookup(CATEGORY_NAMES, name, locale);
}

/** Whether a Greek name is known (for tests and reports of missing names). */
export function hasGreekName(kind: 'category' | 'colour', name: string): boolean {
  return kind === 'category' ? catalogueNameKey(name) in CATEGORY_NAMES : hasGreekColourName(name);
}

const SEARCH_TITLE = /^Search results for "(.*)"$/s;
const POSSESSIVE_TITLE = /^(MEN'S|WOMEN'S) (.+)$/s;
const GREEK_POSSESSIVE: Record<string, string> = { "MEN'S": 'ΑΝΔΡΙΚΑ', "WOMEN'S": 'ΓΥΝΑΙΚΕΙΑ' };

/**
 * A listing's title or breadcrumb label in the language. The listing pages compute them once in
 * English (the page is memoized across languages); this reads them back: "MEN'S JEANS" →
 * 'ΑΝΔΡΙΚΑ ΤΖΙΝ', 'Search results for "x"' → 'Αποτελέσματα αναζήτησης για «x»', 'Home' →
 * 'Αρχική', a category name by categoryName, anything else (a brand) as it is.
 */
export function listingLabel(label: string, locale: Locale): string {
  if (locale === 'en') return label;
  const search = SEARCH_TITLE.exec(label);
  if (search) return `Αποτελέσματα αναζήτησης για «${search[1]}»`;
  const possessive = POSSESSIVE_TITLE.exec(label);
  if (possessive) {
    const rest = categoryName(possessive[2], locale);
    return `${GREEK_POSSESSIVE[possessive[1]]} ${greekUpper(rest)}`;
  }
  return categoryName(label, locale);
}

/** A listing page's metadata title: the title, and '(page N)' past the first page. */
export function listingPageTitle(title: string, page: number, locale: Locale): string {
  const shown = listingLabel(title, locale);
  if (page <= 1) return shown;
  return locale === 'el' ? `${shown} (σελίδα ${page})` : `${shown} (page ${page})`;
}

/** A price band's label in the language: 'Under €50' → 'Έως 50 €', '€50 - €100' → '50 € - 100 €'. */
export function priceBandName(label: string, locale: Locale): string {
  if (locale === 'en') return label;
  return label
    .replace(/^Under /, 'Έως ')
    .replace(/^Over /, 'Πάνω από ')
    .replace(/€(\d+)/g, '$1 €');
}

/** Fibre names (Regulation 1007/2011 Annex I) and the parts a composition names, in Greek. */
const FIBRE_NAMES: Record<string, string> = {
  COTTON: 'Βαμβάκι',
  'ORGANIC COTTON': 'Βιολογικό βαμβάκι',
  'COTTON CANVAS': 'Βαμβακερός καμβάς',
  'COTTON DENIM': 'Βαμβακερό ντένιμ',
  POLYESTER: 'Πολυεστέρας',
  'RECYCLED POLYESTER': 'Ανακυκλωμένος πολυεστέρας',
  WOOL: 'Μαλλί',
  'MERINO WOOL': 'Μαλλί μερινό',
  LINEN: 'Λινάρι',
  POLYAMIDE: 'Πολυαμίδιο',
  NYLON: 'Πολυαμίδιο',
  POLYURETHANE: 'Πολυουρεθάνη',
  ELASTANE: 'Ελαστάνη',
  VISCOSE: 'Βισκόζη',
  SILK: 'Μετάξι',
  ACRYLIC: 'Ακρυλικό',
  CASHMERE: 'Κασμίρ',
  MODAL: 'Μοντάλ',
  LYOCELL: 'Λυοσέλ',
  LEATHER: 'Δέρμα',
  SUEDE: 'Καστόρι',
  RUBBER: 'Καουτσούκ',
  OUTER: 'Εξωτερικό',
  SHELL: 'Εξωτερικό',
  LINING: 'Φόδρα',
  UPPER: 'Άνω μέρος',
  SOLE: 'Σόλα',
  FILLING: 'Γέμιση',
};

/**
 * A fibre composition ('Outer: 70% Wool, 30% Polyamide.') in the language: each named fibre and
 * part that is known; the shares, and any name not known, as the ERP sends them.
 */
export function fibreCompositionIn(composition: string, locale: Locale): string {
  if (locale === 'en') return composition;
  return composition.replace(
    /[A-Za-z][A-Za-z ]*[A-Za-z]|[A-Za-z]/g,
    (name) => FIBRE_NAMES[catalogueNameKey(name)] ?? name,
  );
}
