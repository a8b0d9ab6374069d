import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { text } from '@app/shared/validation/text';
import { ErrorEnvelope } from '@app/shared/api/error-envelope';
import { UploadedFile } from '@app/shared/files/uploads';
import { signedIn } from '../../platform/auth/access';
import { validationFailed } from '../../platform/errors';
import { serviceContext, type App } from '../../platform/http/types';
import { sendStoredFile } from '../../platform/http/attachment-header';
import { discardUnreadBody } from '../../platform/http/unread-body';
import { openFile } from './download-file';
import { saveUpload, type IncomingFile } from './save-upload';

const tags = ['files'];
const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 413: ErrorEnvelope, 415: ErrorEnvelope };

export const NO_MORE_THAN_ONE_FILE = 'No more than 1 file(s) is allowed.';

export async function fileRoutes(app: App): Promise<void> {
  app.post('/services/files', {
    config: { access: signedIn },
    schema: {
      tags,
      summary: 'Upload one file (multipart field "file") into a directory',
      description:
        'Headers: directory-name (employeeUpload, evd, POM, w9, marketplace-logo, listImport, …), optional data-point-id. Content is checked by its bytes.',
      headers: z.object({ 'directory-name': text().min(1).max(50), 'data-point-id': text().max(100).optional() }),
      response: { 201: UploadedFile, ...errors },
    },
    handler: async (request, reply) => {
      if (!request.isMultipart())
        throw validationFailed('Send the file as multipart/form-data in the field "file".', { file: 'A file is required' });
      const saved = await saveUpload(serviceContext(request), {
        directory: request.headers['directory-name'],
        dataPointId: request.headers['data-point-id'],
        receive: (maxBytes) => receiveOneFile(request, maxBytes),
      });
      return reply.status(201).send(saved);
    },
    // A 413 is answered while the file is still arriving: the rest of the body is read and dropped.
    onResponse: async (request) => discardUnreadBody(request.raw),
  });

  app.get('/services/files/:fileId', {
    config: { access: signedIn },
    schema: {
      tags,
      summary: 'Download a file of your own tenant',
      params: z.object({ fileId: z.coerce.number().int().positive() }),
      response: { 200: z.unknown().describe('the file content'), ...errors },
    },
    handler: async (request, reply) => {
      return sendStoredFile(reply, await openFile(serviceContext(request), request.params));
    },
  });
}

/**
 * Reads the multipart body up to its first file (field "file"), with the directory's size limit as the
 * parser's file size limit: one byte past it the parser stops reading the file, so the service sees the
 * file pass its limit and answers at once. `end()` reads what follows and refuses a second file.
 */
async function receiveOneFile(request: FastifyRequest, maxBytes: number): Promise<IncomingFile> {
  const parts = request.parts({ limits: { fileSize: maxBytes + 1 } });
  const nextFile = async () => {
    for (let next = await parts.next(); !next.done; next = await parts.next()) {
      if (next.value.type === 'file') return next.value;
    }
    return undefined;
  };
  const file = await nextFile();
  if (!file) throw validationFailed('No file was uploaded.', { file: 'A file is required' });
  if (file.fieldname !== 'file') {
    file.file.resume();
    throw validationFailed('The file must be sent in the field "file".', { file: 'A file is required' });
  }
  return {
    filename: file.filename,
    stream: file.file,
    async end() {
      const another = await nextFile();
      if (!another) return;
      another.file.resume();
      throw validationFailed(NO_MORE_THAN_ONE_FILE, { file: NO_MORE_THAN_ONE_FILE });
    },
  };
}
