// Rich text is stored as serialised draft-js raw content (the admin's editor writes it).
// Reading it needs no draft-js: this module turns the raw JSON into blocks of styled runs.

export interface RawInlineStyleRange {
  offset: number;
  length: number;
  style: string;
}

export interface RawEntityRange {
  offset: number;
  length: number;
  key: number | string;
}

export interface RawBlock {
  text: string;
  type?: string;
  inlineStyleRanges?: RawInlineStyleRange[];
  entityRanges?: RawEntityRange[];
}

export interface RawContent {
  blocks: RawBlock[];
  entityMap?: Record<string, { type?: string; data?: { url?: string; href?: string; src?: string; alt?: string } }>;
}

/** An image of the text: an atomic block holding an IMAGE entity (`data.src`: a stored file's path or an http(s) url). */
export interface ContentImage {
  src: string;
  alt: string;
}

/** A piece of a block's text with one set of styles, maybe a link. */
export interface TextRun {
  text: string;
  styles: string[];
  link?: string;
}

export interface ContentBlock {
  type: string;
  runs: TextRun[];
  /** Set on an image block (type `atomic`). */
  image?: ContentImage;
}

export type ParsedRichText = { kind: 'rich'; blocks: ContentBlock[] } | { kind: 'plain'; text: string };

function isRawContent(value: unknown): value is RawContent {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as RawContent).blocks) &&
    (value as RawContent).blocks.every((block) => typeof block?.text === 'string')
  );
}

/**
 * The raw draft-js content a value holds; undefined when it is anything else (plain text).
 * Broken JSON is logged unless `quiet` (the editor, which takes it as the text it is).
 */
export function parseRawContent(value: string, { quiet = false } = {}): RawContent | undefined {
  const trimmed = value.trim();
  if (!trimmed.startsWith('{')) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch (error) {
    if (!quiet) console.warn('Rich text is not valid JSON; shown as plain text', error);
    return undefined;
  }
  return isRawContent(parsed) ? parsed : undefined;
}

/** Raw content as blocks; anything that is not raw draft-js JSON is plain text. */
export function parseRichText(value: string): ParsedRichText {
  const raw = parseRawContent(value);
  if (!raw) return { kind: 'plain', text: value };
  return { kind: 'rich', blocks: raw.blocks.map((block) => toBlock(block, raw.entityMap ?? {})) };
}

/** True for the editor's empty document: one block with no text. */
export function isEmptyRichText(parsed: ParsedRichText): boolean {
  if (parsed.kind === 'plain') return !parsed.text.trim();
  return parsed.blocks.every((block) => !block.image && block.runs.every((run) => !run.text.trim()));
}

function toBlock(block: RawBlock, entityMap: RawContent['entityMap'] & object): ContentBlock {
  if (block.type === 'atomic') {
    const entity = block.entityRanges?.map((range) => entityMap[String(range.key)]).find((candidate) => candidate?.type?.toUpperCase() === 'IMAGE');
    const src = entity?.data?.src;
    return { type: 'atomic', runs: [], ...(typeof src === 'string' && src.trim() ? { image: { src: src.trim(), alt: entity?.data?.alt ?? '' } } : {}) };
  }
  const characters = Array.from(block.text);
  const styles = characters.map(() => new Set<string>());
  const links: (string | undefined)[] = characters.map(() => undefined);

  for (const range of block.inlineStyleRanges ?? []) {
    for (let index = range.offset; index < range.offset + range.length && index < characters.length; index++) {
      styles[index].add(range.style);
    }
  }
  for (const range of block.entityRanges ?? []) {
    const entity = entityMap[String(range.key)];
    const url = entity?.type?.toUpperCase() === 'LINK' ? (entity.data?.url ?? entity.data?.href) : undefined;
    for (let index = range.offset; index < range.offset + range.length && index < characters.length; index++) {
      links[index] = url;
    }
  }

  const runs: TextRun[] = [];
  characters.forEach((character, index) => {
    const runStyles = [...styles[index]].sort();
    const last = runs.at(-1);
    if (last && last.link === links[index] && last.styles.join() === runStyles.join()) {
      last.text += character;
    } else {
      runs.push({ text: character, styles: runStyles, ...(links[index] ? { link: links[index] } : {}) });
    }
  });
  return { type: block.type ?? 'unstyled', runs };
}
