import { z } from 'zod';
import { ErrorEnvelope } from '@app/shared/api/error-envelope';
import {
  ClientAnnualSpendPage,
  ClientAnnualSpendQuery,
  ClientImport,
  ClientImportHistory,
  ClientImportParams,
  SubmitClientImportRequest,
  SubmitClientImportResponse,
} from '@app/shared/client-imports/client-imports';
import { ClientSftpSettings, ImportConfig, ImportConfigParams, ImportConfigUpdate } from '@app/shared/client-imports/import-config';
import { UploadValidationResponse } from '@app/shared/employees/uploads';
import { adminOnly, type Access } from '../../platform/auth/access';
import { serviceContext, type App } from '../../platform/http/types';
import { clientAnnualSpend } from '../invoices/invoices';
import { getClientImport, listClientImports } from './import-history';
import { clientSftpSettings, getImportConfig, saveImportConfig } from './import-config';
import { RowsRejected } from '../employees/uploads/rows-rejected';
import { submitClientImport } from './submit-import';

const tags = ['client imports'];
const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };
/** /client-import needs ImportsAccess (spec 002 §1); admins acting as the client pass. */
const importers: Access = { roles: ['Client User'], permissions: ['hasImportsAccess'] };

/** Client imports (issue 15) and the admins' SFTP import settings (issue 19). */
export async function clientImportRoutes(app: App): Promise<void> {
  app.post('/services/client-imports', {
    config: { access: importers },
    schema: {
      tags,
      summary:
        "Check an uploaded vendor master or invoice file of the acting client and queue applying its valid rows; 400 with the bad rows unless validOnly, 404 for a file without the kind's header",
      body: SubmitClientImportRequest,
      response: { 202: SubmitClientImportResponse, ...errors, 400: z.union([UploadValidationResponse, ErrorEnvelope]) },
    },
    handler: async (request, reply) => {
      try {
        return reply.status(202).send(await submitClientImport(serviceContext(request), request.body));
      } catch (error) {
        if (error instanceof RowsRejected) return reply.status(400).send(error.response);
        throw error;
      }
    },
  });

  app.get('/services/client-imports', {
    config: { access: importers },
    schema: {
      tags,
      summary: "The acting client's latest imports, newest first, with progress and counts",
      response: { 200: ClientImportHistory, ...errors },
    },
    handler: async (request) => listClientImports(serviceContext(request)),
  });

  app.get('/services/client-imports/annual-spend', {
    config: { access: importers },
    schema: {
      tags,
      summary: "The acting client's annual spend per vendor number (included invoices paid in the last 365 days), largest first; cents",
      querystring: ClientAnnualSpendQuery,
      response: { 200: ClientAnnualSpendPage, ...errors },
    },
    handler: async (request) => clientAnnualSpend(serviceContext(request), request.query),
  });

  app.get('/services/client-imports/sftp-settings', {
    config: { access: importers },
    schema: {
      tags,
      summary: "The acting client's SFTP import settings (read-only; admins edit them)",
      response: { 200: ClientSftpSettings, ...errors },
    },
    handler: async (request) => clientSftpSettings(serviceContext(request)),
  });

  app.get('/services/client-imports/:importId', {
    config: { access: importers },
    schema: {
      tags,
      summary: 'One import of the acting client (polled for its progress)',
      params: ClientImportParams,
      response: { 200: ClientImport, ...errors },
    },
    handler: async (request) => getClientImport(serviceContext(request), request.params.importId),
  });

  app.get('/services/imports/config/:clientId', {
    config: { access: adminOnly },
    schema: {
      tags: ['import settings (admin)'],
      summary: "Admin: a client's SFTP import settings and the valid invoice parser classes",
      params: ImportConfigParams,
      response: { 200: ImportConfig, ...errors },
    },
    handler: async (request) => getImportConfig(serviceContext(request), request.params.clientId),
  });

  app.put('/services/imports/config/:clientId', {
    config: { access: adminOnly },
    schema: {
      tags: ['import settings (admin)'],
      summary:
        "Admin: save a client's SFTP import settings (Sftp Username required and one client's only; Parser Name required with invoice data)",
      params: ImportConfigParams,
      body: ImportConfigUpdate,
      response: { 200: ImportConfig, ...errors, 409: ErrorEnvelope },
    },
    handler: async (request) => saveImportConfig(serviceContext(request), request.params.clientId, request.body),
  });
}
