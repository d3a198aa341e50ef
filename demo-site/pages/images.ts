/**
 * Product and category images, drawn as SVG at request time from the seeded data (no outside image host).
 * Each category has its own simple illustration, tinted with the SKU's colour.
 */
import { escapeHtml } from '../html';
import { categories, findSku, findProduct } from '../data';

const ICONS: Record<string, (c: string) => string> = {
  // A crayon.
  art: (c) =>
    `<g transform="rotate(-30 300 300)"><rect x="150" y="255" width="260" height="90" rx="10" fill="${c}"/><polygon points="410,255 480,300 410,345" fill="#f3d9b1"/><polygon points="455,285 480,300 455,315" fill="${c}"/><rect x="190" y="255" width="24" height="90" fill="#0002"/><rect x="350" y="255" width="24" height="90" fill="#0002"/></g>`,
  // An open book.
  literacy: (c) =>
    `<path d="M120 190 Q210 160 300 200 L300 430 Q210 390 120 420 Z" fill="${c}"/><path d="M480 190 Q390 160 300 200 L300 430 Q390 390 480 420 Z" fill="${c}" opacity=".8"/><path d="M150 230 Q215 210 280 235 M150 270 Q215 250 280 275 M320 235 Q385 210 450 230 M320 275 Q385 250 450 270" stroke="#fff" stroke-width="10" fill="none"/>`,
  // Counting cubes.
  math: (c) =>
    `<rect x="140" y="300" width="110" height="110" rx="10" fill="${c}"/><rect x="255" y="300" width="110" height="110" rx="10" fill="${c}" opacity=".75"/><rect x="370" y="300" width="110" height="110" rx="10" fill="${c}" opacity=".55"/><rect x="200" y="185" width="110" height="110" rx="10" fill="${c}" opacity=".9"/><rect x="315" y="185" width="110" height="110" rx="10" fill="${c}" opacity=".65"/><text x="250" y="270" font-size="70" font-family="Arial" font-weight="bold" fill="#fff" text-anchor="middle">1</text><text x="370" y="270" font-size="70" font-family="Arial" font-weight="bold" fill="#fff" text-anchor="middle">2</text>`,
  // A flask.
  science: (c) =>
    `<path d="M260 140 h80 v100 l110 180 q15 40 -30 40 h-240 q-45 0 -30 -40 l110 -180 Z" fill="#fff" stroke="#333" stroke-width="10"/><path d="M205 340 h190 l35 60 q8 25 -20 25 h-220 q-28 0 -20 -25 Z" fill="${c}"/><circle cx="280" cy="300" r="14" fill="${c}"/><circle cx="320" cy="265" r="10" fill="${c}"/>`,
  // Stacked blocks.
  'early-learning': (c) =>
    `<rect x="170" y="330" width="120" height="100" rx="8" fill="${c}"/><rect x="310" y="330" width="120" height="100" rx="8" fill="#2f6fd0"/><rect x="240" y="220" width="120" height="100" rx="8" fill="#e4572e"/><polygon points="300,120 370,210 230,210" fill="#2e9d5b"/><text x="230" y="400" font-size="60" font-family="Arial" font-weight="bold" fill="#fff" text-anchor="middle">A</text><text x="370" y="400" font-size="60" font-family="Arial" font-weight="bold" fill="#fff" text-anchor="middle">B</text>`,
  // A storage bin.
  'classroom-organization': (c) =>
    `<path d="M150 230 h300 l-25 200 h-250 Z" fill="${c}"/><rect x="135" y="205" width="330" height="40" rx="8" fill="${c}" opacity=".8"/><rect x="250" y="290" width="100" height="50" rx="6" fill="#fff"/>`,
  // An apple.
  'teacher-supplies': (c) =>
    `<path d="M300 220 C220 170 140 220 160 320 C180 420 250 450 300 420 C350 450 420 420 440 320 C460 220 380 170 300 220 Z" fill="${c}"/><path d="M300 220 Q300 170 330 140" stroke="#5a3d2b" stroke-width="14" fill="none"/><path d="M310 175 Q360 130 400 160 Q360 200 310 175 Z" fill="#2e9d5b"/>`,
  // A heart.
  'social-emotional': (c) =>
    `<path d="M300 440 C120 320 130 180 230 180 C270 180 290 205 300 230 C310 205 330 180 370 180 C470 180 480 320 300 440 Z" fill="${c}"/><circle cx="260" cy="280" r="14" fill="#fff"/><circle cx="340" cy="280" r="14" fill="#fff"/><path d="M255 330 Q300 370 345 330" stroke="#fff" stroke-width="12" fill="none" stroke-linecap="round"/>`,
  // A table and a chair.
  furniture: (c) =>
    `<rect x="110" y="250" width="260" height="30" rx="6" fill="${c}"/><rect x="130" y="280" width="20" height="150" fill="${c}"/><rect x="330" y="280" width="20" height="150" fill="${c}"/><rect x="400" y="200" width="20" height="230" fill="${c}" opacity=".8"/><rect x="400" y="310" width="90" height="20" fill="${c}" opacity=".8"/><rect x="470" y="310" width="20" height="120" fill="${c}" opacity=".8"/>`,
  // A gift card.
  'gift-cards': (c) =>
    `<rect x="120" y="180" width="360" height="230" rx="24" fill="${c}"/><rect x="120" y="230" width="360" height="30" fill="#fff" opacity=".35"/><text x="300" y="350" font-size="46" font-family="Arial" font-weight="bold" fill="#fff" text-anchor="middle">GIFT CARD</text>`,
};

const tint = (hex: string): string => {
  const n = parseInt(hex.slice(1), 16);
  const mix = (v: number) => Math.round(v + (255 - v) * 0.86);
  return `rgb(${mix((n >> 16) & 255)},${mix((n >> 8) & 255)},${mix(n & 255)})`;
};

function svg(categoryId: string, color: string, label: string): string {
  const icon = (ICONS[categoryId] ?? ICONS['teacher-supplies']!)(color);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600"><rect width="600" height="600" fill="${tint(color)}"/>${icon}<text x="300" y="530" font-size="30" font-family="Arial, sans-serif" fill="#333" text-anchor="middle">${escapeHtml(label)}</text></svg>`;
}

/** The SVG of a SKU's image, or undefined for an unknown SKU. */
export function productImageSvg(skuId: string): string | undefined {
  const sku = findSku(skuId);
  const product = sku && findProduct(sku.productId);
  if (!sku || !product) return undefined;
  return svg(product.categoryId, sku.swatch, sku.option ? sku.option.value : product.grades);
}

/** The SVG of a category tile, or undefined for an unknown category. */
export function categoryImageSvg(categoryId: string): string | undefined {
  const cat = categories.find((c) => c.id === categoryId);
  return cat ? svg(cat.id, cat.color, '') : undefined;
}
