import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** RFC 6266 attachment header with an ASCII fallback and the UTF-8 name. */
export function attachmentHeader(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** A stored file's answer: its type, length and name as a download, the content streamed. */
export function sendStoredFile(
  reply: FastifyReply,
  file: { filename: string; contentType: string; size: number; stream: Readable },
): FastifyReply {
  reply.header('content-type', file.contentType);
  reply.header('content-length', String(file.size));
  reply.header('content-disposition', attachmentHeader(file.filename));
  return reply.send(file.stream);
}
