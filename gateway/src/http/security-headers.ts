import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';

type Directives = Record<string, string[] | null>;

/**
 * The SPA's policy: scripts and styles only from its own files (index.html and the build hold no inline
 * ones), images also from data: and blob: (previews of files being uploaded) and the S3 endpoint, nothing
 * may frame it (the admin dashboard cannot be clickjacked).
 */
export function spaDirectives(s3Endpoint: string | undefined): Directives {
  const store = s3Endpoint ? [new URL(s3Endpoint).origin] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', ...store],
    'font-src': ["'self'", 'data:'],
    // Presigned uploads go straight to the store.
    'connect-src': ["'self'", ...store],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // Local deployments run on plain HTTP: upgrading their requests would break them.
    'upgrade-insecure-requests': null,
  };
}

/** Swagger UI's page carries inline styles and data: icons; its scripts are files. */
const DOCS_DIRECTIVES: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'upgrade-insecure-requests': null,
};

const HSTS = { maxAge: 31_536_000, includeSubDomains: true };

const isDocs = (req: FastifyRequest) => req.url === '/api/docs' || req.url.startsWith('/api/docs/');

/**
 * Security headers through @fastify/helmet on every answer: the SPA's CSP, `frame-ancestors 'none'` and
 * `X-Frame-Options: DENY`, a CSP for /api/docs that lets Swagger UI work, and HSTS only on requests that
 * came over HTTPS (with TRUST_PROXY, the proxy's X-Forwarded-Proto says so; a plain-HTTP deployment
 * must not be told to insist on HTTPS).
 */
export async function registerSecurityHeaders(fastify: FastifyInstance, s3Endpoint: string | undefined) {
  await fastify.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: spaDirectives(s3Endpoint) },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Product images are read by the SPA only; no cross-origin isolation is needed.
    crossOriginEmbedderPolicy: false,
  });
  fastify.addHook('onRequest', (req, reply, done) => {
    const overHttps = req.protocol === 'https';
    if (!overHttps && !isDocs(req)) return done();
    reply.helmet({
      ...(isDocs(req) ? { contentSecurityPolicy: { useDefaults: false, directives: DOCS_DIRECTIVES } } : {}),
      ...(overHttps ? { strictTransportSecurity: HSTS } : {}),
    });
    done();
  });
}
