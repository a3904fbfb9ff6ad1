import helmet from 'helmet';

/** What a module's pages load from other hosts, by directive of the content policy (`https://telegram.org`). */
export interface ContentSources {
  scriptSrc?: string[];
  frameSrc?: string[];
  imgSrc?: string[];
  mediaSrc?: string[];
  connectSrc?: string[];
}

/** Stored files may be urls on any https host an admin wrote: images and media from anywhere over https. */
const IMAGES = ["'self'", 'data:', 'blob:', 'https:'];
/** The platform's own sources of each directive a module may add to; none for frames. */
const OWN: Required<ContentSources> = { scriptSrc: ["'self'"], frameSrc: [], imgSrc: IMAGES, mediaSrc: IMAGES, connectSrc: ["'self'"] };

/** The platform's sources of a directive and those the modules add; `'none'` when there are none. */
function sources(directive: keyof ContentSources, added: ContentSources[]): string[] {
  const all = [...new Set([...OWN[directive], ...added.flatMap((sources) => sources[directive] ?? [])])];
  return all.length ? all : ["'none'"];
}

/**
 * Security headers on every answer (pages, the admin, the playground, API JSON): a content
 * policy the site, the admin (draft-js) and GraphiQL work under with nothing from other hosts
 * but images and media and what the modules add (their `contentSources`: Telegram's Login Widget
 * when Telegram sign-in is configured, the storage host's files), no framing by any site,
 * referrers cut to the origin across sites, and HSTS only when the site is served over https.
 */
export function securityHeaders({ publicUrl, contentSources }: { publicUrl: string; contentSources: ContentSources[] }) {
  const https = publicUrl.startsWith('https:');
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: sources('scriptSrc', contentSources),
        scriptSrcAttr: ["'none'"],
        // Mantine and the editors set style attributes and inject style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: sources('imgSrc', contentSources),
        mediaSrc: sources('mediaSrc', contentSources),
        fontSrc: ["'self'", 'data:'],
        connectSrc: sources('connectSrc', contentSources),
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameSrc: sources('frameSrc', contentSources),
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Images and media of other hosts are allowed above; embedding requirements would block them.
    crossOriginEmbedderPolicy: false,
    // Stored files (/public) may be shown by other sites of the owner, as before.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
}
