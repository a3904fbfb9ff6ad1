/** The slide after `index`; after the last comes the first (the carousel loops). */
export function nextSlide(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}

/** The slide before `index`; before the first comes the last. */
export function previousSlide(index: number, count: number): number {
  return count > 0 ? (index - 1 + count) % count : 0;
}

/** The share of the carousel's width, on each side, that moves it when clicked (2/12). */
export const EDGE_SHARE = 2 / 12;

/** A horizontal swipe shorter than this (px) is a tap, not a move. */
export const SWIPE_THRESHOLD = 48;

/** Where a swipe of `deltaX` pixels goes: -1 back, 1 forward, 0 nowhere. */
export function swipeDirection(deltaX: number): -1 | 0 | 1 {
  if (Math.abs(deltaX) < SWIPE_THRESHOLD) return 0;
  return deltaX < 0 ? 1 : -1;
}
