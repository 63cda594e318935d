// @ts-check
// The fixed part of the sandbox catalogue: main categories (file `type`), categories with their
// subcategories (file `category`) and designs. Record numbers are stable: types 1-7 and 23,
// categories from 101, subcategories from 1001, designs from 20 (21 is DENIM, as the spec uses).

/** @typedef {'tshirt'|'shirt'|'jeans'|'trousers'|'shorts'|'sweater'|'hoodie'|'jacket'|'dress'|'skirt'|'shoe'|'bag'|'cap'|'belt'|'scarf'} Kind */
/** @typedef {{web: string, tpl: string, kind?: Kind, hide?: boolean}} SubDef */
/** @typedef {{name: string, kind: Kind, subs: SubDef[], web?: string}} CatDef */
/** @typedef {{record: number, name: string, marker: string, prefix: string, weight: number, kids?: boolean, cats: CatDef[]}} TypeDef */

/**
 * @param {string} name @param {Kind} kind @param {string} subs `Web:template` pairs, `;` separated; `!` hides, a third part overrides the kind
 * @param {string} [web] the web name when it is not the title-cased name
 */
const cat = (name, kind, subs, web) => ({
  name,
  kind,
  ...(web ? { web } : {}),
  subs: subs.split(';').map((s) => {
    const [web, tpl, k] = s.split(':');
    const hide = web.startsWith('!');
    return {
      web: hide ? web.slice(1) : web,
      tpl,
      ...(hide ? { hide } : {}),
      ...(k ? { kind: /** @type {Kind} */ (k) } : {}),
    };
  }),
});

