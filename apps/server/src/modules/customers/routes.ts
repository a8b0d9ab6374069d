import { z } from 'zod';
import { text } from '@app/shared/validation/text';
import { ErrorEnvelope } from '@app/shared/api/error-envelope';
import { CustomerDetail, CustomerList, EnrollmentVerification, VendorInfo } from '@app/shared/customers/customer';
import { UpdateNotificationRequest, UserNotification, UserNotificationList } from '@app/shared/customers/notifications';
import { SignupClientName, SignupIdCheckResponse, SignupIdParams } from '@app/shared/customers/signup-id';
import { publicAccess, signedIn, vendorOnly } from '../../platform/auth/access';
import { sendPdf } from '../../platform/http/send-pdf';
import { certificatePdf, verifyEnrollment } from './certificate/certificate';
import { serviceContext, type App } from '../../platform/http/types';
import { clientNameOfSignupId, connectSignupId } from './connect-signup-id';
import { customerDetail, listCustomers } from './customers';
import { listNotifications, updateNotification } from './notifications';
import { vendorInfo } from './vendor-info';

const tags = ['customers'];
const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 503: ErrorEnvelope };
const CustomerParams = z.object({ customerId: z.coerce.number().int().positive() });
const VendorParams = z.object({ vendorId: z.coerce.number().int().positive() });
const CERTIFICATE_FILENAME = 'Proof of Enrollment.pdf';

export async function customerRoutes(app: App): Promise<void> {
  app.get('/services/customers', {
    config: { access: vendorOnly },
    schema: { tags, summary: "The acting vendor's customers with compliance status", response: { 200: CustomerList, ...errors } },
    handler: async (request) => listCustomers(serviceContext(request)),
  });

  app.get('/services/customers/:customerId/detail', {
    config: { access: vendorOnly },
    schema: { tags, summary: 'One customer of the acting vendor', params: CustomerParams, response: { 200: CustomerDetail, ...errors } },
    handler: async (request) => customerDetail(serviceContext(request), request.params),
  });

  app.get('/services/customers/:customerId/detail/:vendorId', {
    config: { access: signedIn },
    schema: {
      tags,
      summary: 'One customer of a given vendor (certificate access: the vendor itself, its client, or an admin)',
      params: CustomerParams.extend(VendorParams.shape),
      response: { 200: CustomerDetail, ...errors },
    },
    handler: async (request) => customerDetail(serviceContext(request), request.params),
  });

  const pdfResponse = { 200: z.unknown().describe('application/pdf'), ...errors, 422: ErrorEnvelope };

  app.get('/services/customers/:customerId/certificate', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'Certificate of Enrollment PDF (landscape A4, "Proof of Enrollment")',
      params: CustomerParams,
      response: pdfResponse,
    },
    handler: async (request, reply) => sendPdf(reply, CERTIFICATE_FILENAME, await certificatePdf(serviceContext(request), request.params)),
  });

  app.get('/services/customers/:customerId/certificate/:vendorId', {
    config: { access: signedIn },
    schema: {
      tags,
      summary: 'Certificate of a given vendor (itself, its client, admins)',
      params: CustomerParams.extend(VendorParams.shape),
      response: pdfResponse,
    },
    handler: async (request, reply) => sendPdf(reply, CERTIFICATE_FILENAME, await certificatePdf(serviceContext(request), request.params)),
  });

  app.get('/services/public/enrollment-verification/:code', {
    config: { access: publicAccess },
    schema: {
      tags,
      summary: 'Public: is the certificate with this verification code still true?',
      params: z.object({ code: text().trim().min(6).max(20) }),
      response: { 200: EnrollmentVerification, ...errors },
    },
    handler: async (request) => verifyEnrollment(serviceContext(request), request.params.code),
  });

  app.get('/services/vendor-info', {
    config: { access: vendorOnly },
    schema: { tags, summary: 'The acting vendor: name, address, monitoring infos', response: { 200: VendorInfo, ...errors } },
    handler: async (request) => vendorInfo(serviceContext(request)),
  });

  app.get('/services/vendor-info/:vendorId', {
    config: { access: signedIn },
    schema: {
      tags,
      summary: 'A vendor by id (itself, its clients, admins)',
      params: VendorParams,
      response: { 200: VendorInfo, ...errors },
    },
    handler: async (request) => vendorInfo(serviceContext(request), request.params),
  });

  app.get('/services/usernotifications', {
    config: { access: vendorOnly },
    schema: { tags, summary: "The acting vendor's notifications", response: { 200: UserNotificationList, ...errors } },
    handler: async (request) => listNotifications(serviceContext(request)),
  });

  app.put('/services/usernotifications/:id', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'Mark a notification seen / DISMISSED',
      params: z.object({ id: z.coerce.number().int().positive() }),
      body: UpdateNotificationRequest,
      response: { 200: UserNotification, ...errors },
    },
    handler: async (request) => updateNotification(serviceContext(request), request.params.id, request.body),
  });

  app.get('/services/signup-code/:signupId/validate', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'Client name of a SignupID (429 after too many wrong codes)',
      params: SignupIdParams,
      response: { 200: SignupClientName, ...errors, 429: ErrorEnvelope },
    },
    handler: async (request) => clientNameOfSignupId(serviceContext(request), request.params.signupId),
  });

  app.post('/services/signup-code/:signupId/validate', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'Connect a SignupID: valid, or used-signup-code when used or connected by another vendor (429 after too many wrong codes)',
      params: SignupIdParams,
      response: { 200: SignupIdCheckResponse, ...errors, 429: ErrorEnvelope },
    },
    handler: async (request) => connectSignupId(serviceContext(request), request.params.signupId),
  });
}
