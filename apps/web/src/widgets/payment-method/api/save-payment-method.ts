import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PaymentMethod as PaymentMethodSchema, type PaymentType } from '@app/shared/payments/payments';
import { http } from '../../../api/http';
import type { PaymentMethod } from '../../../api/get-payment-method';
import { queryKeys } from '../../../api/query-keys';

/** POST /payment-method {nonce, paymentType}: the tokenized card or bank account replaces the method on file. */
async function savePaymentMethod(body: { nonce: string; paymentType: PaymentType }): Promise<PaymentMethod> {
  return PaymentMethodSchema.parse(await http.post('/payment-method', body));
}

/** After saving, the current method reloads (spec 001 §4 Payment). */
export function useSavePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePaymentMethod,
    onSuccess: (method) => {
      queryClient.setQueryData(queryKeys.paymentMethod, method);
      return queryClient.invalidateQueries({ queryKey: queryKeys.paymentMethod });
    },
  });
}
