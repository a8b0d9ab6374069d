import { z } from 'zod';
import { ErrorEnvelope } from '@app/shared/api/error-envelope';
import {
  ChecklistItemDetail,
  ChecklistItemList,
  DisclosureForm,
  DisclosureHistory,
  HistoricalConfigurationList,
  AttachTodoDocumentRequest,
  MarkCompleteQuery,
  SaveChecklistItemRequest,
} from '@app/shared/checklists/checklist-item';
import { vendorOnly } from '../../platform/auth/access';
import { serviceContext, type App } from '../../platform/http/types';
import { listCustomerChecklist, listTodos } from './list-todos';
import { disclosureHistory, historicalConfigurations, newDisclosureForm, submitDisclosure, submittedDisclosure } from './disclosures';
import { getChecklistItem, saveEvdItem } from './evd-item';
import { attachTodoDocument } from './todo-document';

const tags = ['checklists'];
const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 422: ErrorEnvelope };
const CustomerParams = z.object({ customerId: z.coerce.number().int().positive() });
const ItemParams = CustomerParams.extend({ checklistItemId: z.coerce.number().int().positive() });

export async function checklistRoutes(app: App): Promise<void> {
  app.get('/services/checklist-items', {
    config: { access: vendorOnly },
    schema: { tags, summary: 'Open to-dos across customers (finished enrollments only)', response: { 200: ChecklistItemList, ...errors } },
    handler: async (request) => listTodos(serviceContext(request)),
  });

  app.get('/services/customers/:customerId/checklist', {
    config: { access: vendorOnly },
    schema: { tags, summary: "A customer's to-dos", params: CustomerParams, response: { 200: ChecklistItemList, ...errors } },
    handler: async (request) => listCustomerChecklist(serviceContext(request), { clientId: request.params.customerId }),
  });

  app.get('/services/customers/:customerId/checklist/:checklistItemId', {
    config: { access: vendorOnly },
    schema: { tags, summary: 'One to-do with its form', params: ItemParams, response: { 200: ChecklistItemDetail, ...errors } },
    handler: async (request) =>
      getChecklistItem(serviceContext(request), { clientId: request.params.customerId, itemId: request.params.checklistItemId }),
  });

  app.put('/services/customers/:customerId/document-checklist/:checklistItemId', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'Hand in a document (uploaded into todoDocument) for a to-do completed by one; it waits for the customer',
      params: ItemParams,
      body: AttachTodoDocumentRequest,
      response: { 200: ChecklistItemDetail, ...errors },
    },
    handler: async (request) => {
      const input = { clientId: request.params.customerId, itemId: request.params.checklistItemId };
      await attachTodoDocument(serviceContext(request), { ...input, request: request.body });
      return getChecklistItem(serviceContext(request), input);
    },
  });

  app.put('/services/customers/:customerId/evdchecklist/:checklistItemId', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'Save a disclosure to-do; markComplete=true validates every visible required answer and submits it',
      params: ItemParams,
      querystring: MarkCompleteQuery,
      body: SaveChecklistItemRequest,
      response: { 200: ChecklistItemDetail, ...errors },
    },
    handler: async (request) =>
      saveEvdItem(serviceContext(request), {
        clientId: request.params.customerId,
        itemId: request.params.checklistItemId,
        markComplete: request.query.markComplete,
        request: request.body,
      }),
  });

  app.get('/services/checklist-item-configurations', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: "The customer's disclosure forms (type EVD_HISTORICAL) for the customer detail tabs",
      querystring: z.object({ type: z.literal('EVD_HISTORICAL'), clientId: z.coerce.number().int().positive() }),
      response: { 200: HistoricalConfigurationList, ...errors },
    },
    handler: async (request) => historicalConfigurations(serviceContext(request), request.query),
  });

  app.get('/services/evd-history', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'Submitted disclosures of one form and open revision requests',
      querystring: z.object({ evdId: z.coerce.number().int().positive() }),
      response: { 200: DisclosureHistory, ...errors },
    },
    handler: async (request) => disclosureHistory(serviceContext(request), request.query),
  });

  app.get('/services/evd-submissions/:submissionId', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'One submitted disclosure (read-only)',
      params: z.object({ submissionId: z.coerce.number().int().positive() }),
      response: { 200: DisclosureForm, ...errors },
    },
    handler: async (request) => submittedDisclosure(serviceContext(request), request.params),
  });

  app.get('/services/customers/:customerId/evd-form', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'A new disclosure form from a configuration',
      params: CustomerParams,
      querystring: z.object({ configId: z.coerce.number().int().positive() }),
      response: { 200: DisclosureForm, ...errors },
    },
    handler: async (request) =>
      newDisclosureForm(serviceContext(request), { clientId: request.params.customerId, configurationId: request.query.configId }),
  });

  app.post('/services/customers/:customerId/evd-form', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'Submit a new disclosure (Add Disclosure)',
      params: CustomerParams,
      querystring: z.object({ configId: z.coerce.number().int().positive() }),
      body: SaveChecklistItemRequest,
      response: { 201: z.object({ submissionId: z.number().int() }), ...errors },
    },
    handler: async (request, reply) =>
      reply.status(201).send(
        await submitDisclosure(serviceContext(request), {
          clientId: request.params.customerId,
          configurationId: request.query.configId,
          request: request.body,
        }),
      ),
  });
}
