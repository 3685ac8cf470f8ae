/**
 * Seed product art, drawn locally (nothing is fetched): one pictogram per product kind, found from
 * the product's name, on a colour of its category shifted per product so neighbours differ. The
 * name is never printed on the image (the page shows it). Each pictogram is white strokes and
 * fills in a 200×200 box.
 */

const W = 'fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"';
const F = 'fill="#fff"';
const FS = 'fill="#fff" fill-opacity="0.45"';

/** Kind → pictogram. The order of KIND_WORDS decides which word wins in a name. */
export const PICTOGRAMS = {
  headphones: `<path d="M40 120 V100 a60 60 0 0 1 120 0 V120" ${W}/><rect x="28" y="110" width="34" height="60" rx="12" ${F}/><rect x="138" y="110" width="34" height="60" rx="12" ${F}/>`,
  phone: `<rect x="60" y="15" width="80" height="170" rx="14" ${W}/><rect x="72" y="35" width="56" height="115" rx="4" ${FS}/><circle cx="100" cy="166" r="7" ${F}/>`,
  watch: `<rect x="78" y="10" width="44" height="180" rx="10" ${FS}/><circle cx="100" cy="100" r="48" ${F}/><path d="M100 72 V100 L118 112" stroke="#0f172a" stroke-opacity="0.6" stroke-width="8" fill="none" stroke-linecap="round"/>`,
  smartwatch: `<rect x="78" y="10" width="44" height="180" rx="10" ${FS}/><rect x="55" y="55" width="90" height="90" rx="20" ${F}/><path d="M75 105 h12 l8 -18 l10 34 l8 -16 h12" stroke="#0f172a" stroke-opacity="0.55" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  powerbank: `<rect x="55" y="25" width="90" height="150" rx="16" ${W}/><path d="M108 55 L82 105 H104 L92 145 L122 92 H100 Z" ${F}/>`,
  speaker: `<rect x="45" y="30" width="110" height="140" rx="22" ${W}/><circle cx="100" cy="112" r="34" ${F}/><circle cx="100" cy="112" r="12" fill="#0f172a" fill-opacity="0.35"/><circle cx="100" cy="55" r="8" ${F}/>`,
  memorycard: `<path d="M55 20 H125 L150 45 V180 H55 Z" ${W}/><path d="M75 20 v25 M95 20 v25 M115 20 v25" ${W}/><rect x="70" y="90" width="65" height="60" rx="6" ${FS}/>`,
  keyboard: `<rect x="10" y="60" width="130" height="80" rx="10" ${W}/><path d="M30 85 h90 M30 105 h90 M45 125 h60" stroke="#fff" stroke-width="8" stroke-dasharray="8 8" fill="none"/><ellipse cx="170" cy="115" rx="20" ry="30" ${F}/>`,
  kurta: `<path d="M72 20 L40 40 L28 100 L50 104 L55 70 L52 185 H148 L145 70 L150 104 L172 100 L160 40 L128 20 L100 60 Z" ${F} fill-opacity="0.9"/><path d="M100 60 V120" stroke="#0f172a" stroke-opacity="0.35" stroke-width="5"/><circle cx="100" cy="80" r="3.5" fill="#0f172a" fill-opacity="0.4"/><circle cx="100" cy="98" r="3.5" fill="#0f172a" fill-opacity="0.4"/>`,
  shirt: `<path d="M70 22 L30 45 L15 95 L45 105 L52 78 V182 H148 V78 L155 105 L185 95 L170 45 L130 22 L112 40 H88 Z" ${F} fill-opacity="0.9"/><path d="M88 40 L100 60 L112 40 M100 60 V170" stroke="#0f172a" stroke-opacity="0.35" stroke-width="5" fill="none"/>`,
  tshirt: `<path d="M70 25 L30 50 L15 95 L45 105 L50 80 V180 H150 V80 L155 105 L185 95 L170 50 L130 25 C125 45 75 45 70 25 Z" ${F} fill-opacity="0.9"/>`,
  hoodie: `<path d="M72 40 C72 10 128 10 128 40 L168 60 L182 150 L158 154 L150 100 V185 H50 V100 L42 154 L18 150 L32 60 Z" ${F} fill-opacity="0.9"/><path d="M80 40 C80 62 120 62 120 40" stroke="#0f172a" stroke-opacity="0.35" stroke-width="6" fill="none"/><rect x="70" y="130" width="60" height="28" rx="8" fill="#0f172a" fill-opacity="0.18"/>`,
  jacket: `<path d="M70 20 L30 45 L18 170 L48 172 L55 90 V185 H145 V90 L152 172 L182 170 L170 45 L130 20 L100 45 Z" ${F} fill-opacity="0.9"/><path d="M100 45 V185 M70 120 h20 M110 120 h20" stroke="#0f172a" stroke-opacity="0.35" stroke-width="5" fill="none"/>`,
  pants: `<path d="M55 15 H145 L158 185 H112 L100 70 L88 185 H42 Z" ${F} fill-opacity="0.9"/><path d="M55 35 H145" stroke="#0f172a" stroke-opacity="0.3" stroke-width="6"/>`,
  saree: `<path d="M40 20 C90 40 150 30 165 60 C175 110 120 120 130 185 H50 C60 130 35 90 40 20 Z" ${F} fill-opacity="0.9"/><path d="M52 165 H128 M48 150 H126" stroke="#fbbf24" stroke-width="7"/><path d="M150 45 C130 80 150 120 128 150" stroke="#fbbf24" stroke-width="6" fill="none"/>`,
  shoes: `<path d="M20 120 C20 95 40 80 60 80 L75 95 C95 105 130 110 160 118 C178 122 185 135 185 148 H20 Z" ${F}/><path d="M20 160 H185" ${W}/><path d="M80 100 l10 -10 M95 106 l10 -10 M110 110 l10 -10" stroke="#0f172a" stroke-opacity="0.35" stroke-width="5"/>`,
  cooker: `<path d="M35 85 H165 V160 a20 20 0 0 1 -20 20 H55 a20 20 0 0 1 -20 -20 Z" ${F}/><path d="M30 75 H170" ${W}/><path d="M100 75 V50 M88 50 H112" ${W}/><path d="M165 95 H195" ${W}/>`,
  kettle: `<path d="M55 70 H145 L155 170 H45 Z" ${F}/><path d="M145 85 C175 85 180 140 155 150" ${W}/><path d="M55 80 L25 60" ${W}/><path d="M80 70 C80 45 120 45 120 70" ${W}/>`,
  flask: `<rect x="68" y="45" width="64" height="140" rx="16" ${F}/><rect x="78" y="15" width="44" height="30" rx="6" ${W}/><path d="M68 95 H132" stroke="#0f172a" stroke-opacity="0.3" stroke-width="6"/>`,
  airfryer: `<path d="M50 30 H150 a10 10 0 0 1 10 10 V175 H40 V40 a10 10 0 0 1 10 -10 Z" ${F}/><rect x="55" y="95" width="90" height="60" rx="8" fill="#0f172a" fill-opacity="0.25"/><circle cx="100" cy="62" r="14" fill="#0f172a" fill-opacity="0.3"/>`,
  bedsheet: `<rect x="20" y="110" width="160" height="30" rx="6" ${F}/><rect x="30" y="80" width="140" height="30" rx="6" ${FS}/><rect x="40" y="50" width="120" height="30" rx="6" ${F}/><path d="M20 160 H180" ${W}/>`,
  rug: `<rect x="30" y="30" width="140" height="140" rx="6" ${W}/><path d="M60 100 L100 60 L140 100 L100 140 Z" ${F}/><path d="M30 20 v-10 M60 20 v-10 M90 20 v-10 M120 20 v-10 M150 20 v-10 M30 180 v10 M60 180 v10 M90 180 v10 M120 180 v10 M150 180 v10" stroke="#fff" stroke-width="5"/>`,
  lamp: `<path d="M60 30 H140 L165 100 H35 Z" ${F}/><path d="M100 100 V170 M65 175 H135" ${W}/>`,
  lipstick: `<rect x="70" y="100" width="60" height="85" rx="6" ${F}/><rect x="78" y="70" width="44" height="30" ${FS}/><path d="M80 70 V35 L120 18 V70 Z" fill="#fda4af"/>`,
  kajal: `<path d="M40 170 L150 30" stroke="#fff" stroke-width="26" stroke-linecap="round"/><path d="M150 30 L170 8" stroke="#0f172a" stroke-opacity="0.55" stroke-width="16" stroke-linecap="round"/><path d="M75 126 L100 94" stroke="#0f172a" stroke-opacity="0.25" stroke-width="26"/>`,
  bottle: `<path d="M80 15 H120 V45 C150 60 150 70 150 90 V175 a10 10 0 0 1 -10 10 H60 a10 10 0 0 1 -10 -10 V90 C50 70 50 60 80 45 Z" ${F}/><rect x="65" y="105" width="70" height="50" rx="6" fill="#0f172a" fill-opacity="0.2"/>`,
  tube: `<path d="M60 20 H140 L128 150 H72 Z" ${F}/><rect x="78" y="150" width="44" height="35" rx="6" ${FS}/><path d="M60 35 H140" stroke="#0f172a" stroke-opacity="0.25" stroke-width="6"/>`,
  jar: `<rect x="35" y="80" width="130" height="90" rx="18" ${F}/><rect x="45" y="50" width="110" height="30" rx="8" ${FS}/><rect x="60" y="110" width="80" height="30" rx="6" fill="#0f172a" fill-opacity="0.18"/>`,
  spray: `<rect x="62" y="70" width="76" height="115" rx="16" ${F}/><rect x="85" y="40" width="30" height="30" rx="4" ${FS}/><path d="M115 50 H135" ${W}/><path d="M150 38 l15 -8 M152 50 h18 M150 62 l15 8" stroke="#fff" stroke-width="5" stroke-linecap="round"/>`,
  bat: `<path d="M130 20 L180 70 L90 160 L40 110 Z" ${F}/><path d="M60 140 L20 180" stroke="#fff" stroke-width="16" stroke-linecap="round"/>`,
  football: `<circle cx="100" cy="100" r="80" ${W}/><path d="M100 70 L128 90 L118 122 H82 L72 90 Z" ${F}/><path d="M100 70 V25 M128 90 L170 75 M118 122 L145 160 M82 122 L55 160 M72 90 L30 75" stroke="#fff" stroke-width="7"/>`,
  racquet: `<ellipse cx="110" cy="70" rx="50" ry="58" ${W}/><path d="M70 60 H150 M72 85 H148 M85 35 V110 M110 15 V128 M135 35 V110" stroke="#fff" stroke-width="3" stroke-opacity="0.7"/><path d="M88 122 L45 185" stroke="#fff" stroke-width="14" stroke-linecap="round"/>`,
  paddle: `<circle cx="100" cy="80" r="62" ${F}/><rect x="88" y="135" width="24" height="55" rx="10" ${FS}/>`,
  shuttlecock: `<path d="M60 30 L140 30 L118 140 H82 Z" ${W}/><path d="M82 30 L92 140 M100 30 V140 M118 30 L108 140" stroke="#fff" stroke-width="4" stroke-opacity="0.7"/><path d="M78 140 H122 V150 a22 22 0 0 1 -44 0 Z" ${F}/>`,
  sunglasses: `<path d="M15 80 H185" ${W}/><path d="M25 80 H90 V105 a30 30 0 0 1 -60 0 Z" ${F}/><path d="M110 80 H175 V105 a30 30 0 0 1 -60 0 Z" ${F}/>`,
  backpack: `<path d="M50 60 a50 50 0 0 1 100 0 V175 a10 10 0 0 1 -10 10 H60 a10 10 0 0 1 -10 -10 Z" ${F}/><path d="M80 20 a20 20 0 0 1 40 0" ${W}/><rect x="68" y="110" width="64" height="50" rx="8" fill="#0f172a" fill-opacity="0.2"/>`,
  wallet: `<rect x="20" y="50" width="160" height="110" rx="14" ${F}/><path d="M120 85 H180 V125 H120 a20 20 0 0 1 0 -40 Z" fill="#0f172a" fill-opacity="0.25"/><circle cx="128" cy="105" r="6" ${F}/>`,
  trolley: `<rect x="45" y="50" width="110" height="120" rx="14" ${F}/><path d="M80 50 V20 H120 V50" ${W}/><path d="M75 70 V150 M100 70 V150 M125 70 V150" stroke="#0f172a" stroke-opacity="0.25" stroke-width="6"/><circle cx="65" cy="182" r="8" ${F}/><circle cx="135" cy="182" r="8" ${F}/>`,
  yogamat: `<rect x="20" y="60" width="120" height="80" rx="8" ${FS}/><circle cx="150" cy="100" r="40" ${F}/><circle cx="150" cy="100" r="18" fill="#0f172a" fill-opacity="0.2"/>`,
  dumbbell: `<rect x="15" y="60" width="25" height="80" rx="6" ${F}/><rect x="40" y="45" width="25" height="110" rx="6" ${F}/><rect x="135" y="45" width="25" height="110" rx="6" ${F}/><rect x="160" y="60" width="25" height="80" rx="6" ${F}/><rect x="65" y="90" width="70" height="20" ${F}/>`,
  rope: `<path d="M45 40 C45 170 155 170 155 40" ${W}/><rect x="33" y="15" width="24" height="45" rx="8" ${F}/><rect x="143" y="15" width="24" height="45" rx="8" ${F}/>`,
  bike: `<circle cx="50" cy="150" r="30" ${W}/><circle cx="150" cy="150" r="30" ${W}/><path d="M50 150 L85 80 H135 L150 150 M85 80 L110 150 H50 M135 80 L140 50 H160 M75 60 H100" ${W}/>`,
  shaker: `<path d="M60 50 H140 L130 185 H70 Z" ${F}/><rect x="55" y="25" width="90" height="25" rx="6" ${FS}/><path d="M65 90 H135" stroke="#0f172a" stroke-opacity="0.3" stroke-width="4" stroke-dasharray="6 6"/>`,
  bands: `<path d="M30 60 C100 20 100 180 170 140" ${W}/><path d="M30 100 C100 60 100 200 170 170" stroke="#fff" stroke-opacity="0.6" stroke-width="9" fill="none" stroke-linecap="round"/><rect x="15" y="45" width="30" height="70" rx="10" ${F}/><rect x="155" y="125" width="30" height="60" rx="10" ${F}/>`,
  parcel: `<path d="M100 20 L180 60 V145 L100 185 L20 145 V60 Z" ${W}/><path d="M20 60 L100 100 L180 60 M100 100 V185" ${W}/>`,
} as const;

export type ProductKind = keyof typeof PICTOGRAMS;

/** Words in a product's name that tell its kind; the first match wins (order matters). */
const KIND_WORDS: [RegExp, ProductKind][] = [
  [/smartwatch|smart watch|colorfit|fitness band/i, 'smartwatch'],
  [/headphone|earphone|earbud|rockerz|airdopes/i, 'headphones'],
  [/power ?bank/i, 'powerbank'],
  [/speaker|soundbar/i, 'speaker'],
  [/microsd|memory card|pen ?drive/i, 'memorycard'],
  [/keyboard|mouse/i, 'keyboard'],
  [/phone|redmi|galaxy|iphone|\d+ ?gb ram/i, 'phone'],
  [/watch/i, 'watch'],
  [/saree|sari\b|dupatta/i, 'saree'],
  [/kurta|anarkali|kurti/i, 'kurta'],
  [/hoodie|sweatshirt/i, 'hoodie'],
  [/jacket|coat\b/i, 'jacket'],
  [/jeans|trouser|pants|chinos|joggers/i, 'pants'],
  [/t-shirt|tee\b|polo/i, 'tshirt'],
  [/shirt/i, 'shirt'],
  [/loafer|shoe|sneaker|sandal|boot/i, 'shoes'],
  [/pressure cooker|cooker|kadai|pan\b/i, 'cooker'],
  [/kettle/i, 'kettle'],
  [/air fryer|fryer|\boven\b|mixer/i, 'airfryer'],
  [/shaker/i, 'shaker'],
  [/flask|bottle/i, 'flask'],
  [/bedsheet|bed sheet|pillow|blanket|quilt/i, 'bedsheet'],
  [/dhurrie|rug|carpet/i, 'rug'],
  [/\blamp|lantern/i, 'lamp'],
  [/kajal|eyeliner|pencil/i, 'kajal'],
  [/lipstick|primer/i, 'lipstick'],
  [/hair oil|oil\b|shampoo/i, 'bottle'],
  [/face ?wash|cleanser|gel\b/i, 'tube'],
  [/cream|moisturi[sz]|balm/i, 'jar'],
  [/mist|spray|perfume|deo/i, 'spray'],
  [/cricket bat|\bbat\b/i, 'bat'],
  [/football|\bball\b/i, 'football'],
  [/shuttle/i, 'shuttlecock'],
  [/table tennis/i, 'paddle'],
  [/racquet|racket/i, 'racquet'],
  [/sunglass|wayfarer|aviator/i, 'sunglasses'],
  [/backpack|rucksack|\bbag\b/i, 'backpack'],
  [/wallet|purse/i, 'wallet'],
  [/trolley|suitcase|luggage/i, 'trolley'],
  [/yoga mat|\bmat\b/i, 'yogamat'],
  [/dumbbell|kettlebell|weights?\b/i, 'dumbbell'],
  [/skipping|jump rope|rope/i, 'rope'],
  [/exercise bike|cycle|bicycle/i, 'bike'],
  [/resistance band|bands?\b/i, 'bands'],
];

/** What a product (by its name) is: the pictogram it gets. */
export function productKind(name: string, category: string): ProductKind {
  for (const [pattern, kind] of KIND_WORDS) if (pattern.test(name)) return kind;
  return (
    ({ Electronics: 'phone', Fashion: 'shirt', Home: 'lamp', Beauty: 'jar', Sports: 'football' } as const)[
      category as 'Electronics'
    ] ?? 'parcel'
  );
}

/** Hue (degrees) per category; each product is shifted from it by its own name. */
const CATEGORY_HUE: Record<string, number> = {
  Electronics: 220,
  Fashion: 330,
  Home: 32,
  Beauty: 290,
  Sports: 140,
  Apparel: 175,
  Accessories: 250,
  Fitness: 18,
};

function nameHash(name: string): number {
  let h = 2166136261;
  for (const c of name) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** The views a product page's gallery shows: the front, a close-up, and the product on a light backdrop. */
export const ART_VIEWS = 3;

/**
 * A product's art, view 1 to 3: 1 the pictogram on the product's colour, 2 a close-up of it, 3 the
 * pictogram in colour on a light backdrop. No text.
 */
export function productArtSvg(name: string, category: string, view = 1): string {
  const hash = nameHash(name);
  const hue = ((CATEGORY_HUE[category] ?? 200) + ((hash % 41) - 20) + 360) % 360;
  const from = `hsl(${hue} 62% 30%)`;
  const to = `hsl(${(hue + 24) % 360} 70% 55%)`;
  const icon = PICTOGRAMS[productKind(name, category)];
  const tilt = (hash % 13) - 6;
  const defs = `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">${defs}`;
  if (view === 2)
    return `${open}<rect width="800" height="800" fill="url(#bg)"/><g transform="translate(400 430) rotate(${tilt - 12}) scale(3.4) translate(-100 -100)">${icon}</g></svg>`;
  if (view === 3)
    return `${open}<rect width="800" height="800" fill="hsl(${hue} 40% 96%)"/><ellipse cx="400" cy="660" rx="230" ry="34" fill="hsl(${hue} 30% 80%)"/><circle cx="400" cy="380" r="250" fill="url(#bg)"/><g transform="translate(400 380) rotate(${tilt}) scale(1.8) translate(-100 -100)">${icon}</g></svg>`;
  return `${open}<rect width="800" height="800" fill="url(#bg)"/><circle cx="400" cy="400" r="270" fill="#fff" fill-opacity="0.12"/><circle cx="${560 + (hash % 120)}" cy="${140 + (hash % 90)}" r="${60 + (hash % 50)}" fill="#fff" fill-opacity="0.08"/><g transform="translate(400 400) rotate(${tilt}) scale(2.2) translate(-100 -100)">${icon}</g></svg>`;
}
