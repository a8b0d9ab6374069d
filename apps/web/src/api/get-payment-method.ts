import { queryOptions, useQuery } from '@tanstack/react-query';
import { CurrentPaymentMethod, type PaymentMethod as PaymentMethodSchema } from '@app/shared/payments/payments';
import type { z } from 'zod';
import { http } from './http';
import { queryKeys } from './query-keys';

export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/**
 * GET /payment-method: the vendor's method on file, or null. Here because the payment widget, the
 * payment page and the Payment & Invoices tab read it.
 */
async function getPaymentMethod(): Promise<PaymentMethod | null> {
  return CurrentPaymentMethod.parse(await http.get('/payment-method')).paymentMethod;
}

const paymentMethodQuery = queryOptions({ queryKey: queryKeys.paymentMethod, queryFn: getPaymentMethod });

export function usePaymentMethod() {
  return useQuery(paymentMethodQuery);
}
