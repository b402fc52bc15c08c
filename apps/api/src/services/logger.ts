/**
 * What the domain needs of a logger. Fastify's (pino) logger satisfies it; services take this
 * instead of Fastify's types so that they stay free of the HTTP layer.
 */
export interface Logger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}
