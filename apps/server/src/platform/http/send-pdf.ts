import type { FastifyReply } from 'fastify';
import { attachmentHeader } from './attachment-header';

/** Answers a generated PDF as a download named `filename`. */
export function sendPdf(reply: FastifyReply, filename: string, pdf: Buffer) {
  reply.header('content-type', 'application/pdf');
  reply.header('content-disposition', attachmentHeader(filename));
  return reply.send(pdf);
}
