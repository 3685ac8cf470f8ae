/**
 * Grows a catalog with `n` generated products that read like a marketplace's: brands, models,
 * colours and sizes over the shop's real categories, with descriptions in the demo catalog's
 * style. The mix is chosen so that common words match what they match in a real shop: "phone"
 * (smartphones, phone cases, headphones, earphones, phone stands and chargers) about a fifth of
 * the catalog, "cotton" about a fifth, "kettle" several hundred; rare words of the demo catalog
 * ("dhurrie", "kajal", "badminton") match a handful. Generated products have no reviews (new
 * listings) and were added over the previous hours, one a second. The benchmarks and the
 * search-at-scale test measure with it. Bind `n` as the one parameter (`?`).
 */

/** One kind of product: its share of the catalog (`weight`), name and description templates. */
interface Kind {
  weight: number;
  category: string;
  /** `{b}` brand, `{v}` variant, `{c}` colour. */
  name: string;
  brands: string[];
  variants: string[];
  descriptions: string[];
  /** Rupees: the cheapest, and how far above it prices spread. */
  price: [number, number];
}

const COLOURS = ['Black', 'White', 'Blue', 'Grey', 'Red', 'Green', 'Beige', 'Maroon', 'Navy', 'Olive'];

/** Shares of the catalog (relative weights; they add up to 91). */
export const GENERATED_KINDS: Kind[] = [
  // Electronics: about a fifth of the catalog has "phone" in a word of its name.
  {
    weight: 6,
    category: 'Electronics',
    name: '{b} 5G Smartphone ({v}, {c})',
    brands: [
      'Redmi Note 13',
      'Samsung Galaxy M15',
      'Realme Narzo 70',
      'OnePlus Nord CE4',
      'Vivo T3',
      'iQOO Z9',
      'Motorola G64',
      'Poco X6',
    ],
    variants: [
      '4 GB RAM, 64 GB',
      '6 GB RAM, 128 GB',
      '8 GB RAM, 128 GB',
      '8 GB RAM, 256 GB',
      '12 GB RAM, 256 GB',
    ],
    descriptions: [
      'A 5G smartphone with a 6.7-inch 120 Hz AMOLED display and a 5000 mAh battery with 33 W fast charging. The 50 MP main camera takes sharp photos in daylight and clean portraits.',
      'Dual-SIM 5G mobile with an octa-core processor, a 6.6-inch FHD+ screen and a 50 MP AI camera. Two years of Android updates; charger in the box.',
    ],
    price: [9999, 20000],
  },
  {
    weight: 4,
    category: 'Accessories',
    name: '{b} Phone Case for {v}, {c}',
    brands: [
      'Spigen Tough Armor',
      'Amazon Basics Silicone',
      'Ringke Fusion',
      'Nillkin Frosted',
      'Spigen Liquid Air',
      'Amazon Brand Solimo',
    ],
    variants: ['iPhone 15', 'iPhone 14', 'Samsung Galaxy S24', 'OnePlus 12', 'Redmi Note 13 Pro', 'Pixel 8'],
    descriptions: [
      'A slim shock-absorbing back cover with raised edges that protect the screen and camera. Precise cut-outs for every button and port; works with wireless charging.',
      'Soft-touch silicone case with a microfibre lining that keeps the phone free of scratches. Grippy, light and easy to clean.',
    ],
    price: [299, 1200],
  },
  {
    weight: 4,
    category: 'Electronics',
    name: '{b} Bluetooth Headphones, {c}',
    brands: [
      'boAt Rockerz 550',
      'Sony WH-CH520',
      'JBL Tune 760NC',
      'Zebronics Duke',
      'Noise Two',
      'Boult Audio Q',
    ],
    variants: ['On-Ear'],
    descriptions: [
      'Over-ear wireless headphones with 40 mm drivers, active noise cancellation and up to 35 hours of playback. Soft ear cushions for long listening sessions.',
      'On-ear Bluetooth 5.3 headset with deep bass, a built-in microphone for calls and quick charging: 10 minutes give 5 hours of music.',
    ],
    price: [999, 7000],
  },
  {
    weight: 3,
    category: 'Electronics',
    name: '{b} {v} Earphones, {c}',
    brands: [
      'boAt Bassheads 100',
      'Realme Buds T300',
      'OnePlus Nord Buds 2',
      'Boult Z40',
      'JBL C100SI',
      'Sony WI-C100',
    ],
    variants: ['Wired', 'Wireless', 'In-Ear'],
    descriptions: [
      'Lightweight in-ear earbuds with 10 mm drivers, a tangle-free cable or a pocket-sized charging case, and an inline mic for calls.',
      'True wireless earbuds with environmental noise cancellation for calls, low-latency game mode and up to 40 hours with the case.',
    ],
    price: [399, 3500],
  },
  {
    weight: 3,
    category: 'Accessories',
    name: '{b} {v}, {c}',
    brands: ['Portronics', 'Ambrane', 'Stuffcool', 'Amazon Basics', 'Mi'],
    variants: [
      'Adjustable Phone Stand',
      '20 W Fast Phone Charger',
      'Car Phone Holder',
      'Magnetic Phone Mount',
      'USB-C Phone Charging Cable 1.5 m',
    ],
    descriptions: [
      'Keeps your phone at eye level on the desk or dashboard for video calls and navigation. Sturdy aluminium build with a non-slip base.',
      'Fast charging for phones and earbuds with USB Power Delivery, protection against over-voltage and heat, and a braided cable that lasts.',
    ],
    price: [199, 1500],
  },
  {
    weight: 3,
    category: 'Electronics',
    name: '{b} Smartwatch with {v}, {c}',
    brands: [
      'Noise ColorFit Pulse 4',
      'boAt Wave Call 2',
      'Fire-Boltt Ninja',
      'Amazfit Bip 5',
      'Fastrack Reflex Vox',
    ],
    variants: ['Bluetooth Calling', 'AMOLED Display', 'GPS'],
    descriptions: [
      'A 1.9-inch smartwatch with heart-rate and SpO2 tracking, sleep monitoring and over 100 sports modes. Up to 7 days on a charge.',
      'Fitness watch with a bright always-on display, step and calorie tracking, notifications and a water-resistant metal case.',
    ],
    price: [1299, 6000],
  },
  {
    weight: 3,
    category: 'Electronics',
    name: '{b} {v} Power Bank, {c}',
    brands: ['Mi', 'Ambrane', 'URBN', 'Portronics', 'realme'],
    variants: ['10000 mAh', '20000 mAh', '27000 mAh'],
    descriptions: [
      'Compact lithium-polymer power bank with 22.5 W fast charging, two USB outputs and USB-C in and out. Charges a laptop or tablet on the go.',
      'Slim battery pack with smart temperature control and multi-layer circuit protection. An LED shows the charge left.',
    ],
    price: [799, 2500],
  },
  {
    weight: 3,
    category: 'Electronics',
    name: '{b} {v} Portable Bluetooth Speaker, {c}',
    brands: ['JBL Flip 6', 'boAt Stone 350', 'Sony SRS-XB13', 'Zebronics Zeb-County', 'Tribit StormBox'],
    variants: ['10 W', '14 W', '20 W'],
    descriptions: [
      'A rugged waterproof speaker with punchy bass and 12 hours of play. The strap clips to a bag for picnics and treks.',
      'Room-filling stereo sound with a passive radiator, TWS pairing of two speakers and an FM radio.',
    ],
    price: [1199, 9000],
  },
  {
    weight: 2,
    category: 'Electronics',
    name: '{b} {v} Wireless Keyboard and Mouse, {c}',
    brands: ['Logitech MK240', 'HP CS10', 'Dell KM3322W', 'Zebronics Companion', 'Portronics Key2'],
    variants: ['Compact', 'Full-Size'],
    descriptions: [
      'A quiet full-size keyboard and an ambidextrous optical mouse on one tiny USB receiver, with a long battery life.',
      'Spill-resistant keys, a number pad and a comfortable mouse for home office and study.',
    ],
    price: [899, 3000],
  },
  // Fashion and apparel: about a fifth of the catalog says "cotton".
  {
    weight: 5,
    category: 'Fashion',
    name: '{b} Women’s {v} Kurta, {c}',
    brands: ['Fabindia', 'Biba', 'W', 'Aurelia', 'Libas', 'Global Desi', 'Rangriti'],
    variants: [
      'Cotton Straight',
      'Printed Cotton A-Line',
      'Rayon Anarkali',
      'Cotton Blend Embroidered',
      'Chikankari Cotton',
    ],
    descriptions: [
      'A breathable kurta in soft cotton with a mandarin collar and three-quarter sleeves. Pairs with leggings or palazzos for work and festivals.',
      'Hand-block printed kurta with side slits and a relaxed fit, machine washable. The fabric softens with every wash.',
    ],
    price: [599, 3500],
  },
  {
    weight: 4,
    category: 'Apparel',
    name: '{b} Men’s {v} T-Shirt, {c}',
    brands: ['Jockey', 'Puma', 'US Polo Assn', 'Allen Solly', 'Van Heusen', 'Roadster', 'HRX'],
    variants: [
      'Cotton Round Neck',
      'Cotton Polo',
      'Slim Fit Crew Neck',
      'DryFit Training',
      'Oversized Cotton',
    ],
    descriptions: [
      'Made of 100% combed cotton jersey that stays soft and keeps its shape wash after wash. A regular fit for every day.',
      'A quick-dry training tee that wicks sweat, with flat seams that do not chafe. Ideal for runs and the gym.',
    ],
    price: [399, 2000],
  },
  {
    weight: 3,
    category: 'Fashion',
    name: '{b} {v} Saree with Blouse Piece, {c}',
    brands: ['Mimosa', 'Kanjivaram Silks', 'Bengal Handloom', 'Satrani'],
    variants: [
      'Banarasi Art Silk',
      'Handloom Cotton',
      'Chiffon Printed',
      'Tant Cotton',
      'Kanjivaram Silk Blend',
    ],
    descriptions: [
      'A six-yard saree with a woven zari border and pallu, with an unstitched blouse piece. Dry clean for the first wash.',
      'Lightweight handwoven saree that drapes easily and stays cool through a long summer day.',
    ],
    price: [799, 6000],
  },
  {
    weight: 3,
    category: 'Fashion',
    name: '{b} Men’s {v} Jeans, {c}',
    brands: ["Levi's 511", 'Wrangler', 'Pepe Jeans', 'Spykar', 'Flying Machine', 'Roadster'],
    variants: ['Slim Fit', 'Regular Fit', 'Tapered Fit', 'Relaxed Fit'],
    descriptions: [
      'Mid-rise jeans in a cotton-rich stretch denim with five pockets and a zip fly. Moves with you from office to weekend.',
      'Classic denim with a clean wash and a comfortable waist that holds its colour.',
    ],
    price: [999, 3500],
  },
  {
    weight: 3,
    category: 'Fashion',
    name: '{b} Men’s {v} Shirt, {c}',
    brands: ['Allen Solly', 'Louis Philippe', 'Peter England', 'Arrow', 'Raymond', 'Van Heusen'],
    variants: [
      'Formal Cotton',
      'Linen Blend Casual',
      'Slim Fit Cotton Oxford',
      'Checked Casual',
      'Regular Fit Formal',
    ],
    descriptions: [
      'A crisp shirt in breathable fabric with a spread collar and a curved hem. Wrinkle-resistant for long office days.',
      'Easy-care shirt with a tailored fit and button cuffs, pure cotton for Indian summers.',
    ],
    price: [799, 3000],
  },
  {
    weight: 3,
    category: 'Sports',
    name: '{b} {v} Running Shoes, {c}',
    brands: ['Asics', 'Campus', 'Puma', 'Adidas', 'Nike', 'Sparx'],
    variants: ['Lightweight', 'Cushioned', 'Trail', 'Mesh'],
    descriptions: [
      'Breathable mesh uppers, a cushioned midsole and a rubber outsole that grips on roads and treadmills.',
      'Light running shoes with a padded collar and a lace-up fit for everyday jogging and walks.',
    ],
    price: [999, 8000],
  },
  {
    weight: 2,
    category: 'Apparel',
    name: '{b} {v} Track Pants, {c}',
    brands: ['Jockey', 'Adidas', 'Decathlon Domyos', 'Puma', 'Van Heusen'],
    variants: ['Cotton Blend', 'Slim Fit', 'Quick Dry'],
    descriptions: [
      'Track pants in a cotton-rich knit with zip pockets and an elastic waistband. Made for workouts and lazy Sundays.',
      'Stretchable joggers with ribbed cuffs and a drawstring, quick to dry after a sweaty session.',
    ],
    price: [599, 2500],
  },
  // Home and kitchen: several hundred kettles; the cooktops and flasks mention kettles too.
  {
    weight: 4,
    category: 'Home',
    name: '{b} Electric Kettle {v}, {c}',
    brands: [
      'Prestige PKOSS',
      'Pigeon Amaze Plus',
      'Havells Aqua Plus',
      'Kent Glass',
      'Philips HD9306',
      'Bajaj KTX',
      'Morphy Richards Voyager',
    ],
    variants: ['1 L', '1.2 L', '1.5 L', '1.8 L'],
    descriptions: [
      'A stainless steel electric kettle that boils water for tea, coffee or instant noodles in minutes, with auto shut-off and boil-dry protection. Cordless 360° base.',
      'Double-wall kettle that stays cool to the touch, with a wide mouth that is easy to clean and a concealed heating element.',
    ],
    price: [699, 2500],
  },
  {
    weight: 1,
    category: 'Home',
    name: '{b} Stainless Steel Tea Kettle {v}',
    brands: ['Hawkins', 'Vinod', 'Prestige', 'Bergner'],
    variants: ['1.5 L', '2 L', '2.5 L'],
    descriptions: [
      'A whistling stovetop tea kettle in food-grade stainless steel that works on gas and induction, with a heat-proof handle.',
    ],
    price: [599, 2000],
  },
  {
    weight: 1,
    category: 'Home',
    name: '{b} {v} Induction Cooktop',
    brands: ['Prestige PIC', 'Philips Viva', 'Pigeon Rapido', 'Bajaj Majesty'],
    variants: ['1600 W', '1900 W', '2000 W'],
    descriptions: [
      'Boils a kettle of water faster than gas, with preset Indian menus, a feather-touch panel and auto-off for safety.',
    ],
    price: [1499, 3500],
  },
  {
    weight: 3,
    category: 'Home',
    name: '{b} {v} Double Bedsheet with 2 Pillow Covers, {c}',
    brands: ['Solimo', 'Bombay Dyeing', 'Spaces', 'Raymond Home', 'Story@Home', 'Jaipuri Prints'],
    variants: [
      '144 TC Cotton',
      '210 TC Cotton',
      '300 TC Cotton Sateen',
      'Microfibre',
      'Jaipuri Cotton Printed',
    ],
    descriptions: [
      'Soft cotton bedsheet with fade-resistant prints and two matching pillow covers. Fits a double bed up to 8 inches deep.',
      'A smooth, breathable sheet set that gets softer with every wash and keeps its colour.',
    ],
    price: [499, 3000],
  },
  {
    weight: 2,
    category: 'Home',
    name: '{b} {v} Bath Towel, {c}',
    brands: ['Trident', 'Welspun', 'Bombay Dyeing', 'Spaces', 'Amazon Brand Solimo'],
    variants: ['100% Cotton 500 GSM', 'Cotton Terry', 'Bamboo Cotton', 'Quick-Dry Microfibre'],
    descriptions: [
      'A thick, absorbent towel with a soft loop pile that dries quickly and stays fluffy wash after wash.',
    ],
    price: [299, 1500],
  },
  {
    weight: 2,
    category: 'Home',
    name: '{b} {v} Pressure Cooker',
    brands: ['Prestige Popular', 'Hawkins Contura', 'Pigeon Favourite', 'Butterfly Standard'],
    variants: ['Aluminium 3 L', 'Aluminium 5 L', 'Stainless Steel 3 L', 'Hard Anodised 5 L'],
    descriptions: [
      'An outer-lid pressure cooker with a gasket release system and a safety valve, for dal, rice and curries every day. Works on gas and induction.',
    ],
    price: [999, 3500],
  },
  {
    weight: 2,
    category: 'Home',
    name: '{b} Stainless Steel Water Bottle {v}, {c}',
    brands: ['Milton Thermosteel', 'Cello Duro', 'Borosil Hydra', 'Pexpo', 'Boldfit'],
    variants: ['500 ml', '750 ml', '1 Litre'],
    descriptions: [
      'A double-wall vacuum flask that keeps drinks hot or cold for 24 hours. Leak-proof lid, fits most car cup holders.',
    ],
    price: [399, 1800],
  },
  {
    weight: 2,
    category: 'Home',
    name: '{b} {v} LED Table Lamp, {c}',
    brands: ['Philips', 'Wipro', 'Syska', 'Homesake', 'Ikea Tertial'],
    variants: ['Rechargeable', 'Wooden', 'Adjustable', 'Study'],
    descriptions: [
      'A flicker-free LED desk lamp with three colour temperatures and a flexible neck, for reading and work.',
    ],
    price: [499, 3000],
  },
  {
    weight: 2,
    category: 'Home',
    name: '{b} {v} Non-Stick Cookware Set',
    brands: ['Prestige Omega', 'Pigeon', 'Hawkins Futura', 'Wonderchef', 'Meyer'],
    variants: ['3-Piece', '5-Piece', 'Tawa and Kadai'],
    descriptions: [
      'Granite-finish non-stick pans that need little oil, with heat-resistant handles and an induction base.',
    ],
    price: [999, 5000],
  },
  {
    weight: 1,
    category: 'Home',
    name: '{b} {v} Mixer Grinder',
    brands: ['Bajaj Rex', 'Preethi Zodiac', 'Philips HL7756', 'Sujata Dynamix'],
    variants: ['500 W', '750 W', '1000 W'],
    descriptions: [
      'Three stainless steel jars for chutneys, idli batter and masalas, with overload protection.',
    ],
    price: [1999, 7000],
  },
  // Beauty
  {
    weight: 2,
    category: 'Beauty',
    name: '{b} {v} Face Wash 100 ml',
    brands: ['Himalaya', 'Mamaearth', 'Cetaphil', 'Biotique', 'Minimalist'],
    variants: ['Neem', 'Vitamin C', 'Oil Control', 'Gentle Foaming'],
    descriptions: ['A soap-free cleanser that removes dirt and oil without drying the skin. For daily use.'],
    price: [149, 700],
  },
  {
    weight: 2,
    category: 'Beauty',
    name: '{b} {v} Matte Lipstick',
    brands: ['Lakmé', 'Maybelline SuperStay', 'Sugar', 'Nykaa', 'Swiss Beauty'],
    variants: ['Ruby Red', 'Nude Pink', 'Coral', 'Berry', 'Brown'],
    descriptions: [
      'A long-wear lipstick with rich colour in one stroke and a comfortable, non-drying finish.',
    ],
    price: [199, 900],
  },
  {
    weight: 2,
    category: 'Beauty',
    name: '{b} {v} Hair Oil 200 ml',
    brands: ['Parachute', 'Indulekha', 'Mamaearth', 'Dabur', 'Kesh King'],
    variants: ['Onion', 'Coconut', 'Bhringraj', 'Amla'],
    descriptions: ['A nourishing hair oil with natural extracts that reduces hair fall and adds shine.'],
    price: [149, 600],
  },
  {
    weight: 2,
    category: 'Beauty',
    name: '{b} {v} Moisturiser',
    brands: ['Nivea', 'Ponds', 'Cetaphil', 'Plum', 'Neutrogena'],
    variants: ['Light Gel', 'Soft Cream', 'Oil-Free', 'SPF 30'],
    descriptions: ['A light, non-greasy moisturiser that absorbs quickly and keeps skin hydrated all day.'],
    price: [199, 900],
  },
  // Sports and fitness
  {
    weight: 3,
    category: 'Fitness',
    name: '{b} {v} Yoga Mat, {c}',
    brands: ['Boldfit', 'Decathlon Kimjaly', 'Strauss', 'Lifelong', 'AmazonBasics'],
    variants: ['4 mm', '6 mm Anti-Slip', '8 mm TPE', '10 mm NBR'],
    descriptions: [
      'A cushioned exercise mat with a textured, non-slip surface and a carry strap, for yoga and floor workouts.',
    ],
    price: [399, 2500],
  },
  {
    weight: 2,
    category: 'Fitness',
    name: '{b} {v} Dumbbells Set',
    brands: ['Kore', 'Aurion', 'Decathlon Domyos', 'Boldfit'],
    variants: ['PVC 2 x 2 kg', 'PVC 2 x 5 kg', 'Hex Rubber 2 x 7.5 kg'],
    descriptions: ['Coated dumbbells with a knurled grip for strength training at home.'],
    price: [599, 4000],
  },
  {
    weight: 2,
    category: 'Sports',
    name: '{b} {v} Cricket Bat',
    brands: ['SG', 'SS', 'MRF Genius', 'Kookaburra', 'DSC'],
    variants: ['Kashmir Willow', 'English Willow', 'Tennis Ball'],
    descriptions: [
      'A full-size bat with a thick edge, a sweet spot low in the blade and a cane handle with a grip.',
    ],
    price: [899, 9000],
  },
  {
    weight: 2,
    category: 'Accessories',
    name: '{b} {v} Laptop Backpack, {c}',
    brands: ['Wildcraft', 'American Tourister', 'Skybags', 'Safari', 'Mokobara'],
    variants: ['30 L', '35 L', '45 L'],
    descriptions: [
      'A padded laptop compartment, a water-resistant shell and an organiser pocket for daily commutes and short trips.',
    ],
    price: [799, 4500],
  },
];