/** @type {TypeDef[]} */
export const TYPES = [
  {
    record: 1,
    name: 'UOMO',
    marker: 'UOMO',
    prefix: 'M',
    weight: 34,
    cats: [
      cat(
        'T-SHIRTS',
        'tshirt',
        'Crew Neck:{a} Crew Neck T-Shirt;V-Neck:{a} V-Neck T-Shirt;Polo:{a} Polo Shirt;Graphic Tees:{a} Graphic T-Shirt;!Archive:{a} T-Shirt',
      ),
      cat(
        'SHIRTS',
        'shirt',
        'Oxford:{a} Oxford Shirt;Linen:Linen Blend Shirt;Flannel:{a} Flannel Shirt;Overshirts:{a} Overshirt',
      ),
      cat(
        'JEANS',
        'jeans',
        'Slim:Slim {a} Jeans;Straight:Straight {a} Jeans;Relaxed:Relaxed {a} Jeans;Skinny:Skinny {a} Jeans;Tapered:Tapered {a} Jeans;!Samples:{a} Jeans',
      ),
      cat('TROUSERS', 'trousers', 'Chinos:{a} Chinos;Cargo:{a} Cargo Trousers;Joggers:{a} Joggers'),
      cat('KNITWEAR', 'sweater', 'Sweaters:{a} Sweater;Hoodies:{a} Hoodie:hoodie;Cardigans:{a} Cardigan'),
      cat(
        'JACKETS',
        'jacket',
        'Bomber:{a} Bomber Jacket;Denim Jackets:{a} Denim Jacket;Puffer:{a} Puffer Jacket;!Overcoats:{a} Overcoat',
      ),
      cat(
        'SHORTS',
        'shorts',
        'Chino Shorts:{a} Chino Shorts;Denim Shorts:{a} Denim Shorts;Cargo Shorts:{a} Cargo Shorts',
      ),
      cat('SHOES', 'shoe', 'Sneakers:{a} Sneakers;Boots:{a} Chelsea Boots;Loafers:{a} Loafers'),
    ],
  },
  {
    record: 2,
    name: 'DONNA',
    marker: 'DONNA',
    prefix: 'W',
    weight: 36,
    cats: [
      cat(
        'T-SHIRTS',
        'tshirt',
        'T-Shirts:{a} T-Shirt;Tops:{a} Top;Tanks:{a} Tank Top;!Bodysuits:{a} Bodysuit',
        'Tops & T-Shirts',
      ),
      cat(
        'DRESSES',
        'dress',
        'Mini:{a} Mini Dress;Midi:{a} Midi Dress;Maxi:{a} Maxi Dress;Shirt Dresses:{a} Shirt Dress',
      ),
      cat(
        'SKIRTS',
        'skirt',
        'Mini Skirts:{a} Mini Skirt;Midi Skirts:{a} Midi Skirt;Pleated:Pleated {a} Skirt',
      ),
      cat(
        'JEANS',
        'jeans',
        'Skinny:Skinny {a} Jeans;Straight:Straight {a} Jeans;Boyfriend:Boyfriend {a} Jeans;Wide Leg:Wide Leg {a} Jeans;Mom:Mom {a} Jeans;!Flare:Flare {a} Jeans',
      ),
      cat('KNITWEAR', 'sweater', 'Sweaters:{a} Sweater;Hoodies:{a} Hoodie:hoodie;Cardigans:{a} Cardigan'),
      cat(
        'JACKETS',
        'jacket',
        'Blazers:{a} Blazer;Denim Jackets:{a} Denim Jacket;Trench:{a} Trench Coat;Puffer:{a} Puffer Jacket',
      ),
      cat('SHIRTS', 'shirt', 'Blouses:{a} Blouse;Shirts:{a} Shirt', 'Shirts & Blouses'),
      cat(
        'SHOES',
        'shoe',
        'Sneakers:{a} Sneakers;Sandals:{a} Sandals;Heels:{a} Heeled Sandals;Boots:{a} Ankle Boots',
      ),
    ],
  },
  {
    record: 3,
    name: 'ACC UOMO',
    marker: 'ACC UOMO',
    prefix: 'AM',
    weight: 6,
    cats: [
      cat('BAGS', 'bag', 'Backpacks:{a} Backpack;Messenger Bags:{a} Messenger Bag;!Wallets:{a} Wallet'),
      cat('HATS', 'cap', 'Caps:{a} Baseball Cap;Beanies:{a} Beanie'),
      cat('BELTS', 'belt', 'Leather Belts:{a} Belt'),
    ],
  },
  {
    record: 4,
    name: 'ACC DONNA',
    marker: 'ACC DONNA',
    prefix: 'AW',
    weight: 8,
    cats: [
      cat(
        'BAGS',
        'bag',
        'Crossbody:{a} Crossbody Bag;Totes:{a} Tote Bag;Clutches:{a} Clutch;Shoulder Bags:{a} Shoulder Bag',
      ),
      cat('HATS', 'cap', 'Caps:{a} Cap;Bucket Hats:{a} Bucket Hat'),
      cat('BELTS', 'belt', 'Waist Belts:{a} Waist Belt'),
      cat('SCARVES', 'scarf', 'Scarves & Wraps:{a} Scarf;!Samples:{a} Scarf'),
    ],
  },
  {
    record: 5,
    name: 'JUNIOR UOMO',
    marker: 'boys',
    prefix: 'KB',
    weight: 7,
    kids: true,
    cats: [
      cat(
        'T-SHIRTS',
        'tshirt',
        "Boys' T-Shirts:Boys' {a} T-Shirt;Boys' Polos:Boys' {a} Polo Shirt",
        "Boys' T-Shirts & Polos",
      ),
      cat(
        'JEANS',
        'jeans',
        "Boys' Slim Jeans:Boys' Slim {a} Jeans;Boys' Regular Jeans:Boys' Regular {a} Jeans",
        "Boys' Jeans",
      ),
      cat(
        'HOODIES',
        'hoodie',
        "Boys' Hoodies:Boys' {a} Hoodie;Boys' Sweatshirts:Boys' {a} Sweatshirt:sweater",
        "Boys' Hoodies & Sweatshirts",
      ),
      cat('SHORTS', 'shorts', "Boys' Everyday Shorts:Boys' {a} Shorts", "Boys' Shorts"),
    ],
  },
  {
    record: 6,
    name: 'JUNIOR DONNA',
    marker: 'girls',
    prefix: 'KG',
    weight: 7,
    kids: true,
    cats: [
      cat(
        'T-SHIRTS',
        'tshirt',
        "Girls' T-Shirts:Girls' {a} T-Shirt;Girls' Tops:Girls' {a} Top",
        "Girls' Tops & T-Shirts",
      ),
      cat(
        'DRESSES',
        'dress',
        "Girls' Day Dresses:Girls' {a} Dress;!Party:Girls' {a} Party Dress",
        "Girls' Dresses",
      ),
      cat(
        'JEANS',
        'jeans',
        "Girls' Skinny Jeans:Girls' Skinny {a} Jeans;Girls' Wide Leg Jeans:Girls' Wide Leg {a} Jeans",
        "Girls' Jeans",
      ),
      cat('SKIRTS', 'skirt', "Girls' Everyday Skirts:Girls' {a} Skirt", "Girls' Skirts"),
    ],
  },
  {
    record: 7,
    name: 'UOMMO',
    marker: 'UOMMO',
    prefix: 'M',
    weight: 2,
    cats: [
      // The legacy type's categories join UOMO's in one CLOTHING menu: their web names must differ.
      cat('T-SHIRTS', 'tshirt', 'Basic Tees:{a} Basic T-Shirt', 'Basics'),
      cat('SWIMWEAR', 'shorts', 'Swim Shorts:{a} Swim Shorts'),
    ],
  },
];

/** The type record that marks brands. */
export const BRAND_TYPE = { record: 23, name: 'brand' };

export const DESIGNS = /** @type {const} */ ([
  [20, 'BASIC'],
  [21, 'DENIM'],
  [22, 'PRINTED'],
  [23, 'KNIT'],
  [24, 'LEATHER'],
  [25, 'TECHNICAL'],
  [26, 'TAILORED'],
]);

/** Design name for an item: denim for anything denim, else by kind. @param {Kind} kind @param {string} name */
export function designFor(kind, name) {
  if (kind === 'jeans' || /denim/i.test(name)) return 'DENIM';
  if (/leather|suede/i.test(name) || kind === 'belt') return 'LEATHER';
  if (kind === 'sweater' || kind === 'hoodie' || /knit/i.test(name)) return 'KNIT';
  if (/floral|graphic|printed|striped|checked/i.test(name)) return 'PRINTED';
  if (/puffer|tech|water|nylon|padded/i.test(name)) return 'TECHNICAL';
  if (/blazer|trench|overcoat|tailored|oxford/i.test(name)) return 'TAILORED';
  return 'BASIC';
}

/** Title case for a category web name: 'T-SHIRTS' → 'T-Shirts'. @param {string} s */
export const titleCase = (s) =>
  s.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_, p, c) => p + c.toUpperCase());

/** URL slug: "LEVI'S" → 'levis', 'Solène' → 'solene'. @param {string} s */
export const slug = (s) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
