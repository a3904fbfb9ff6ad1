// Things without a photo (products, articles, categories) get a calm studio backdrop: one of
// these tones, chosen from the thing's slug so that it keeps its tone on every page.
const TONES = [
  { background: '#efe6dc', accent: '#d9c7b3', ink: '#6b5540' },
  { background: '#e4e9e1', accent: '#c5d1bf', ink: '#4b5d45' },
  { background: '#f1e3dc', accent: '#e2c2b2', ink: '#7a4a35' },
  { background: '#e3e6ec', accent: '#c6ccd8', ink: '#465066' },
  { background: '#ece4ea', accent: '#d6c5d1', ink: '#634b5c' },
  { background: '#e9e6d9', accent: '#d3ceb4', ink: '#5f5a3c' },
];

export type Tone = (typeof TONES)[number];

/** The tone of a thing named `key` (its slug), or of the `key`-th thing of a list. */
export function toneOf(key: string | number): Tone {
  if (typeof key === 'number') return TONES[key % TONES.length];
  // FNV-1a: cheap, and spreads similar slugs over the tones.
  let hash = 0x811c9dc5;
  for (const character of key) hash = Math.imul(hash ^ character.charCodeAt(0), 0x01000193) >>> 0;
  return TONES[hash % TONES.length];
}
