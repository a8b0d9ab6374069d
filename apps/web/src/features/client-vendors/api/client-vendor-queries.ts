import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ClientFacilities, ClientVendorPage, type ClientVendorParams } from '@app/shared/client/vendor-list';
import { ClientVendorDetail } from '@app/shared/client/vendor-detail';
import { http } from '../../../api/http';
import { queryKeys } from '../../../api/query-keys';

const clientVendorKeys = {
  list: (query: ClientVendorParams) => [...queryKeys.clientArea, 'vendors', query] as const,
  detail: (covgId: number) => [...queryKeys.clientArea, 'vendor', covgId] as const,
  facilities: [...queryKeys.clientArea, 'facilities'] as const,
};

/** GET /client/vendors: one page of the client's vendor groups. */
async function getClientVendors(query: ClientVendorParams): Promise<ClientVendorPage> {
  return ClientVendorPage.parse(await http.get('/client/vendors', { query: { ...query } }));
}

/** The page keeps showing the previous rows while the next page loads (no flicker on paging). */
export function useClientVendors(query: ClientVendorParams) {
  return useQuery({ queryKey: clientVendorKeys.list(query), queryFn: () => getClientVendors(query), placeholderData: keepPreviousData });
}

/** GET /client/vendors/{covgId}: the vendor page. */
async function getClientVendor(covgId: number): Promise<ClientVendorDetail> {
  return ClientVendorDetail.parse(await http.get(`/client/vendors/${covgId}`));
}

export function useClientVendor(covgId: number) {
  return useQuery({ queryKey: clientVendorKeys.detail(covgId), queryFn: () => getClientVendor(covgId), retry: false });
}

/** GET /client/facilities: the client and its sub-clients. */
async function getFacilities(): Promise<ClientFacilities> {
  return ClientFacilities.parse(await http.get('/client/facilities'));
}

export function useClientFacilities() {
  return useQuery({ queryKey: clientVendorKeys.facilities, queryFn: getFacilities, staleTime: 5 * 60_000 });
}
