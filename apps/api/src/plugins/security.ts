import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

export interface SecurityOptions {
  /** The analytics tag's hosts are allowed only when a measurement id is configured. */
  analytics: boolean;
  /** Shared rate-limit counters for several instances; in-process when absent. */
  redis?: Redis;
  /** `upgrade-insecure-requests` only makes sense when the site is served over https. */
  https: boolean;
}

const ANALYTICS_SCRIPT = ['https://www.googletagmanager.com'];
const ANALYTICS_CONNECT = [
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
];
const VIDEO_EMBEDS = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
];

/**
 * Helmet's headers for these options. They do not depend on the request, so they are worked out
 * once: `@fastify/helmet` rebuilds Helmet's middleware, and re-parses the CSP, on every request,
 * which cost a tenth of the throughput of a cached read.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/** Security headers on every response, with a CSP that allows exactly what the site loads. */
export const security = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(options.analytics ? ANALYTICS_SCRIPT : [])],
        // Mantine sets CSS variables in style attributes and <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(options.analytics ? ANALYTICS_CONNECT : [])],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(options.analytics ? ANALYTICS_CONNECT : [])],
        frameSrc: VIDEO_EMBEDS,
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Admin opens uploaded PDFs in a new tab from blob: URLs of this origin.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: options.https
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  await app.register(rateLimit, {
    global: false,
    redis: options.redis,
    nameSpace: 'agency-rl:',
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many requests. Please wait ${context.after} and try again.`), {
        statusCode: 429,
        code: 'TOO_MANY_REQUESTS',
      }),
  });
});
