// @ts-check
// Brands, colours and the words the generator builds item names, sizes, prices and notes from.

/** [name, webname]; record = index + 1. Brands 22-25 are the kids', shoe and bag specialists. */
export const BRANDS = [
  ['NORTHBAY', 'Northbay'],
  ['ATELIER MIRA', 'Atelier Mira'],
  ['DENIM & CO', 'Denim & Co'],
  ["KOSTA'S", "Kosta's"],
  ['LUMEN', 'Lumen'],
  ['MARE NOSTRO', 'Mare Nostro'],
  ['OAK & THREAD', 'Oak & Thread'],
  ['VELA', 'Vela'],
  ['BLUE HARBOR', 'Blue Harbor'],
  ['CASA LINO', 'Casa Lino'],
  ['URBAN FIELD', 'Urban Field'],
  ['SOLÈNE', 'Solène'],
  ['NORTE', 'Norte'],
  ['HALCYON', 'Halcyon'],
  ['RIVA BLU', 'Riva Blu'],
  ['STUDIO NOVE', 'Studio Nove'],
  ['AEGEAN', 'Aegean'],
  ['FORMA', 'Forma'],
  ['TALLIS & REED', 'Tallis & Reed'],
  ['PETRA LANE', 'Petra Lane'],
  ['MONOKROM', 'Monokrom'],
  ['LITTLE ROVER', 'Little Rover'],
  ['KIDDO', 'Kiddo'],
  ['STRIDE LAB', 'Stride Lab'],
  ['CARRYALL', 'Carryall'],
];
export const GENERAL_BRANDS = 21;
export const SPECIALIST = { kids: [22, 23], shoe: [24], bag: [25] };

/** [code, name, webname, hex]; record = index + 1. */
export const COLORS = [
  ['WHT', 'WHITE', 'White', '#f4f4f0'],
  ['BLK', 'BLACK', 'Black', '#1f1f1f'],
  ['NAV', 'NAVY', 'Navy', '#1f2a44'],
  ['IND', 'INDIGO', 'Indigo', '#2e3b62'],
  ['LBL', 'LIGHT BLUE', 'Light Blue', '#8fb3d9'],
  ['GRY', 'GREY', 'Grey', '#9a9a9a'],
  ['CHA', 'CHARCOAL', 'Charcoal', '#3b3d40'],
  ['BEI', 'BEIGE', 'Beige', '#d8c7a7'],
  ['CAM', 'CAMEL', 'Camel', '#b98a52'],
  ['BRN', 'BROWN', 'Brown', '#6b4430'],
  ['KHA', 'KHAKI', 'Khaki', '#a39a6b'],
  ['OLV', 'OLIVE', 'Olive', '#5c6139'],
  ['GRN', 'GREEN', 'Green', '#2f6b4a'],
  ['RED', 'RED', 'Red', '#b3262e'],
  ['BUR', 'BURGUNDY', 'Burgundy', '#6d1f2f'],
  ['PNK', 'PINK', 'Pink', '#e8a5b5'],
  ['LIL', 'LILAC', 'Lilac', '#b9a3d0'],
  ['YEL', 'YELLOW', 'Yellow', '#e9c84a'],
  ['ORA', 'ORANGE', 'Orange', '#e07a35'],
  ['ECR', 'ECRU', 'Ecru', '#efe6d2'],
  ['STO', 'STONE', 'Stone', '#c2b8a3'],
];
/** Colour names jeans come in. */
export const DENIM_COLORS = ['INDIGO', 'LIGHT BLUE', 'BLACK', 'GREY', 'ECRU', 'NAVY'];

