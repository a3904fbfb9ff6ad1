import helmet from 'helmet';
import type { Config } from '../../settings.js';

/** The origin of a configured url, when it is one (file storage on another host). */
function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/**
 * Security headers on every answer (pages, the admin, the playground, API JSON): a content
 * policy the site, the admin (draft-js) and GraphiQL work under with nothing from other hosts
 * but images and media (and Telegram's Login Widget when Telegram sign-in is configured), no framing by any site, referrers cut to the origin across sites,
 * and HSTS only when the site is served over https.
 */
export function securityHeaders(config: Pick<Config, 'publicUrl' | 'fileStorage' | 'rbac'>) {
  const https = config.publicUrl.startsWith('https:');
  // Stored files may be urls on a storage host (S3's public url, or any https url an admin wrote).
  const storage = [...originOf(config.fileStorage.s3.publicUrl), ...originOf(config.fileStorage.s3.endpoint)];
  const images = ["'self'", 'data:', 'blob:', 'https:', ...storage];
  // Telegram sign-in, when configured: the one script of another host (its Login Widget, loaded
  // on the sign-in screen only) and the frame of its button.
  const telegram = Boolean(config.rbac.telegram.botToken);
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...(telegram ? ['https://telegram.org'] : [])],
        scriptSrcAttr: ["'none'"],
        // Mantine and the editors set style attributes and inject style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: images,
        mediaSrc: images,
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameSrc: telegram ? ['https://oauth.telegram.org'] : ["'none'"],
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
