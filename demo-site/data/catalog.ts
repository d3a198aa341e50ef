/**
 * The demo catalog: categories, products and SKUs, generated from a fixed seed so every run and every
 * machine sees the same store. Names, prices, options, badges, statuses and ratings are drawn from
 * per-category tables that read like a classroom-supplies catalog.
 */
import { cents, createRng, pick, type Rng } from './rng';

export const CATALOG_SEED = 20260417;

export type SkuStatus = 'ACTIVE' | 'SOLD_OUT' | 'DISCONTINUED' | 'CLEARANCE';
export type SkuType = 'giftcard' | 'eGiftcard' | 'other';

export interface Sku {
  id: string;
  productId: string;
  /** The product name plus the option value, as carts and orders show it. */
  displayName: string;
  /** The option this SKU stands for (null for single-SKU products). */
  option: { name: string; value: string } | null;
  listPrice: number;
  /** Sale price when on sale, else null. */
  salePrice: number | null;
  /** Government-schedule price, for products that have one. */
  gsaPrice: number | null;
  status: SkuStatus;
  skuType: SkuType;
  /** Gift-card design name. */
  design: string | null;
  storeOnly: boolean;
  persEnabled: boolean;
  /** Relative URL of the generated SVG image. */
  imageURL: string;
  /** The colour the image is drawn in. */
  swatch: string;
}

export interface GiftCardInfo {
  kind: 'classic' | 'egift';
  /** Fixed amounts offered; 'Custom Amount' is also offered when customAmount is set. */
  amounts: number[];
  customAmount: { min: number; max: number };
}

export interface Product {
  id: string;
  name: string;
  description: string;
  categoryId: string;
  subcategoryId: string;
  /** The product page path, /p/{default sku}/. */
  seoURL: string;
  skus: Sku[];
  defaultSkuId: string;
  /** The option name shared by the SKUs ('Color', 'Size', ...), or null. */
  optionName: string | null;
  rating: number;
  reviewCount: number;
  badges: string[];
  isNew: boolean;
  llExclusive: boolean;
  furniture: boolean;
  storeOnly: boolean;
  persEnabled: boolean;
  hasGSAPrice: boolean;
  grades: string;
  /** The kind of product (the noun of its name: 'Tempera Paint'), a third level under its subcategory. */
  productType: string;
  /** Days since the product was added (for "What's New" sorting). */
  addedDaysAgo: number;
  /** Units sold in the last year (for "Best Sellers" sorting). */
  popularity: number;
  giftCard: GiftCardInfo | null;
  /** The furniture warranty tier (spec section 9: lifetime, 50yr, 10yr, 5yr); none for other products. */
  warranty?: WarrantyTier | null;
}

export const WARRANTY_TIERS = ['lifetime', '50yr', '10yr', '5yr'] as const;
export type WarrantyTier = (typeof WARRANTY_TIERS)[number];

export interface Subcategory {
  id: string;
  name: string;
  url: string;
  parentId: string;
}

export interface Category {
  id: string;
  name: string;
  url: string;
  description: string;
  /** The colour used for the category's images and tiles. */
  color: string;
  subcategories: Subcategory[];
}

interface SubSpec {
  id: string;
  name: string;
  nouns: string[];
  mods: string[];
  option: keyof typeof OPTION_VALUES | null;
  price: [number, number];
}

interface CategorySpec {
  id: string;
  name: string;
  description: string;
  color: string;
  grades: string[];
  subs: SubSpec[];
}

/** Each option's values in their natural order (Small before Large). */
export const OPTION_VALUES = {
  Color: ['Red', 'Blue', 'Green', 'Yellow', 'Purple', 'Orange'],
  Size: ['Small', 'Medium', 'Large', 'X-Large'],
  Pack: ['Single', 'Set of 4', 'Classpack of 12', 'Classpack of 24'],
  Grade: ['Grades PreK-K', 'Grades 1-2', 'Grades 3-4', 'Grades 5-6'],
  Finish: ['Natural Maple', 'Gray', 'Espresso', 'White'],
  Height: ['11" Seat', '13" Seat', '15" Seat', '17" Seat'],
};

