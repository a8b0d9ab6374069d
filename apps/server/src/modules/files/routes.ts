import { z } from 'zod';
import { ErrorEnvelope } from '@app/shared/api/error-envelope';
import { UploadedFile } from '@app/shared/files/uploads';
import { signedIn } from '../../platform/auth/access';
import { validationFailed } from '../../platform/errors';
import { serviceContext, type App } from '../../platform/http/types';
import { attachmentHeader } from '../../platform/http/attachment-header';
import { openFile } from './download-file';
import { saveUpload } from './save-upload';

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
      headers: z.object({ 'directory-name': z.string().min(1).max(50), 'data-point-id': z.string().max(100).optional() }),
      response: { 201: UploadedFile, ...errors },
    },
    handler: async (request, reply) => {
      if (!request.isMultipart())
        throw validationFailed('Send the file as multipart/form-data in the field "file".', { file: 'A file is required' });
      let saved: z.infer<typeof UploadedFile> | undefined;
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        if (saved) {
          part.file.resume();
          throw validationFailed(NO_MORE_THAN_ONE_FILE, { file: NO_MORE_THAN_ONE_FILE });
        }
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw validationFailed('The file must be sent in the field "file".', { file: 'A file is required' });
        }
        saved = await saveUpload(serviceContext(request), {
          directory: request.headers['directory-name'],
          dataPointId: request.headers['data-point-id'],
          file: { filename: part.filename, stream: part.file },
        });
      }
      if (!saved) throw validationFailed('No file was uploaded.', { file: 'A file is required' });
      return reply.status(201).send(saved);
    },
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
      const file = await openFile(serviceContext(request), request.params);
      reply.header('content-type', file.contentType);
      reply.header('content-length', String(file.size));
      reply.header('content-disposition', attachmentHeader(file.filename));
      return reply.send(file.stream);
    },
  });
}
