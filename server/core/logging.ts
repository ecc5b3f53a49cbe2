// What the server's log keeps of a request. A signed file URL is a key to a private file (an ID
// photo) for an hour: its signature never goes into the log, whoever can read the log.
import type { FastifyRequest } from 'fastify';

/** `url` with the value of every `sig` parameter replaced by a mark. */
export const redactSignature = (url: string) => url.replace(/([?&]sig=)[^&#]*/gi, '$1[redacted]');

/** Fastify's request serializer, as its default but with the URL redacted. */
export function requestForLog(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactSignature(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
