/**
 * The demo shop's pictures: flat illustrations of its products,
 * written as SVG here and rasterised to PNG at seed time by resvg (the rasteriser the
 * generate templates use). No text, no fonts: a picture takes a few milliseconds.
 */

/** The size every demo picture is drawn at: square, as product cards show them; a phone's card (about 360 CSS px at 1.75×) needs no more, and each stays near 40 KB. */
export const PICTURE_SIZE = 600;

const svg = (background: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_SIZE}" height="${PICTURE_SIZE}" viewBox="0 0 800 800">` +
  `<defs><radialGradient id="light" cx="35%" cy="25%" r="90%"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>` +
  `<rect width="800" height="800" fill="${background}"/><rect width="800" height="800" fill="url(#light)"/>` +
  // The floor the object stands on, and its shadow.
  `<rect y="600" width="800" height="200" fill="#000000" fill-opacity="0.05"/><ellipse cx="400" cy="640" rx="230" ry="26" fill="#000000" fill-opacity="0.10"/>` +
  body +
  `</svg>`;

const linenShirt = svg(
  '#e9e2d6',
  `<path d="M300 170 L250 190 L150 270 L200 360 L250 320 L250 630 L550 630 L550 320 L600 360 L650 270 L550 190 L500 170 Q400 230 300 170 Z" fill="#f7f4ee" stroke="#cfc6b6" stroke-width="6" stroke-linejoin="round"/>` +
    `<path d="M300 170 L360 240 L400 205 L440 240 L500 170" fill="none" stroke="#cfc6b6" stroke-width="6" stroke-linejoin="round"/>` +
    `<line x1="400" y1="210" x2="400" y2="630" stroke="#cfc6b6" stroke-width="5"/>` +
    [280, 340, 400, 460, 520, 580].map((y) => `<circle cx="415" cy="${y}" r="7" fill="#b9ae9b"/>`).join('') +
    `<rect x="440" y="300" width="70" height="60" rx="6" fill="none" stroke="#cfc6b6" stroke-width="5"/>`,
);

const woolSweater = svg(
  '#dfe6e9',
  `<path d="M310 170 L240 195 L150 300 L130 560 L205 570 L235 340 L250 630 L550 630 L565 340 L595 570 L670 560 L650 300 L560 195 L490 170 Q400 215 310 170 Z" fill="#6d7f8f" stroke="#566675" stroke-width="6" stroke-linejoin="round"/>` +
    `<path d="M310 170 Q400 250 490 170" fill="none" stroke="#566675" stroke-width="18"/>` +
    [330, 400, 470].map((x) => `<path d="M${x} 300 l-25 40 l25 40 l25 -40 z" fill="none" stroke="#8fa1b1" stroke-width="6"/>`).join('') +
    `<rect x="250" y="600" width="300" height="30" fill="#566675"/><rect x="130" y="545" width="75" height="25" fill="#566675"/><rect x="595" y="545" width="75" height="25" fill="#566675"/>`,
);

const canvasTote = svg(
  '#efe3cf',
  `<path d="M320 330 Q320 150 400 150 Q480 150 480 330" fill="none" stroke="#8a6a46" stroke-width="22" stroke-linecap="round"/>` +
    `<path d="M230 300 L570 300 L600 630 L200 630 Z" fill="#d8c3a0" stroke="#b79e78" stroke-width="6" stroke-linejoin="round"/>` +
    `<path d="M235 350 L565 350" stroke="#b79e78" stroke-width="5" stroke-dasharray="14 10"/>` +
    `<circle cx="400" cy="480" r="60" fill="none" stroke="#8a6a46" stroke-width="8"/><path d="M370 480 Q400 440 430 480 Q400 520 370 480 Z" fill="#8a6a46"/>`,
);

const leatherWallet = svg(
  '#eadbd3',
  `<rect x="190" y="280" width="420" height="300" rx="28" fill="#7a3f26" stroke="#5e2f1b" stroke-width="6" transform="rotate(-6 400 430)"/>` +
    `<rect x="210" y="300" width="380" height="260" rx="20" fill="none" stroke="#c98f6b" stroke-width="4" stroke-dasharray="12 9" transform="rotate(-6 400 430)"/>` +
    `<path d="M430 330 L620 310 L630 420 L440 440 Z" fill="#8f4c2f" stroke="#5e2f1b" stroke-width="5" transform="rotate(-6 400 430)"/>` +
    `<circle cx="590" cy="370" r="12" fill="#d9b48f" transform="rotate(-6 400 430)"/>` +
    `<rect x="250" y="235" width="170" height="110" rx="10" fill="#3f7f6e" transform="rotate(-14 335 290)"/>`,
);

const ceramicMug = svg(
  '#dde5dc',
  `<path d="M540 320 Q650 320 650 420 Q650 520 540 520" fill="none" stroke="#5f8570" stroke-width="34"/>` +
    `<path d="M230 250 L570 250 L555 600 Q555 630 525 630 L275 630 Q245 630 245 600 Z" fill="#7fa68f" stroke="#5f8570" stroke-width="6" stroke-linejoin="round"/>` +
    `<ellipse cx="400" cy="250" rx="170" ry="32" fill="#f4efe6" stroke="#5f8570" stroke-width="6"/>` +
    `<path d="M235 330 Q320 360 400 330 Q480 300 565 330 L560 420 Q480 390 400 420 Q320 450 240 420 Z" fill="#f4efe6" fill-opacity="0.85"/>` +
    `<path d="M350 200 Q330 160 360 120 M420 200 Q400 150 435 110" fill="none" stroke="#b9c7bd" stroke-width="10" stroke-linecap="round"/>`,
);

const scentedCandle = svg(
  '#ece4da',
  `<path d="M400 170 Q440 230 400 270 Q360 230 400 170 Z" fill="#f2b04a"/><path d="M400 205 Q418 240 400 262 Q382 240 400 205 Z" fill="#fbe3a6"/>` +
    `<line x1="400" y1="262" x2="400" y2="300" stroke="#3a3a3a" stroke-width="6"/>` +
    `<rect x="260" y="300" width="280" height="330" rx="24" fill="#b7c9bd" stroke="#8fa898" stroke-width="6"/>` +
    `<ellipse cx="400" cy="300" rx="140" ry="24" fill="#f1ece3" stroke="#8fa898" stroke-width="6"/>` +
    `<rect x="300" y="410" width="200" height="120" rx="10" fill="#f6f1e8"/><path d="M340 470 Q370 430 400 470 Q430 510 460 470" fill="none" stroke="#8fa898" stroke-width="6"/>`,
);

/** The products' pictures, in the order of the seed's products. */
export const PRODUCT_PICTURES = [linenShirt, woolSweater, canvasTote, leatherWallet, ceramicMug, scentedCandle];

/** Every picture as a PNG, drawn off the event loop (resvg works on libuv's thread pool). */
export async function drawPictures(pictures: readonly string[]): Promise<Buffer[]> {
  const { renderAsync } = await import('@resvg/resvg-js');
  return Promise.all(pictures.map(async (picture) => (await renderAsync(picture, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } })).asPng()));
}
