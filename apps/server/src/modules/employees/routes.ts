import { z } from 'zod';
import { text } from '@app/shared/validation/text';
import { ErrorEnvelope } from '@app/shared/api/error-envelope';
import { Employee, EmployeeInput, EmployeeListQuery, EmployeeListResponse } from '@app/shared/employees/employee';
import { AlertDetail, AlertGroupList, AlertResponseRequest, SubjectScreening } from '@app/shared/screening/alerts';
import { vendorOnly } from '../../platform/auth/access';
import { serviceContext, type App } from '../../platform/http/types';
import { createEmployee, getEmployee, terminateEmployee, updateEmployee } from './employee-crud';
import { employeeAlertDetail, employeeAlertGroups, employeeScreening, respondToEmployeeAlert } from './employee-alerts';
import { listEmployees } from './list-employees';
import { sendPdf } from '../../platform/http/send-pdf';
import { auditReportPdf } from './audit-report/audit-report-pdf';

const tags = ['employees'];
const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope, 422: ErrorEnvelope };
const EmployeeParams = z.object({ employeeId: z.coerce.number().int().positive() });

/** The monitored employee roster of the acting vendor (spec 000 §7). */
export async function employeeRoutes(app: App): Promise<void> {
  app.get('/services/employees', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'Active roster, paged, sorted, filtered by name or DOB',
      querystring: EmployeeListQuery,
      response: { 200: EmployeeListResponse, ...errors },
    },
    handler: async (request) => listEmployees(serviceContext(request), request.query),
  });

  app.post('/services/employees', {
    config: { access: vendorOnly },
    schema: { tags, summary: 'Add an employee (screened right away)', body: EmployeeInput, response: { 201: Employee, ...errors } },
    handler: async (request, reply) => reply.status(201).send(await createEmployee(serviceContext(request), request.body)),
  });

  app.get('/services/employees/:employeeId', {
    config: { access: vendorOnly },
    schema: { tags, summary: 'One employee, with the SSN', params: EmployeeParams, response: { 200: Employee, ...errors } },
    handler: async (request) => getEmployee(serviceContext(request), request.params.employeeId),
  });

  app.put('/services/employees/:employeeId', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'Update an employee (screened again)',
      params: EmployeeParams,
      body: EmployeeInput,
      response: { 200: Employee, ...errors },
    },
    handler: async (request) => updateEmployee(serviceContext(request), request.params.employeeId, request.body),
  });

  app.delete('/services/employees/:employeeId', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'Terminate: off the roster and monitoring; record and alert history kept',
      params: EmployeeParams,
      response: { 200: z.object({ firstName: z.string(), lastName: z.string() }), ...errors },
    },
    handler: async (request) => terminateEmployee(serviceContext(request), request.params.employeeId),
  });

  app.get('/services/employees/:employeeId/audit-report', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'Individual Audit Report PDF as of a day (flag INDIVIDUAL_AUDIT_REPORT)',
      params: EmployeeParams,
      querystring: z.object({ asOf: text().max(10) }),
      response: { 200: z.unknown().describe('application/pdf'), ...errors, 422: ErrorEnvelope },
    },
    handler: async (request, reply) => {
      const { filename, pdf } = await auditReportPdf(serviceContext(request), { ...request.params, ...request.query });
      return sendPdf(reply, filename, pdf);
    },
  });

  app.get('/services/employees/:employeeId/alerts', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: "The employee's alerts grouped by exclusion list",
      params: EmployeeParams,
      response: { 200: AlertGroupList, ...errors },
    },
    handler: async (request) => employeeAlertGroups(serviceContext(request), request.params),
  });

  app.get('/services/employees/:employeeId/alerts/:alertId', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'One alert: Entity Information and Verification Information (why it matched)',
      params: EmployeeParams.extend({ alertId: z.coerce.number().int().positive() }),
      response: { 200: AlertDetail, ...errors },
    },
    handler: async (request) => employeeAlertDetail(serviceContext(request), request.params),
  });

  app.post('/services/employees/:employeeId/alerts/:alertId/response', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: "The vendor's answer to a match: not the same person (reason, note, file) or same person (action taken)",
      params: EmployeeParams.extend({ alertId: z.coerce.number().int().positive() }),
      body: AlertResponseRequest,
      response: { 200: AlertDetail, ...errors },
    },
    handler: async (request) => respondToEmployeeAlert(serviceContext(request), { ...request.params, response: request.body }),
  });

  app.get('/services/employees/:employeeId/screening', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'When the employee was last screened, and against which list of each source',
      params: EmployeeParams,
      response: { 200: SubjectScreening, ...errors },
    },
    handler: async (request) => employeeScreening(serviceContext(request), request.params),
  });
}
