import type { Where } from './ownership.js';

/**
 * Drafts. A `publishable` entity's row is a draft while its `publishedAt` is empty, as in
 * Strapi and Payload: only admins and the server read drafts; everyone else (anonymous
 * visitors, shoppers) reads the published rows only, on every read path, because visibility.ts
 * adds this condition to what they see. A time is never a schedule (a time ahead is refused on
 * input): cached answers would show a scheduled row late, and nothing drops them at its time.
 */
export const PUBLISHED: Where = Object.freeze({ publishedAt: { $ne: null } });

/**
 * Whether `rows` is the publication condition alone (`allOf` hands a lone condition over as
 * it is): what the count of a large table may estimate (see row-count.ts).
 */
export const isPublishedOnly = (rows: Where) => rows === PUBLISHED;

/** A draft row (or a value of `publishedAt` that makes one). */
export const isDraft = (publishedAt: unknown) => publishedAt === null || publishedAt === undefined;
