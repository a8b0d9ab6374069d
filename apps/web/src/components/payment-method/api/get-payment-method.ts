import { queryOptions, useQuery } from '@tanstack/react-query';
import { CurrentPaymentMethod, type PaymentMethod as PaymentMethodSchema } from '@app/shared/payments/payments';
import type { z } from 'zod';
import { http } from '../../../api/http';
import { paymentMethodKeys } from './payment-method-query-keys';

export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/** GET /payment-method: the vendor's method on file, or null. */
export async function getPaymentMethod(): Promise<PaymentMethod | null> {
  return CurrentPaymentMethod.parse(await http.get('/payment-method')).paymentMethod;
}

export const paymentMethodQuery = queryOptions({ queryKey: paymentMethodKeys.current, queryFn: getPaymentMethod });

export function usePaymentMethod() {
  return useQuery(paymentMethodQuery);
}
