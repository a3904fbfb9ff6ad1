import compression from 'compression';

/**
 * Answers made while serving (pages, GraphQL, REST, OpenAPI) compressed when the client accepts
 * it: brotli first, then gzip, above 1 KB. Types that are compressed already (images, video,
 * archives, the build's precompressed copies) are sent as they are, and so are partial answers
 * (ranges are of the file's own bytes).
 */
export const compressAnswers = () =>
  compression({ threshold: 1024, filter: (req, res) => !req.headers.range && compression.filter(req, res) });
