import { z } from 'zod';
import { ErrorEnvelope } from '@app/shared/api/error-envelope';
import {
  ClientTokenResponse,
  CurrentPaymentMethod,
  PaymentMethod,
  PaymentPage,
  ReceiptRequest,
  SandboxBankRequest,
  SandboxCardRequest,
  SandboxTokenResponse,
  SavePaymentMethodRequest,
} from '@app/shared/payments/payments';
import { PriceTierList, PriceTierVendorQuery, SavePriceTiersRequest } from '@app/shared/payments/price-tier-rules';
import {
  CreateSubscriptionRequest,
  RenewSubscriptionRequest,
  RetryRenewalsOutcome,
  Subscription,
  SubscriptionList,
  SubscriptionPriceList,
  UpdateSubscriptionRequest,
} from '@app/shared/payments/subscriptions';
import { adminOnly, vendorOnly } from '../../platform/auth/access';
import { serviceContext, type App } from '../../platform/http/types';
import { sendPdf } from '../../platform/http/send-pdf';
import { paymentHistory, receiptPdf } from './payment-history';
import { currentPaymentMethod, paymentClientToken, savePaymentMethod } from './payment-methods';
import { saveVendorPriceTiers, vendorPriceTiers } from './price-tier-admin';
import { subscriptionPrices } from './prices';
import { tokenizeBankAccount, tokenizeCard } from './sandbox-tokenizer';
import { createSubscription, listSubscriptions, updateSubscription } from './subscriptions';
import { renewExpiredSubscription } from './renew-expired-subscription';
import { retryFailedRenewals } from './retry-renewals';

const tags = ['payments'];
const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope, 422: ErrorEnvelope };

export async function paymentRoutes(app: App): Promise<void> {
  app.get('/services/braintree/client-token', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'Client token for the browser tokenizer, and the gateway mode',
      response: { 200: ClientTokenResponse, ...errors },
    },
    handler: async (request) => paymentClientToken(serviceContext(request)),
  });

  app.post('/services/braintree/sandbox/card', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'Sandbox mode only: tokenize a test card into a nonce',
      body: SandboxCardRequest,
      response: { 200: SandboxTokenResponse, ...errors },
    },
    handler: async (request) => tokenizeCard(serviceContext(request), request.body),
  });

  app.post('/services/braintree/sandbox/bank-account', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'Sandbox mode only: tokenize a test US bank account into a nonce',
      body: SandboxBankRequest,
      response: { 200: SandboxTokenResponse, ...errors },
    },
    handler: async (request) => tokenizeBankAccount(serviceContext(request), request.body),
  });

  app.get('/services/payment-method', {
    config: { access: vendorOnly },
    schema: { tags, summary: 'The payment method on file', response: { 200: CurrentPaymentMethod, ...errors } },
    handler: async (request) => currentPaymentMethod(serviceContext(request)),
  });

  app.post('/services/payment-method', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'Save a payment method from a nonce (replaces the one on file)',
      body: SavePaymentMethodRequest,
      response: { 200: PaymentMethod, ...errors },
    },
    handler: async (request) => savePaymentMethod(serviceContext(request), request.body),
  });

  app.get('/services/subscriptions/types', {
    config: { access: vendorOnly },
    schema: { tags, summary: 'Subscription prices (cents) for the acting vendor', response: { 200: SubscriptionPriceList, ...errors } },
    handler: async (request) => subscriptionPrices(serviceContext(request)),
  });

  app.post('/services/subscriptions', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'Pay for a subscription with the method on file (once per idempotency key)',
      body: CreateSubscriptionRequest,
      response: { 201: Subscription, ...errors },
    },
    handler: async (request, reply) => reply.status(201).send(await createSubscription(serviceContext(request), request.body)),
  });

  app.get('/services/account/subscriptions', {
    config: { access: vendorOnly },
    schema: { tags, summary: "The vendor's subscriptions", response: { 200: SubscriptionList, ...errors } },
    handler: async (request) => listSubscriptions(serviceContext(request)),
  });

  app.put('/services/account/subscriptions/:id', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'Auto-renew on/off (with a cancel reason for VendorProof)',
      params: z.object({ id: z.coerce.number().int().positive() }),
      body: UpdateSubscriptionRequest,
      response: { 200: Subscription, ...errors },
    },
    handler: async (request) => updateSubscription(serviceContext(request), request.params.id, request.body),
  });

  app.post('/services/account/subscriptions/:id/renew', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'Renew an expired subscription now with the payment method on file (422 when declined or not expired)',
      params: z.object({ id: z.coerce.number().int().positive() }),
      body: RenewSubscriptionRequest,
      response: { 200: Subscription, ...errors },
    },
    handler: async (request) => renewExpiredSubscription(serviceContext(request), request.params.id, request.body),
  });

  app.post('/services/account/subscriptions/retry-payment', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'Retry the failed renewal charges now with the payment method on file (422 when none waits)',
      response: { 200: RetryRenewalsOutcome, ...errors },
    },
    handler: async (request) => retryFailedRenewals(serviceContext(request)),
  });

  app.get('/services/account/payments', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'Payment history, 10 a page',
      querystring: z.object({ page: z.coerce.number().int().min(0).default(0) }),
      response: { 200: PaymentPage, ...errors },
    },
    handler: async (request) => paymentHistory(serviceContext(request), request.query.page),
  });

  app.post('/services/account/payments', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'Receipt PDF of a PAID payment',
      body: ReceiptRequest,
      response: { 200: z.unknown().describe('application/pdf'), ...errors },
    },
    handler: async (request, reply) => {
      const { filename, pdf } = await receiptPdf(serviceContext(request), request.body);
      return sendPdf(reply, filename, pdf);
    },
  });

  app.get('/services/employees/monitor-pricing/price-tiers', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: "Employee monitoring price tiers (the vendor's own or the defaults); admins may name the vendor with vendorId",
      querystring: PriceTierVendorQuery,
      response: { 200: PriceTierList, ...errors },
    },
    handler: async (request) => vendorPriceTiers(serviceContext(request), request.query),
  });

  app.post('/services/employees/monitor-pricing/price-tiers', {
    config: { access: adminOnly },
    schema: {
      tags,
      summary:
        "Admin: replace a vendor's price tiers (the whole list, contiguous from 0 to unbounded; an empty list resets to the defaults)",
      querystring: PriceTierVendorQuery,
      body: SavePriceTiersRequest,
      response: { 200: PriceTierList, ...errors },
    },
    handler: async (request) => saveVendorPriceTiers(serviceContext(request), request.query, request.body),
  });
}