/** @type {Record<string, string[]>} adjectives by garment kind */
export const ADJECTIVES = {
  tshirt: [
    'Essential',
    'Organic Cotton',
    'Slub',
    'Heavyweight',
    'Striped',
    'Washed',
    'Relaxed',
    'Logo',
    'Ribbed',
    'Pima Cotton',
  ],
  shirt: [
    'Linen Blend',
    'Poplin',
    'Striped',
    'Chambray',
    'Brushed',
    'Slim Fit',
    'Regular Fit',
    'Easy Iron',
    'Checked',
  ],
  jeans: [
    'Stretch',
    'Rinse',
    'Vintage Wash',
    'Light Wash',
    'Dark Wash',
    'Comfort',
    'Distressed',
    'Raw',
    'Recycled',
  ],
  trousers: ['Cotton Twill', 'Stretch', 'Linen', 'Pleated', 'Tech', 'Relaxed', 'Tailored'],
  shorts: ['Cotton', 'Linen', 'Drawstring', 'Cargo', 'Printed', 'Quick-Dry'],
  sweater: [
    'Merino',
    'Cable Knit',
    'Cotton',
    'Wool Blend',
    'Ribbed',
    'Chunky',
    'Fine Knit',
    'Cashmere Blend',
  ],
  hoodie: ['Fleece', 'Zip-Up', 'Oversized', 'Organic Cotton', 'Logo', 'Brushed'],
  jacket: [
    'Quilted',
    'Water-Repellent',
    'Padded',
    'Lightweight',
    'Wool Blend',
    'Cropped',
    'Faux Leather',
    'Washed',
  ],
  dress: ['Floral', 'Satin', 'Linen', 'Jersey', 'Wrap', 'Pleated', 'Tiered', 'Smocked', 'Ribbed'],
  skirt: ['Satin', 'Denim', 'A-Line', 'Wrap', 'Linen', 'Floral', 'Button-Front'],
  shoe: ['Leather', 'Suede', 'Canvas', 'Chunky', 'Low-Top', 'Retro', 'Platform'],
  bag: ['Leather', 'Nylon', 'Woven', 'Quilted', 'Faux Leather', 'Canvas', 'Mini'],
  cap: ['Cotton', 'Washed', 'Logo', 'Corduroy', 'Wool Blend', 'Knitted'],
  belt: ['Leather', 'Braided', 'Reversible', 'Suede', 'Canvas'],
  scarf: ['Wool', 'Silk', 'Printed', 'Cashmere Blend', 'Knitted', 'Checked'],
};

/** @type {Record<string, [number, number]>} price range (euros) by kind */
export const PRICE_RANGE = {
  tshirt: [15, 45],
  shirt: [30, 80],
  jeans: [45, 120],
  trousers: [40, 95],
  shorts: [25, 60],
  sweater: [40, 130],
  hoodie: [35, 90],
  jacket: [70, 260],
  dress: [35, 150],
  skirt: [30, 90],
  shoe: [55, 180],
  bag: [30, 240],
  cap: [15, 40],
  belt: [20, 70],
  scarf: [20, 90],
};

/** Kids' prices as a share of the grown-ups' range for the same kind. */
export const KIDS_PRICE_SHARE = 0.55;

export const LETTER_SHORT = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];
export const LETTER_LONG = ['Extra Small', 'Small', 'Medium', 'Large', 'Extra Large', 'XXL', 'XXXL'];
export const KIDS_AGES = [
  ['2-3Y', '4-5Y', '6-7Y', '8-9Y', '10-11Y', '12-13Y'],
  ['0-0Y', '1-2Y', '2-3Y', '3-4Y', '4-5Y'],
  ['4 YEAR', '5 YEAR', '6 YEAR', '8 YEAR', '10 YEAR', '12 YEAR'],
];

/** @type {Record<string, string[]>} 'Product Details' sentences by kind */
export const DETAILS = {
  tshirt: [
    'A soft jersey tee with a ribbed neckline and a straight hem.',
    'Short sleeves, dropped shoulders and a clean finish.',
  ],
  shirt: ['Classic collar, button front and a curved hem.', 'Chest pocket and adjustable button cuffs.'],
  jeans: [
    'Five-pocket jeans with a zip fly and a button waist.',
    'Mid-weight denim that softens with every wash.',
  ],
  trousers: [
    'Belt loops, side pockets and welt back pockets.',
    'An elasticated back waist for all-day comfort.',
  ],
  shorts: [
    'An elasticated waist with a drawcord and side pockets.',
    'Above-the-knee length with turn-up hems.',
  ],
  sweater: ['Ribbed cuffs, collar and hem.', 'A crew neck knit with dropped shoulders.'],
  hoodie: [
    'A lined hood with drawcords and a kangaroo pocket.',
    'Brushed inside for warmth, ribbed cuffs and hem.',
  ],
  jacket: ['Full zip, two side pockets and an inside pocket.', 'Lightly padded with a stand-up collar.'],
  dress: ['A fitted bodice and a flowing skirt.', 'Adjustable straps and a concealed back zip.'],
  skirt: ['A high waist with a concealed side zip.', 'Fully lined, with a soft drape.'],
  shoe: ['Cushioned insole and a rubber outsole.', 'Lace-up front with a padded collar.'],
  bag: [
    'Zip closure, an inside pocket and an adjustable strap.',
    'Roomy main compartment with a magnetic snap.',
  ],
  cap: ['A curved peak and an adjustable back strap.', 'Six panels with embroidered eyelets.'],
  belt: ['A polished metal buckle and five holes.', 'Stitched edges and a keeper loop.'],
  scarf: ['Finished with fringed edges.', 'Generously sized to wrap twice.'],
};

