import { templateFonts } from './fonts.js';

/** A node of the tree satori lays out: React's element shape, without React. */
export interface Node {
  type: string;
  props: { style?: Record<string, unknown>; children?: Child | Child[]; [name: string]: unknown };
}
export type Child = Node | string | number | null | undefined | false;

/**
 * An element; satori lays out every div with more than one child as a flex box. Sizes include
 * padding and borders, as on the web with `border-box`: satori's default (content-box) put a
 * full-size page's padding outside the picture, and its edges were cut off.
 */
export const h = (type: string, style: Record<string, unknown>, ...children: Child[]): Node => ({
  type,
  props: { style: type === 'div' ? { display: 'flex', boxSizing: 'border-box', ...style } : style, children },
});

/** The tree as a PNG of exactly this size: satori lays it out as SVG, resvg rasterises it. */
export async function renderPng(tree: Node, size: { width: number; height: number }): Promise<Buffer> {
  // Loaded on the first drawing, not at every start of the server: most never draw.
  const [{ default: satori }, { renderAsync }] = await Promise.all([import('satori'), import('@resvg/resvg-js')]);
  const svg = await satori(tree as Parameters<typeof satori>[0], { ...size, fonts: await templateFonts() });
  // Off the event loop: resvg renders on libuv's thread pool.
  const image = await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  return image.asPng();
}
