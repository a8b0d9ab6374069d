import type { Readable } from 'node:stream';

/** RFC 6266 attachment header with an ASCII fallback and the UTF-8 name. */
export function attachmentHeader(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** A stored file as a download: its type, length and name in the headers, its bytes streamed. */
export function sendAttachment(
  reply: { header(name: string, value: string): unknown; send(payload: Readable): unknown },
  file: { filename: string; contentType: string; size: number; stream: Readable },
) {
  reply.header('content-type', file.contentType);
  reply.header('content-length', String(file.size));
  reply.header('content-disposition', attachmentHeader(file.filename));
  return reply.send(file.stream);
}