const SWATCHES: Record<string, string> = {
  Red: '#d64545',
  Blue: '#2f6fd0',
  Green: '#2e9d5b',
  Yellow: '#e8b923',
  Purple: '#8450c8',
  Orange: '#ee7b30',
  'Natural Maple': '#c99a5b',
  Gray: '#8c939b',
  Espresso: '#5a3d2b',
  White: '#d9d4cc',
};

const CATEGORY_SPECS: CategorySpec[] = [
  {
    id: 'art',
    name: 'Art & Craft Supplies',
    description: 'Crayons, paints, paper and craft kits that let every young artist create.',
    color: '#e4572e',
    grades: ['Grades PreK-2', 'Grades K-5', 'Grades 1-6'],
    subs: [
      {
        id: 'crayons-markers',
        name: 'Crayons & Markers',
        nouns: ['Crayons', 'Washable Markers', 'Colored Pencils', 'Oil Pastels', 'Dry-Erase Crayons', 'Chalk Markers'],
        mods: ['Jumbo', 'Classpack', 'Twistable', 'Triangular', 'Glitter', 'Neon', 'Chubby', 'Fine-Line'],
        option: 'Pack',
        price: [4.99, 39.99],
      },
      {
        id: 'paint',
        name: 'Paint & Brushes',
        nouns: ['Tempera Paint', 'Watercolor Set', 'Paint Brushes', 'Finger Paint', 'Paint Cups', 'Easel Paper'],
        mods: ['Washable', 'Liquid', 'No-Spill', 'Super-Value', 'Metallic', 'Fluorescent', 'Ready-to-Use'],
        option: 'Color',
        price: [6.99, 49.99],
      },
      {
        id: 'craft-kits',
        name: 'Craft Kits',
        nouns: ['Collage Kit', 'Pom-Pom Pack', 'Craft Stick Set', 'Feather Assortment', 'Bead Kit', 'Puppet Kit'],
        mods: ['Giant', 'Rainbow', 'Seasonal', 'Super', 'Mini', 'Sparkly', 'Nature'],
        option: null,
        price: [9.99, 59.99],
      },
      {
        id: 'paper',
        name: 'Construction Paper',
        nouns: ['Construction Paper', 'Drawing Paper', 'Tissue Paper', 'Bulletin Board Paper', 'Cardstock'],
        mods: ['Bright', 'Heavyweight', 'Recycled', 'Assorted', 'Jumbo Pack', 'Pastel'],
        option: 'Color',
        price: [5.99, 34.99],
      },
    ],
  },
  {
    id: 'literacy',
    name: 'Literacy & Language',
    description: 'Phonics games, readers and writing centers for confident readers and writers.',
    color: '#2f6fd0',
    grades: ['Grades PreK-1', 'Grades K-2', 'Grades 2-4'],
    subs: [
      {
        id: 'phonics',
        name: 'Phonics',
        nouns: ['Phonics Game', 'Sight Word Cards', 'Alphabet Puzzles', 'Word Family Flip Books', 'Letter Sound Kit', 'Rhyming Activity Set'],
        mods: ['Hands-On', 'Instant', 'Magnetic', 'Sort & Match', 'Self-Checking', 'Giant'],
        option: 'Grade',
        price: [14.99, 69.99],
      },
      {
        id: 'readers',
        name: 'Leveled Readers',
        nouns: ['Decodable Readers', 'Leveled Book Set', 'Nonfiction Readers', 'Read-Aloud Library', 'Big Book Collection'],
        mods: ['Beginning', 'Science', 'Animal', 'Community Helpers', 'Classic', 'Bilingual'],
        option: 'Grade',
        price: [24.99, 129.99],
      },
      {
        id: 'writing',
        name: 'Writing',
        nouns: ['Writing Journals', 'Story Starter Kit', 'Handwriting Practice Boards', 'Sentence Building Tiles', 'Grammar Games'],
        mods: ['Dry-Erase', 'Picture', 'Creative', 'Daily', 'Spiral', 'Write & Wipe'],
        option: 'Pack',
        price: [9.99, 49.99],
      },
    ],
  },
  {
    id: 'math',
    name: 'Math',
    description: 'Manipulatives, games and centers that make numbers something to hold.',
    color: '#2e9d5b',
    grades: ['Grades PreK-K', 'Grades K-2', 'Grades 3-5'],
    subs: [
      {
        id: 'manipulatives',
        name: 'Math Manipulatives',
        nouns: ['Counting Bears', 'Linking Cubes', 'Pattern Blocks', 'Base Ten Set', 'Fraction Tiles', 'Geoboards', 'Two-Color Counters'],
        mods: ['Classroom', 'Jumbo', 'Magnetic', 'Transparent', 'Rainbow', 'Soft Foam', 'Deluxe'],
        option: 'Pack',
        price: [9.99, 79.99],
      },
      {
        id: 'math-games',
        name: 'Math Games',
        nouns: ['Addition Game', 'Money Game', 'Time-Telling Kit', 'Multiplication Machine', 'Place Value Game', 'Number Line Floor Mat'],
        mods: ['Instant', 'Talking', 'Hands-On', 'Race to 100', 'Quick-Flip', 'Electronic'],
        option: null,
        price: [14.99, 59.99],
      },
      {
        id: 'measurement',
        name: 'Measurement & Geometry',
        nouns: ['Balance Scale', 'Measuring Tapes', 'Geometric Solids', 'Rulers', 'Measuring Cups Set'],
        mods: ['Primary', 'Bucket', 'Classroom', 'Clear', 'Stackable'],
        option: 'Pack',
        price: [7.99, 44.99],
      },
    ],
  },
  {
    id: 'science',
    name: 'Science & STEM',
    description: 'Discovery kits, magnets and engineering sets for curious young scientists.',
    color: '#8450c8',
    grades: ['Grades PreK-K', 'Grades K-3', 'Grades 3-6'],
    subs: [
      {
        id: 'stem-kits',
        name: 'STEM Kits',
        nouns: ['Building Set', 'Coding Robot', 'Engineering Challenge Kit', 'Marble Run', 'Gears Set', 'Bridge Builders'],
        mods: ['Classroom', 'Light-Up', 'Ultimate', 'Mini', 'Super', 'Motorized'],
        option: null,
        price: [19.99, 149.99],
      },
      {
        id: 'life-science',
        name: 'Life Science',
        nouns: ['Bug Viewers', 'Butterfly Garden', 'Plant Growing Kit', 'Life Cycle Models', 'Magnifiers'],
        mods: ['Giant', 'Jumbo', 'Classroom', 'Real-Life', 'Observation'],
        option: 'Pack',
        price: [9.99, 69.99],
      },
      {
        id: 'physical-science',
        name: 'Physical Science',
        nouns: ['Magnet Set', 'Weather Station', 'Color Mixing Lab', 'Light & Color Kit', 'Sink or Float Kit', 'Simple Machines Set'],
        mods: ['Mighty', 'Discovery', 'Hands-On', 'Soft', 'Clear', 'Deluxe'],
        option: null,
        price: [14.99, 89.99],
      },
    ],
  },
  {
    id: 'early-learning',
    name: 'Early Learning',
    description: 'Blocks, pretend play and sensory materials for preschool and kindergarten.',
    color: '#e8b923',
    grades: ['Ages 2-4', 'Ages 3-5', 'Grades PreK-K'],
    subs: [
      {
        id: 'blocks',
        name: 'Blocks & Building',
        nouns: ['Hardwood Blocks', 'Foam Blocks', 'Magnetic Tiles', 'Castle Blocks', 'Stacking Cups', 'Block Play People'],
        mods: ['Giant', 'Classroom', 'Translucent', 'Soft', 'Super', 'Natural'],
        option: 'Pack',
        price: [19.99, 199.99],
      },
      {
        id: 'pretend-play',
        name: 'Pretend Play',
        nouns: ['Play Food Set', 'Dress-Up Collection', 'Toy Kitchen Set', 'Doctor Kit', 'Puppet Theater', 'Cash Register'],
        mods: ['Deluxe', 'Realistic', 'Multicultural', 'Classroom', 'Crunchy', 'Pretend & Play'],
        option: null,
        price: [14.99, 149.99],
      },
      {
        id: 'sensory',
        name: 'Sensory Play',
        nouns: ['Sensory Table', 'Play Dough', 'Sand Tools', 'Water Play Set', 'Textured Balls', 'Calm-Down Bottles'],
        mods: ['Jumbo', 'Scented', 'Classroom', 'Rainbow', 'Squishy', 'Ocean'],
        option: 'Color',
        price: [6.99, 129.99],
      },
      {
        id: 'puzzles',
        name: 'Puzzles',
        nouns: ['Floor Puzzle', 'Knob Puzzle', 'Alphabet Puzzle', 'Shape Sorter', 'Peg Puzzle'],
        mods: ['Giant', 'Wooden', 'Sound', 'Jumbo', 'Map', 'Animal'],
        option: null,
        price: [9.99, 39.99],
      },
    ],
  },
  {
    id: 'classroom-organization',
    name: 'Classroom Organization',
    description: 'Bins, carts, pocket charts and labels that keep every center in its place.',
    color: '#17a2b8',
    grades: ['All Grades'],
    subs: [
      {
        id: 'storage',
        name: 'Storage Bins & Tubs',
        nouns: ['Storage Tubs', 'Book Bins', 'Supply Caddies', 'Cubby Bins', 'Stackable Crates'],
        mods: ['Classroom', 'Clear', 'Heavy-Duty', 'Jumbo', 'Mini', 'Rainbow'],
        option: 'Color',
        price: [4.99, 59.99],
      },
      {
        id: 'pocket-charts',
        name: 'Pocket Charts',
        nouns: ['Pocket Chart', 'Calendar Pocket Chart', 'Job Chart', 'Schedule Chart', 'Hanging Organizer'],
        mods: ['Classroom', 'Mini', 'Giant', 'Magnetic', 'Double-Sided'],
        option: 'Size',
        price: [14.99, 49.99],
      },
      {
        id: 'labels',
        name: 'Labels & Nameplates',
        nouns: ['Desk Nameplates', 'Cubby Labels', 'Name Tags', 'Bin Labels', 'Welcome Banner'],
        mods: ['Personalized', 'Self-Adhesive', 'Write & Wipe', 'Colorful', 'Classic'],
        option: 'Pack',
        price: [5.99, 24.99],
      },
    ],
  },
  {
    id: 'teacher-supplies',
    name: 'Teacher Supplies',
    description: 'Planners, rewards, whiteboards and the everyday tools teachers reach for.',
    color: '#c2185b',
    grades: ['All Grades'],
    subs: [
      {
        id: 'planners',
        name: 'Planners & Record Books',
        nouns: ['Lesson Planner', 'Record Book', 'Substitute Folder', 'Teacher Calendar', 'Grade Book'],
        mods: ['Weekly', 'Undated', 'Spiral', 'Deluxe', 'Color-Coded'],
        option: null,
        price: [7.99, 29.99],
      },
      {
        id: 'rewards',
        name: 'Rewards & Incentives',
        nouns: ['Reward Stickers', 'Incentive Charts', 'Treasure Box Toys', 'Brag Tags', 'Reward Coupons', 'Teacher Stamps'],
        mods: ['Super', 'Personalized', 'Scented', 'Bulk', 'Motivational', 'Classroom'],
        option: 'Pack',
        price: [3.99, 34.99],
      },
      {
        id: 'whiteboards',
        name: 'Whiteboards & Easels',
        nouns: ['Dry-Erase Boards', 'Dry-Erase Markers', 'Whiteboard Erasers', 'Magnetic Whiteboard', 'Tabletop Easel'],
        mods: ['Classpack', 'Lap-Size', 'Double-Sided', 'Magnetic', 'Low-Odor'],
        option: 'Pack',
        price: [4.99, 89.99],
      },
    ],
  },
  {
    id: 'social-emotional',
    name: 'Social-Emotional Learning',
    description: 'Feelings games, calm-down tools and kindness kits for a caring classroom.',
    color: '#ee7b30',
    grades: ['Grades PreK-K', 'Grades K-2', 'Grades 3-5'],
    subs: [
      {
        id: 'feelings',
        name: 'Feelings & Emotions',
        nouns: ['Feelings Flash Cards', 'Emotion Cubes', 'Feelings Puppets', 'Mood Meter', 'Emotions Game'],
        mods: ['Soft', 'Giant', 'Multicultural', 'Hands-On', 'Talking'],
        option: null,
        price: [12.99, 49.99],
      },
      {
        id: 'calm-down',
        name: 'Calm-Down Tools',
        nouns: ['Calm-Down Kit', 'Fidget Set', 'Breathing Buddies', 'Sand Timers', 'Weighted Lap Pad', 'Mindfulness Cards'],
        mods: ['Classroom', 'Sensory', 'Soothing', 'Mini', 'Deluxe'],
        option: 'Color',
        price: [8.99, 79.99],
      },
      {
        id: 'community',
        name: 'Classroom Community',
        nouns: ['Kindness Kit', 'Conversation Cards', 'Class Jobs Kit', 'Friendship Bracelet Kit', 'Team-Building Games'],
        mods: ['Classroom', 'Daily', 'Growth Mindset', 'Cooperative', 'Instant'],
        option: null,
        price: [9.99, 59.99],
      },
    ],
  },
  {
    id: 'furniture',
    name: 'Classroom Furniture',
    description: 'Tables, seating, shelving and rugs built for classrooms, backed by real warranties.',
    color: '#3d4f3a',
    grades: ['All Grades'],
    subs: [
      {
        id: 'tables',
        name: 'Tables',
        nouns: ['Kidney Table', 'Activity Table', 'Collaborative Table', 'Sensory Table Stand', 'Standing Desk'],
        mods: ['Adjustable', 'Mobile', 'Premium', 'Flexible', 'Rectangular', 'Round'],
        option: 'Finish',
        price: [189.0, 899.0],
      },
      {
        id: 'seating',
        name: 'Seating',
        nouns: ['Stack Chairs', 'Wobble Stool', 'Floor Cushions', 'Bean Bag Seat', 'Reading Bench', 'Flex-Space Rocker'],
        mods: ['Classroom', 'Comfy', 'Premium', 'Active', 'Easy-Clean'],
        option: 'Height',
        price: [39.0, 349.0],
      },
      {
        id: 'shelving',
        name: 'Shelving & Storage',
        nouns: ['Bookshelf', 'Cubby Storage', 'Mobile Storage Cart', 'Teacher Cabinet', 'Book Display'],
        mods: ['Hardwood', 'Mobile', 'Low', 'Classroom Essentials', 'Premium'],
        option: 'Finish',
        price: [149.0, 999.0],
      },
      {
        id: 'rugs',
        name: 'Rugs & Carpets',
        nouns: ['Alphabet Carpet', 'Circle-Time Rug', 'World Map Carpet', 'Reading Rug', 'Color Squares Rug'],
        mods: ['Classroom', 'Jumbo', 'Premium', 'Calming Colors', 'Washable'],
        option: 'Size',
        price: [129.0, 699.0],
      },
    ],
  },
];

