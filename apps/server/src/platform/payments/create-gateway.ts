import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { BraintreeGateway } from './braintree-gateway';
import type { PaymentGateway } from './gateway';
import { SandboxGateway } from './sandbox-gateway';

/** Braintree when all four BRAINTREE_* settings are given, the built-in sandbox gateway otherwise. */
export function createPaymentGateway(config: AppConfig, db: Db): PaymentGateway {
  if (config.BRAINTREE_ENVIRONMENT && config.BRAINTREE_MERCHANT_ID && config.BRAINTREE_PUBLIC_KEY && config.BRAINTREE_PRIVATE_KEY) {
    return new BraintreeGateway({
      environment: config.BRAINTREE_ENVIRONMENT,
      merchantId: config.BRAINTREE_MERCHANT_ID,
      publicKey: config.BRAINTREE_PUBLIC_KEY,
      privateKey: config.BRAINTREE_PRIVATE_KEY,
    });
  }
  return new SandboxGateway(db);
}