/** @type {Record<string, string>} 'Composition & Care' by kind */
export const COMPOSITION = {
  tshirt: '100% Cotton. Machine wash at 30°C.',
  shirt: '55% Linen, 45% Cotton. Machine wash at 30°C, warm iron.',
  jeans: '98% Cotton, 2% Elastane. Machine wash at 30°C inside out.',
  trousers: '97% Cotton, 3% Elastane. Machine wash at 30°C.',
  shorts: '100% Cotton. Machine wash at 30°C.',
  sweater: '70% Wool, 30% Polyamide. Hand wash cold, dry flat.',
  hoodie: '80% Cotton, 20% Polyester. Machine wash at 30°C.',
  jacket: 'Shell: 100% Polyamide. Lining: 100% Polyester. Do not tumble dry.',
  dress: '100% Viscose. Hand wash cold.',
  skirt: '100% Polyester. Machine wash at 30°C.',
  shoe: 'Upper: leather. Sole: rubber. Wipe clean.',
  bag: 'Outer: 100% Polyurethane. Lining: 100% Cotton. Wipe clean.',
  cap: '100% Cotton. Hand wash.',
  belt: '100% Leather. Wipe clean.',
  scarf: '100% Wool. Dry clean only.',
};

export const CAROUSEL = [
  [
    'New Season',
    'subtitle: Light layers for long days\ncta: SHOP NOW',
    '/collections/new-arrivals',
    ['#e9dccb', '#c9a27e'],
  ],
  [
    'The Denim Edit',
    'subtitle: Every fit, every wash\ncta: DISCOVER',
    '/products?search=jeans',
    ['#c8d6e8', '#2e3b62'],
  ],
  [
    'Outlet',
    'subtitle: Up to 60% off selected styles\ncta: SHOP THE SALE',
    '/outlet',
    ['#f1d9d2', '#b3262e'],
  ],
];

/**
 * Adjectives for the templates the kind's list does not fit (no 'Low-Top Chelsea Boots', no
 * 'Cargo Cargo Shorts'); the first pattern matching the template wins, else ADJECTIVES[kind].
 * @type {[RegExp, string[]][]}
 */
