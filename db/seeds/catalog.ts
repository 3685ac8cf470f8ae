/**
 * The demo catalog: realistic Indian-market products over the home page tiles (Electronics,
 * Fashion, Home, Beauty, Sports) and the admin form's list (Apparel, Accessories, Fitness).
 * Prices in rupees; images are drawn at seed time (see modules/catalog/catalog.seed.ts).
 */
export interface SeedProduct {
  slug: string;
  name: string;
  category: string;
  price: number;
  stock: number;
  featured?: boolean;
  description: string;
}

export const SEED_PRODUCTS: SeedProduct[] = [
  // Electronics
  {
    slug: 'boat-rockerz-450',
    name: 'boAt Rockerz 450 Bluetooth Headphones',
    category: 'Electronics',
    price: 1499,
    stock: 120,
    featured: true,
    description:
      'On-ear wireless headphones with 40 mm drivers and up to 15 hours of playback. Padded ear cushions and an adjustable headband keep long listening sessions comfortable. Dual connectivity with Bluetooth 5.0 and a 3.5 mm AUX port.',
  },
  {
    slug: 'redmi-13c-5g',
    name: 'Redmi 13C 5G (4 GB RAM, 128 GB)',
    category: 'Electronics',
    price: 10999,
    stock: 45,
    featured: true,
    description:
      'A budget 5G smartphone with a 6.74-inch 90 Hz display and a 5000 mAh battery. The 50 MP AI dual camera handles daylight and portraits well. Expandable storage up to 1 TB.',
  },
  {
    slug: 'noise-colorfit-pro-5',
    name: 'Noise ColorFit Pro 5 Smartwatch',
    category: 'Electronics',
    price: 3999,
    stock: 4,
    description:
      'A 1.85-inch AMOLED smartwatch with Bluetooth calling, heart-rate and SpO2 tracking, and over 100 sports modes. Up to 7 days of battery on a single charge.',
  },
  {
    slug: 'mi-power-bank-20000',
    name: 'Mi 20000 mAh Power Bank 3i',
    category: 'Electronics',
    price: 2199,
    stock: 200,
    description:
      'Triple-output power bank with 18 W fast charging in both directions. Charges a phone four to five times over. Twelve-layer circuit protection.',
  },
  {
    slug: 'jbl-go-3',
    name: 'JBL Go 3 Portable Speaker',
    category: 'Electronics',
    price: 2999,
    stock: 0,
    description:
      'A pocket-sized waterproof and dustproof (IP67) Bluetooth speaker with bold JBL Pro Sound and about 5 hours of playtime.',
  },
  {
    slug: 'sandisk-ultra-128',
    name: 'SanDisk Ultra 128 GB microSDXC Card',
    category: 'Electronics',
    price: 999,
    stock: 150,
    description:
      'Class 10 UHS-I memory card with read speeds up to 140 MB/s, ideal for phones and action cameras. Comes with an SD adapter.',
  },
  {
    slug: 'logitech-mk215',
    name: 'Logitech MK215 Wireless Keyboard and Mouse',
    category: 'Electronics',
    price: 1395,
    stock: 60,
    description:
      'A compact wireless combo with a single USB receiver, spill-resistant keyboard and a contoured mouse. Long battery life: up to 24 months for the keyboard.',
  },
  // Fashion
  {
    slug: 'fabindia-kurta',
    name: 'Fabindia Cotton Straight Kurta',
    category: 'Fashion',
    price: 1790,
    stock: 35,
    featured: true,
    description:
      'A hand-block printed cotton kurta with a mandarin collar and side slits. Breathable fabric for Indian summers; pairs well with churidars or jeans.',
  },
  {
    slug: 'levis-511-jeans',
    name: "Levi's 511 Slim Fit Jeans",
    category: 'Fashion',
    price: 2999,
    stock: 80,
    description:
      'Slim through the seat and thigh with a narrow leg opening. Stretch denim keeps its shape all day. Mid-rise, five-pocket styling.',
  },
  {
    slug: 'banarasi-silk-saree',
    name: 'Banarasi Art Silk Saree with Blouse Piece',
    category: 'Fashion',
    price: 2499,
    stock: 3,
    description:
      'A rich art-silk saree with zari woven motifs and a contrast pallu, with an unstitched blouse piece. A festive favourite for weddings and Diwali.',
  },
  {
    slug: 'bata-loafers',
    name: 'Bata Comfit Leather Loafers',
    category: 'Fashion',
    price: 1999,
    stock: 50,
    description:
      'Slip-on leather loafers with a cushioned Comfit footbed and a flexible rubber sole for all-day office wear.',
  },
  {
    slug: 'allen-solly-shirt',
    name: 'Allen Solly Formal Cotton Shirt',
    category: 'Fashion',
    price: 1299,
    stock: 90,
    description:
      'A regular-fit formal shirt in easy-iron cotton with a spread collar. Works from boardroom meetings to dinners.',
  },
  {
    slug: 'w-anarkali',
    name: 'W Printed Anarkali Kurta Set',
    category: 'Fashion',
    price: 2699,
    stock: 0,
    description:
      'A flared anarkali kurta with matching palazzos and a light georgette dupatta. Floral print in festive colours.',
  },
  // Home
  {
    slug: 'prestige-pressure-cooker',
    name: 'Prestige Popular Aluminium Pressure Cooker 5 L',
    category: 'Home',
    price: 1845,
    stock: 70,
    featured: true,
    description:
      'The classic outer-lid pressure cooker for Indian kitchens, with a gasket release system and a controlled gravity valve. Works on gas stoves.',
  },
  {
    slug: 'milton-thermosteel',
    name: 'Milton Thermosteel Flask 1 Litre',
    category: 'Home',
    price: 899,
    stock: 140,
    description:
      'Double-walled stainless steel flask that keeps drinks hot or cold for 24 hours. Leak-proof lid, easy to carry on commutes and trips.',
  },
  {
    slug: 'solimo-bedsheet',
    name: 'Solimo 144 TC Cotton Double Bedsheet',
    category: 'Home',
    price: 649,
    stock: 110,
    description:
      'A soft cotton double bedsheet with two pillow covers in a geometric print. Colour-fast and machine washable.',
  },
  {
    slug: 'philips-air-fryer',
    name: 'Philips HD9200 Air Fryer 4.1 L',
    category: 'Home',
    price: 7999,
    stock: 5,
    description:
      'Fry, bake, grill and roast with up to 90 percent less fat using Rapid Air technology. A 4.1 litre basket feeds a family of four; dishwasher-safe parts.',
  },
  {
    slug: 'pigeon-kettle',
    name: 'Pigeon Electric Kettle 1.5 L',
    category: 'Home',
    price: 699,
    stock: 180,
    description:
      'Stainless steel kettle that boils water in minutes, with auto shut-off and a cool-touch handle. Handy for tea, coffee and instant noodles.',
  },
  {
    slug: 'jaipur-dhurrie',
    name: 'Handwoven Jaipur Cotton Dhurrie 4x6 ft',
    category: 'Home',
    price: 1499,
    stock: 12,
    description:
      'A flat-woven cotton dhurrie made by artisans in Rajasthan, in earthy tones. Reversible and easy to clean.',
  },
  // Beauty
  {
    slug: 'lakme-9to5-primer',
    name: 'Lakmé 9 to 5 Primer + Matte Lipstick',
    category: 'Beauty',
    price: 550,
    stock: 95,
    description:
      'A long-wear matte lipstick with a built-in primer for smooth, even colour that lasts through the workday.',
  },
  {
    slug: 'mamaearth-onion-oil',
    name: 'Mamaearth Onion Hair Oil 250 ml',
    category: 'Beauty',
    price: 399,
    stock: 160,
    featured: true,
    description:
      'A hair oil with red onion seed oil and redensyl that reduces hair fall and strengthens roots. Free of mineral oil and silicones.',
  },
  {
    slug: 'biotique-face-wash',
    name: 'Biotique Honey Gel Face Wash 150 ml',
    category: 'Beauty',
    price: 199,
    stock: 2,
    description:
      'A gentle foaming face wash with honey and Ayurvedic herbs for soft, refreshed skin. Suitable for all skin types.',
  },
  {
    slug: 'nivea-soft-cream',
    name: 'Nivea Soft Light Moisturising Cream 200 ml',
    category: 'Beauty',
    price: 345,
    stock: 130,
    description:
      'A light, non-greasy cream with jojoba oil and vitamin E for face, hands and body. Absorbs quickly.',
  },
  {
    slug: 'forest-essentials-mist',
    name: 'Forest Essentials Facial Tonic Mist Rose 130 ml',
    category: 'Beauty',
    price: 1395,
    stock: 0,
    description:
      'A luxurious rose water mist steam-distilled from Himalayan roses, to refresh and tone the skin anytime.',
  },
  {
    slug: 'maybelline-kajal',
    name: 'Maybelline Colossal Kajal, Black',
    category: 'Beauty',
    price: 229,
    stock: 200,
    description: 'A smudge-proof, waterproof kajal with an intense black finish that lasts up to 24 hours.',
  },
  // Sports
  {
    slug: 'sg-cricket-bat',
    name: 'SG Kashmir Willow Cricket Bat',
    category: 'Sports',
    price: 2199,
    stock: 40,
    featured: true,
    description:
      'A full-size Kashmir willow bat with a traditional shape and a cane handle, suited to leather-ball club cricket and tennis-ball matches.',
  },
  {
    slug: 'nivia-football',
    name: 'Nivia Storm Football, Size 5',
    category: 'Sports',
    price: 649,
    stock: 75,
    description:
      'A rubberised football built for rough grounds, with a butyl bladder that holds air well. Official size and weight.',
  },
  {
    slug: 'yonex-racquet',
    name: 'Yonex Muscle Power 29 Badminton Racquet',
    category: 'Sports',
    price: 2590,
    stock: 1,
    description:
      'An isometric-head aluminium racquet with a strung tension of 20 lbs, balanced for beginners and intermediate players.',
  },
  {
    slug: 'cosco-shuttlecocks',
    name: 'Cosco Nylon Shuttlecocks (Pack of 6)',
    category: 'Sports',
    price: 450,
    stock: 120,
    description:
      'Durable nylon shuttles with a cork base and consistent flight, for practice and club games.',
  },
  {
    slug: 'stag-tt-table-bat',
    name: 'Stag Iconic Table Tennis Racquet',
    category: 'Sports',
    price: 799,
    stock: 30,
    description: 'A five-ply blade with spin-friendly rubber, a good first serious racquet for table tennis.',
  },
  // Apparel
  {
    slug: 'puma-dry-tshirt',
    name: 'Puma Men’s DryCELL Training T-Shirt',
    category: 'Apparel',
    price: 899,
    stock: 85,
    description:
      'A lightweight polyester training tee that wicks sweat away and dries fast. Regular fit with a crew neck.',
  },
  {
    slug: 'jockey-track-pants',
    name: 'Jockey Cotton Track Pants',
    category: 'Apparel',
    price: 1099,
    stock: 100,
    description:
      'Super-combed cotton-rich track pants with side pockets and a drawstring waist, made for lounging and light workouts.',
  },
  {
    slug: 'adidas-hoodie',
    name: 'Adidas Essentials Fleece Hoodie',
    category: 'Apparel',
    price: 2799,
    stock: 4,
    description:
      'A cosy fleece hoodie with a kangaroo pocket and the classic three stripes on the sleeves. Ideal for chilly evenings in Delhi or Bengaluru.',
  },
  {
    slug: 'van-heusen-polo',
    name: 'Van Heusen Athleisure Polo',
    category: 'Apparel',
    price: 1199,
    stock: 60,
    description:
      'A smart-casual polo in stretch pique cotton that moves with you, with a two-button placket.',
  },
  {
    slug: 'decathlon-rain-jacket',
    name: 'Quechua Waterproof Hiking Rain Jacket',
    category: 'Apparel',
    price: 1999,
    stock: 0,
    description:
      'A packable waterproof jacket with taped seams and an adjustable hood, built for monsoon treks in the Western Ghats.',
  },
  // Accessories
  {
    slug: 'fastrack-sunglasses',
    name: 'Fastrack UV-Protected Wayfarer Sunglasses',
    category: 'Accessories',
    price: 999,
    stock: 90,
    description:
      'Classic wayfarer sunglasses with UV400 protection and a lightweight frame for everyday wear.',
  },
  {
    slug: 'titan-neo-watch',
    name: 'Titan Neo Analog Watch',
    category: 'Accessories',
    price: 4295,
    stock: 25,
    featured: true,
    description:
      'A minimal analog watch with a blue sunray dial, date display and a stainless steel strap. Water resistant to 50 metres.',
  },
  {
    slug: 'wildcraft-backpack',
    name: 'Wildcraft 35 L Laptop Backpack',
    category: 'Accessories',
    price: 1899,
    stock: 55,
    description:
      'A padded laptop compartment for 15.6-inch machines, a rain cover and ergonomic straps make this backpack ideal for college and office.',
  },
  {
    slug: 'hidesign-wallet',
    name: 'Hidesign Leather Bi-fold Wallet',
    category: 'Accessories',
    price: 1495,
    stock: 5,
    description: 'A hand-crafted vegetable-tanned leather wallet with six card slots and a coin pocket.',
  },
  {
    slug: 'american-tourister-trolley',
    name: 'American Tourister Ivy 68 cm Trolley',
    category: 'Accessories',
    price: 4599,
    stock: 18,
    description:
      'A lightweight polypropylene check-in suitcase with four spinner wheels and a number lock. Three-year international warranty.',
  },
  // Fitness
  {
    slug: 'boldfit-yoga-mat',
    name: 'Boldfit 6 mm Anti-Slip Yoga Mat',
    category: 'Fitness',
    price: 599,
    stock: 150,
    featured: true,
    description:
      'A cushioned TPE yoga mat with an anti-slip texture on both sides and a carry strap. Good for yoga, pilates and home workouts.',
  },
  {
    slug: 'kore-dumbbells',
    name: 'Kore PVC 10 kg Dumbbell Set',
    category: 'Fitness',
    price: 1299,
    stock: 3,
    description:
      'Adjustable PVC dumbbells with plates and two handles, a compact way to start strength training at home.',
  },
  {
    slug: 'strauss-skipping-rope',
    name: 'Strauss Adjustable Skipping Rope',
    category: 'Fitness',
    price: 249,
    stock: 190,
    description:
      'A tangle-free skipping rope with foam handles and an adjustable length, for cardio anywhere.',
  },
  {
    slug: 'lifelong-exercise-bike',
    name: 'Lifelong Upright Exercise Bike',
    category: 'Fitness',
    price: 8999,
    stock: 8,
    description:
      'A magnetic-resistance exercise bike with eight levels, an LCD monitor for time, speed and calories, and a padded seat.',
  },
  {
    slug: 'muscleblaze-shaker',
    name: 'MuscleBlaze Shaker Bottle 700 ml',
    category: 'Fitness',
    price: 299,
    stock: 0,
    description:
      'A leak-proof shaker with a mixing ball for smooth protein shakes, made from BPA-free plastic.',
  },
  {
    slug: 'resistance-bands',
    name: 'Boldfit Resistance Bands Set of 5',
    category: 'Fitness',
    price: 499,
    stock: 140,
    description:
      'Five latex resistance loops from extra light to extra heavy, for glute, leg and mobility work at home or at the gym.',
  },
];