const DESCRIPTION_LINES: Record<string, string[]> = {
  art: ['Made for busy classrooms and built to last through years of projects.', 'Non-toxic and conforms to ASTM D-4236.', 'Bright, rich colors wash out of most fabrics.'],
  literacy: ['Includes a teacher guide with activity ideas.', 'Perfect for small groups, centers and independent practice.', 'Builds key foundational reading skills.'],
  math: ['Hands-on practice that builds number sense.', 'Includes an activity guide with lesson ideas.', 'Self-checking design lets children work independently.'],
  science: ['Sparks curiosity and real scientific thinking.', 'Comes with a guide full of experiments.', 'Sturdy parts stand up to daily classroom use.'],
  'early-learning': ['Sized just right for little hands.', 'Encourages language, cooperation and creative play.', 'Easy to clean and made to last.'],
  'classroom-organization': ['Keeps supplies organized and within reach.', 'Stacks neatly to save space.', 'Wipes clean with a damp cloth.'],
  'teacher-supplies': ['A favorite with teachers year after year.', 'Saves time on everyday classroom routines.', 'Durable, easy to use and ready for the classroom.'],
  'social-emotional': ['Helps children name, understand and manage their feelings.', 'Ideal for circle time and calm-down corners.', 'Includes conversation starters for every day.'],
  furniture: ['Built from solid hardwood with a tough, easy-clean finish.', 'Backed by our classroom furniture warranty.', 'Ships fully assembled or with simple assembly.'],
};

