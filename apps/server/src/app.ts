import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { AppDeps } from './platform/context';
import { MAX_UPLOAD_BYTES } from './platform/files/upload-rules';
import { fileRoutes } from './modules/files/routes';
import { screeningAdminRoutes } from './modules/screening/admin-routes';
import { jobRoutes } from './modules/jobs/routes';
import { qaRoutes } from './modules/qa/routes';
import { screeningVendorRoutes } from './modules/screening/vendor-routes';
import { ownerAlertRoutes } from './modules/owners/alert-routes';
import { companyAlertRoutes } from './modules/company/alert-routes';
import { employeeRoutes } from './modules/employees/routes';
import { employeeUploadRoutes } from './modules/employees/uploads/routes';
import { customerRoutes } from './modules/customers/routes';
import { checklistRoutes } from './modules/checklists/routes';
import { paymentRoutes } from './modules/payments/routes';
import { ownerRoutes } from './modules/owners/routes';
import { companyRoutes } from './modules/company/routes';
import { accountUserRoutes } from './modules/account-users/routes';
import { w9Routes } from './modules/w9/routes';
import { signupRoutes } from './modules/signup/routes';
import { vendorSetupRoutes } from './modules/vendor-setup/routes';
import { proofOfMonitoringRoutes } from './modules/proof-of-monitoring/routes';
import { marketplaceRoutes } from './modules/marketplace/routes';
import { reportRoutes } from './modules/reports/routes';
import { clientRoutes } from './modules/client/routes';
import { notificationSettingsRoutes } from './modules/client/digest/routes';
import { waiverRoutes } from './modules/waivers/routes';
import { attestationRoutes } from './modules/attestations/routes';
import { onboardingRoutes } from './modules/onboarding/routes';
import { clientUserRoutes } from './modules/account-users/client-user-routes';
import { authHooksPlugin } from './platform/http/auth-hooks';
import { contentSecurityPolicyDirectives } from './platform/http/content-security-policy';
import { csrfPlugin } from './platform/http/csrf';
import { registerErrorHandler } from './platform/http/error-handler';
import { registerJsonBodyParser } from './platform/http/json-body';
import { registerOpenApi } from './platform/http/openapi';
import { OneLineRequestLog } from './platform/http/request-log';
import { securityHeadersPlugin } from './platform/http/security-headers';
import { requestTextGuardPlugin } from './platform/http/request-text-guard';
import type { App } from './platform/http/types';
import { inlineScriptHashes, registerWebApp } from './platform/http/web-app';
import { authRoutes } from './modules/auth/routes';
import { settingsRoutes } from './modules/settings/routes';
import { platformSummaryRoutes } from './modules/admin/platform-summary-routes';
import { enrollmentDueDateRoutes } from './modules/admin/enrollment-due-date-routes';
import { bulkResolveRoutes } from './modules/screening/bulk-resolve-routes';
import { invoiceRoutes } from './modules/invoices/routes';
import { asyncReportRoutes } from './modules/async-reports/routes';
import { clientImportRoutes } from './modules/client-imports/routes';
import { vendorGroupRoutes } from './modules/vendor-groups/routes';
import { userRoutes } from './modules/users/routes';
import { apiTokenRoutes } from './modules/integrations/api-token-routes';
import { webhookRoutes } from './modules/integrations/webhook-routes';
import { ssoAdminRoutes } from './modules/single-sign-on/admin-routes';
import { ssoLoginRoutes } from './modules/single-sign-on/routes';

/** Builds the HTTP application (no listen). Plugins load external → platform → routes. */
export async function buildApp(deps: AppDeps, options: { logger: Logger; webDist?: string }): Promise<App> {
  const app = Fastify({
    loggerInstance: options.logger as FastifyBaseLogger,
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    logController: new OneLineRequestLog(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);

  await app.register(fastifyCookie);
  // One file per request; the directory's own (smaller) limit is enforced while streaming.
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 10, fieldSize: 1024 } });
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      // Braintree's hosts only when the Braintree gateway runs (decision 213); the index page's own inline
      // script (the start-up calls) by its hash (decision 228).
      directives: contentSecurityPolicyDirectives(
        deps.payments.mode === 'braintree' ? (deps.config.BRAINTREE_ENVIRONMENT ?? null) : null,
        inlineScriptHashes(options.webDist),
      ),
    },
    frameguard: { action: 'deny' },
    hsts: deps.config.NODE_ENV === 'production',
  });
  // JSON and CSV answers above 1 KB, compressed on the fly: Brotli at a low quality costs about what gzip
  // does and still beats it; the web app's files come precompressed (web-app.ts), PDFs are compressed already.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  await app.register(csrfPlugin);
  await app.register(authHooksPlugin);
  await app.register(requestTextGuardPlugin);
  await registerOpenApi(app);

  await app.register(authRoutes);
  await app.register(ssoLoginRoutes);
  await app.register(ssoAdminRoutes);
  await app.register(userRoutes);
  await app.register(settingsRoutes);
  await app.register(platformSummaryRoutes);
  await app.register(fileRoutes);
  await app.register(screeningAdminRoutes);
  await app.register(bulkResolveRoutes);
  await app.register(enrollmentDueDateRoutes);
  await app.register(jobRoutes);
  await app.register(invoiceRoutes);
  await app.register(asyncReportRoutes);
  await app.register(clientImportRoutes);
  await app.register(vendorGroupRoutes);
  await app.register(qaRoutes);
  await app.register(employeeUploadRoutes);
  await app.register(employeeRoutes);
  await app.register(customerRoutes);
  await app.register(checklistRoutes);
  await app.register(paymentRoutes);
  await app.register(ownerRoutes);
  await app.register(companyRoutes);
  await app.register(screeningVendorRoutes);
  await app.register(ownerAlertRoutes);
  await app.register(companyAlertRoutes);
  await app.register(accountUserRoutes);
  await app.register(w9Routes);
  await app.register(signupRoutes);
  await app.register(vendorSetupRoutes);
  await app.register(proofOfMonitoringRoutes);
  await app.register(marketplaceRoutes);
  await app.register(reportRoutes);
  await app.register(waiverRoutes);
  await app.register(clientRoutes);
  await app.register(notificationSettingsRoutes);
  await app.register(attestationRoutes);
  await app.register(onboardingRoutes);
  await app.register(clientUserRoutes);
  await app.register(apiTokenRoutes);
  await app.register(webhookRoutes);

  await registerWebApp(app, options.webDist);
  return app;
}