const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;
const array = (xs: string[]) => `array[${xs.map(quote).join(', ')}]`;

const kindsSql = GENERATED_KINDS.map(
  (k, i) =>
    `(${i}, ${k.weight}, ${quote(k.category)}, ${quote(k.name)}, ${array(k.brands)}, ${array(k.variants)}, ${array(k.descriptions)}, ${k.price[0]}, ${k.price[1]})`,
).join(',\n    ');

export const GENERATED_PRODUCTS_SQL = `
  with kinds (k, weight, category, name, brands, variants, descriptions, price, spread) as (values
    ${kindsSql}),
  slots as (
    select *, sum(weight) over (order by k) - weight as lo, sum(weight) over (order by k) as hi,
           sum(weight) over () as total
    from kinds),
  picked as (
    select g, g / s.total as m, s.* from generate_series(1, ?::int) g
    join slots s on (g * 7919) % s.total >= s.lo and (g * 7919) % s.total < s.hi)
  insert into products (name, description, category, price_paise, stock, created_at, updated_at)
  -- m counts a slot's products (one slot every 91): brands, then variants, then colours turn over
  -- in turn, so names repeat only once every combination has been used.
  select replace(replace(replace(name,
           '{b}', brands[1 + (m + g % 91) % cardinality(brands)]),
           '{v}', variants[1 + (m / cardinality(brands)) % cardinality(variants)]),
           '{c}', (${array(COLOURS)})[1 + (m / cardinality(brands) / cardinality(variants)) % ${COLOURS.length}]),
         descriptions[1 + m % cardinality(descriptions)],
         category,
         ((price + (g * 37) % spread) / 100 * 100 + 99) * 100,
         (g * 13) % 120,
         now() - make_interval(secs => g), now() - make_interval(secs => g)
  from picked`;