const BADGES = ['Best Seller', 'Exclusive', 'Award Winner', 'Teacher Favorite'];
const PRODUCTS_PER_CATEGORY = 36;

function priceBetween(rng: Rng, [min, max]: [number, number]): number {
  const raw = min + rng() * (max - min);
  // Store prices end in .99 (or .00 for furniture over $100).
  return raw > 100 && min >= 39 ? Math.round(raw) : Math.floor(raw) + 0.99;
}

const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export interface Catalog {
  categories: Category[];
  products: Product[];
}

/** Builds the whole catalog from the seed. */
export function generateCatalog(seed: number = CATALOG_SEED): Catalog {
  const rng = createRng(seed);
  const categories: Category[] = [];
  const products: Product[] = [];
  let nextId = 1001;

  for (const spec of CATEGORY_SPECS) {
    categories.push({
      id: spec.id,
      name: spec.name,
      url: `/products/${spec.id}/`,
      description: spec.description,
      color: spec.color,
      subcategories: spec.subs.map((s) => ({ id: s.id, name: s.name, url: `/products/${spec.id}/${s.id}/`, parentId: spec.id })),
    });
    const used = new Set<string>();
    for (let i = 0; i < PRODUCTS_PER_CATEGORY; i++) {
      const sub = spec.subs[i % spec.subs.length]!;
      let name = '';
      for (let tries = 0; tries < 50 && (!name || used.has(name)); tries++) name = `${pick(rng, sub.mods)} ${pick(rng, sub.nouns)}`;
      if (used.has(name)) name = `${name} ${i}`;
      used.add(name);

      const n = nextId++;
      const id = `P${n}`;
      const furniture = spec.id === 'furniture';
      const roll = rng();
      const storeOnly = !furniture && roll < 0.05;
      const persEnabled = sub.id === 'labels' || (sub.id === 'rewards' && name.includes('Personalized')) || name.startsWith('Personalized');
      const hasGSAPrice = rng() < 0.3;
      const isNew = rng() < 0.12;
      const llExclusive = rng() < 0.2;
      const skuCount = sub.option ? 1 + Math.floor(rng() * 4) : 1;
      const optionValues = sub.option ? OPTION_VALUES[sub.option] : [];
      const start = Math.floor(rng() * Math.max(1, optionValues.length - skuCount + 1));
      const basePrice = priceBetween(rng, sub.price);
      const onSale = rng() < 0.25;
      const statusRoll = rng();
      const productStatus: SkuStatus = statusRoll < 0.05 ? 'SOLD_OUT' : statusRoll < 0.08 ? 'DISCONTINUED' : statusRoll < 0.14 ? 'CLEARANCE' : 'ACTIVE';
      const skus: Sku[] = [];
      for (let k = 0; k < skuCount; k++) {
        const value = sub.option ? optionValues[(start + k) % optionValues.length]! : null;
        // Larger sizes and packs cost more.
        const step = sub.option === 'Pack' || sub.option === 'Size' || sub.option === 'Height' ? k : 0;
        const listPrice = cents(sub.option === 'Pack' ? basePrice * (1 + step * 1.6) : basePrice + step * (furniture ? 40 : 5));
        const listRounded = listPrice > 100 && furniture ? Math.round(listPrice) : Math.floor(listPrice) + 0.99;
        const clearance = productStatus === 'CLEARANCE';
        const salePrice = onSale || clearance ? cents(Math.floor(listRounded * (clearance ? 0.6 : 0.8)) + 0.99) : null;
        // Only the last SKU of a multi-SKU product sells out, so the product still has something to buy.
        const status: SkuStatus = productStatus === 'SOLD_OUT' && skuCount > 1 && k < skuCount - 1 ? 'ACTIVE' : productStatus;
        const skuId = k === 0 ? `S${n}` : `S${n}-${k + 1}`;
        skus.push({
          id: skuId,
          productId: id,
          displayName: value ? `${name} - ${value}` : name,
          option: sub.option && value ? { name: sub.option, value } : null,
          listPrice: listRounded,
          salePrice: salePrice !== null && salePrice < listRounded ? salePrice : null,
          gsaPrice: hasGSAPrice ? cents(listRounded * 0.88) : null,
          status,
          skuType: 'other',
          design: null,
          storeOnly,
          persEnabled,
          imageURL: `/images/products/${skuId}.png`,
          swatch: (value && SWATCHES[value]) || spec.color,
        });
      }
      const hasReviews = rng() > 0.1;
      const rating = hasReviews ? Math.round((3.4 + rng() * 1.6) * 10) / 10 : 0;
      const badges: string[] = [];
      if (isNew) badges.push('New');
      // llExclusive is a flag of its own (the widgets show it as a badge); badges are the merchandising ones.
      if (rng() < 0.2)
        badges.push(
          pick(
            rng,
            BADGES.filter((b) => b !== 'Exclusive'),
          ),
        );
      if (productStatus === 'CLEARANCE') badges.push('Clearance');
      else if (onSale) badges.push('Sale');
      if (storeOnly) badges.push('In Store Only');
      const lines = DESCRIPTION_LINES[spec.id] ?? [];
      // Drawn at the same point of the stream as before the field existed, so no other product changed.
      const warranty = furniture ? pick(rng, WARRANTY_TIERS) : null;
      products.push({
        id,
        name,
        description: `${name} from our ${sub.name.toLowerCase()} collection. ${lines.join(' ')}${warranty ? ' Warranty: ' + warranty + '.' : ''}`,
        warranty,
        categoryId: spec.id,
        subcategoryId: sub.id,
        seoURL: `/p/${skus[0]!.id}/`,
        skus,
        defaultSkuId: skus[0]!.id,
        optionName: sub.option,
        rating,
        reviewCount: hasReviews ? 1 + Math.floor(rng() * 480) : 0,
        badges: [...new Set(badges)],
        isNew,
        llExclusive,
        furniture,
        storeOnly,
        persEnabled,
        hasGSAPrice,
        grades: pick(rng, spec.grades),
        productType: [...sub.nouns].sort((a, b) => b.length - a.length).find((n) => name.replace(/ \d+$/, '').endsWith(n)) ?? sub.name,
        addedDaysAgo: isNew ? Math.floor(rng() * 30) : 30 + Math.floor(rng() * 900),
        popularity: Math.floor(rng() * 10000),
        giftCard: null,
      });
    }
  }

  categories.push({
    id: 'gift-cards',
    name: 'Gift Cards',
    url: '/products/gift-cards/',
    description: 'Classic gift cards by mail and e-gift cards by email, in fixed or custom amounts.',
    color: '#0b5cad',
    subcategories: [],
  });
  const giftCard = (n: number, name: string, kind: 'classic' | 'egift', designs: string[]): Product => {
    const id = `P${n}`;
    const skus: Sku[] = designs.map((design, k) => {
      const skuId = k === 0 ? `S${n}` : `S${n}-${k + 1}`;
      return {
        id: skuId,
        productId: id,
        displayName: `${name} - ${design}`,
        option: { name: 'Design', value: design },
        listPrice: 25,
        salePrice: null,
        gsaPrice: null,
        status: 'ACTIVE',
        skuType: kind === 'classic' ? 'giftcard' : 'eGiftcard',
        design,
        storeOnly: false,
        persEnabled: false,
        imageURL: `/images/products/${skuId}.png`,
        swatch: ['#0b5cad', '#d64545', '#2e9d5b', '#8450c8'][k]!,
      };
    });
    return {
      id,
      name,
      description:
        kind === 'classic'
          ? 'A classic gift card mailed in a gift envelope. Choose a design and an amount, or enter a custom amount from $5 to $500. Never expires.'
          : 'An e-gift card delivered by email with your personal message. Choose a design and an amount, or enter a custom amount from $5 to $500.',
      categoryId: 'gift-cards',
      subcategoryId: 'gift-cards',
      seoURL: `/p/${skus[0]!.id}/`,
      skus,
      defaultSkuId: skus[0]!.id,
      optionName: 'Design',
      rating: 4.9,
      reviewCount: 212,
      badges: [],
      isNew: false,
      llExclusive: false,
      furniture: false,
      storeOnly: false,
      persEnabled: false,
      hasGSAPrice: false,
      grades: 'All Grades',
      productType: name,
      addedDaysAgo: 800,
      popularity: 9000,
      giftCard: { kind, amounts: [10, 25, 50, 100], customAmount: { min: 5, max: 500 } },
    };
  };
  products.push(giftCard(nextId++, 'Lakeshore Gift Card', 'classic', ['Apple for the Teacher', 'Crayons', 'Thank You', 'Happy Birthday']));
  products.push(giftCard(nextId++, 'Lakeshore E-Gift Card', 'egift', ['Apple for the Teacher', 'Thank You', 'Celebrate']));
  return { categories, products };
}

export { slug };
