import { ErrorEnvelope } from '@app/shared/api/error-envelope';
import {
  EMPLOYEE_TEMPLATE_FILENAME,
  EMPLOYEE_UPLOAD_HEADER,
  SubmitUploadRequest,
  SubmitUploadResponse,
  UploadHistory,
  UploadValidationResponse,
} from '@app/shared/employees/uploads';
import { z } from 'zod';
import { vendorOnly } from '../../../platform/auth/access';
import { serviceContext, type App } from '../../../platform/http/types';
import { attachmentHeader } from '../../../platform/http/attachment-header';
import { monitoredVendorId } from '../monitoring-access';
import { RowsRejected } from './rows-rejected';
import { submitUpload } from './submit-upload';
import { uploadHistory } from './upload-history';

const tags = ['employees'];
const errors = { 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };

export async function employeeUploadRoutes(app: App): Promise<void> {
  app.get('/services/employees/uploads/template', {
    config: { access: vendorOnly },
    schema: { tags, summary: `The bulk upload template (${EMPLOYEE_TEMPLATE_FILENAME})`, response: { 200: z.string(), ...errors } },
    handler: async (request, reply) => {
      monitoredVendorId(serviceContext(request));
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', attachmentHeader(EMPLOYEE_TEMPLATE_FILENAME));
      return `${EMPLOYEE_UPLOAD_HEADER.join(',')}\r\n`;
    },
  });

  app.get('/services/employees/uploads', {
    config: { access: vendorOnly },
    schema: { tags, summary: 'Upload history (all rows)', response: { 200: UploadHistory, ...errors } },
    handler: async (request) => uploadHistory(serviceContext(request)),
  });

  app.post('/services/employees/uploads', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'Submit an uploaded roster file; 404 when not made from the template, 400 with the bad rows',
      body: SubmitUploadRequest,
      response: { 202: SubmitUploadResponse, 400: z.union([UploadValidationResponse, ErrorEnvelope]), ...errors },
    },
    handler: async (request, reply) => {
      try {
        return reply.status(202).send(await submitUpload(serviceContext(request), request.body));
      } catch (error) {
        // The spec's bulk answer: the preview rows instead of the error envelope.
        if (error instanceof RowsRejected) return reply.status(400).send(error.response);
        throw error;
      }
    },
  });
}