export const TEMPLATE_ADJECTIVES = [
  [/Polo/, ['Piqué', 'Knitted', 'Striped', 'Organic Cotton', 'Slim Fit']],
  [/Tank|Bodysuit/, ['Ribbed', 'Jersey', 'Essential', 'Lace-Trim']],
  [/Oxford/, ['Classic', 'Slim Fit', 'Regular Fit', 'Striped', 'Button-Down']],
  [/Flannel/, ['Checked', 'Brushed', 'Heavyweight', 'Buffalo Check']],
  [/Overshirt/, ['Cord', 'Wool Blend', 'Twill', 'Utility', 'Quilted']],
  [/Blouse/, ['Satin', 'Ruffled', 'Floral', 'Poplin', 'Tie-Neck']],
  [/Sweatshirt/, ['Fleece', 'Logo', 'Crew Neck', 'Organic Cotton', 'Brushed']],
  [/Cardigan/, ['Merino', 'Cotton', 'Chunky', 'Fine Knit', 'Cashmere Blend']],
  [/Bomber/, ['Nylon', 'Satin', 'Suede', 'Lightweight', 'Padded']],
  [/Denim Jacket/, ['Washed', 'Classic', 'Cropped', 'Oversized', 'Sherpa-Lined']],
  [/Puffer/, ['Recycled', 'Hooded', 'Lightweight', 'Cropped', 'Longline']],
  [/Overcoat|Trench/, ['Wool Blend', 'Classic', 'Double-Breasted', 'Belted', 'Cotton Gabardine']],
  [/Blazer/, ['Tailored', 'Linen Blend', 'Double-Breasted', 'Oversized', 'Checked']],
  [/Joggers/, ['Fleece', 'Tech', 'Cotton', 'Relaxed']],
  [/Cargo Trousers/, ['Cotton Twill', 'Ripstop', 'Relaxed', 'Stretch']],
  [/Chinos/, ['Cotton Twill', 'Stretch', 'Slim', 'Pleated', 'Linen Blend']],
  [/Swim Shorts/, ['Printed', 'Striped', 'Quick-Dry', 'Recycled', 'Solid']],
  [/Cargo Shorts/, ['Cotton', 'Ripstop', 'Relaxed', 'Twill']],
  [/Chino Shorts/, ['Cotton', 'Linen Blend', 'Stretch', 'Pleated']],
  [/Denim Shorts/, ['Washed', 'Distressed', 'Light Wash', 'Dark Wash']],
  [/Sneakers/, ['Leather', 'Canvas', 'Suede', 'Low-Top', 'Retro', 'Chunky', 'Platform']],
  [/Boots/, ['Leather', 'Suede', 'Chunky', 'Lug-Sole', 'Classic']],
  [/Loafers/, ['Leather', 'Suede', 'Penny', 'Tassel', 'Chunky']],
  [/Heeled/, ['Leather', 'Strappy', 'Block-Heel', 'Satin', 'Slingback']],
  [/Sandals/, ['Leather', 'Strappy', 'Woven', 'Platform', 'Slide']],
  [/Backpack/, ['Canvas', 'Nylon', 'Leather', 'Roll-Top', 'Recycled']],
  [/Messenger/, ['Canvas', 'Leather', 'Nylon', 'Waxed Cotton']],
  [/Wallet/, ['Leather', 'Bifold', 'Zip-Around', 'Card']],
  [/Clutch/, ['Satin', 'Leather', 'Beaded', 'Envelope', 'Metallic']],
  [/Tote/, ['Canvas', 'Leather', 'Woven', 'Shopper']],
  [/Bucket Hat/, ['Cotton', 'Denim', 'Terry', 'Nylon', 'Reversible']],
  [/Beanie/, ['Ribbed', 'Merino', 'Chunky Knit', 'Cashmere Blend', 'Fisherman']],
  [/Cap/, ['Cotton', 'Washed', 'Logo', 'Corduroy', 'Wool Blend']],
];

/** 'Product Details' sentences for templates the kind's sentences would misdescribe. @type {[RegExp, string[]][]} */
export const TEMPLATE_DETAILS = [
  [/Girls' .*Dress/, ['Puff sleeves, a round neck, a gathered skirt and a sash tied at the back.']],
  [/Polo/, ['A ribbed collar and a two-button placket.']],
  [/Tank/, ['Sleeveless, with a scoop neck and a ribbed finish.']],
  [/Cardigan/, ['An open front with a button fastening and ribbed cuffs.']],
  [/Bomber/, ['A zip front, ribbed collar, cuffs and hem, and two welt pockets.']],
  [/Denim Jacket/, ['A point collar, button front and two flap chest pockets.']],
  [/Puffer/, ['Channel-quilted and padded, with a zip front and a stand-up collar.']],
  [/Overcoat|Trench/, ['Notched lapels, a button front and a knee-length cut.']],
  [/Blazer/, ['Notched lapels, a two-button front and flap pockets.']],
  [/Joggers/, ['An elasticated drawcord waist and ribbed cuffs at the ankle.']],
  [/Cargo/, ['Flap pockets at the sides of the legs and a button waist.']],
  [/Swim Shorts/, ['A drawcord waist, a mesh lining and a back pocket.']],
  [/Loafers/, ['A slip-on shape with a moc-toe seam and a stacked low heel.']],
  [/Boots/, ['Elasticated side panels, a pull tab and a grippy sole.']],
  [/Heeled/, ['Slim straps, a buckled ankle strap and an 8 cm heel.']],
  [/Sandals/, ['Adjustable straps and a cushioned footbed.']],
  [/Backpack/, ['Padded shoulder straps, a top handle and a zip front pocket.']],
  [/Messenger/, ['A flap front, a long adjustable strap and a padded laptop sleeve.']],
  [/Wallet/, ['Six card slots and a note compartment.']],
  [/Clutch/, ['A flat envelope shape with a magnetic flap; no strap.']],
  [/Tote/, ['Two shoulder handles and an open top with an inside pocket.']],
  [/Bucket Hat/, ['A soft crown and a short, downward-sloping brim all round.']],
  [/Beanie/, ['A rib knit with a deep turn-up.']],
  [/Waist Belt/, ['A wide shape to wear over dresses and coats.']],
];
