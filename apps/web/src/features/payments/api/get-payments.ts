import { useInfiniteQuery } from '@tanstack/react-query';
import { PaymentPage } from '@app/shared/payments/payments';
import type { z } from 'zod';
import { http } from '../../../api/http';
import { paymentKeys } from './payment-query-keys';

export type PaymentPageResponse = z.infer<typeof PaymentPage>;
export type PaymentRow = PaymentPageResponse['content'][number];

/** GET /account/payments?page (zero-based, 10 a page): the vendor's payment history, newest first. */
async function getPayments(page: number): Promise<PaymentPageResponse> {
  return PaymentPage.parse(await http.get('/account/payments', { query: { page } }));
}

/** Payment history loaded a page at a time (spec 001 §2 Payment tab); the next page while rows remain. */
export function usePayments() {
  return useInfiniteQuery({
    queryKey: paymentKeys.history(),
    queryFn: ({ pageParam }) => getPayments(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages, lastPageParam) => {
      const shown = pages.reduce((sum, page) => sum + page.content.length, 0);
      return shown < last.total && last.content.length > 0 ? lastPageParam + 1 : undefined;
    },
  });
}
