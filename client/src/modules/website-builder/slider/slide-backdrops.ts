// Slides without an image get one of these soft backdrops (clay, sage, sand, in turn), with
// two light blooms so that a text-only hero still has depth.
const BLOOMS =
  'radial-gradient(circle at 82% 18%, rgba(255, 255, 255, 0.65) 0, rgba(255, 255, 255, 0) 38%), ' +
  'radial-gradient(circle at 70% 95%, rgba(255, 255, 255, 0.35) 0, rgba(255, 255, 255, 0) 30%)';

const BACKDROPS = [
  `${BLOOMS}, linear-gradient(120deg, #fbf1ea 0%, #f3d9c9 48%, #e9b393 100%)`,
  `${BLOOMS}, linear-gradient(120deg, #f1f4ee 0%, #d8e3d2 50%, #a9c2a0 100%)`,
  `${BLOOMS}, linear-gradient(120deg, #f6f2ec 0%, #e6dccd 50%, #c9b79c 100%)`,
];

export function slideBackdrop(index: number): string {
  return BACKDROPS[index % BACKDROPS.length];
}

/** Over a photo: dark on the reading side, so that white text stays legible. */
export const IMAGE_SCRIM = 'linear-gradient(90deg, rgba(0, 0, 0, 0.62) 0%, rgba(0, 0, 0, 0.35) 55%, rgba(0, 0, 0, 0.1) 100%)';
