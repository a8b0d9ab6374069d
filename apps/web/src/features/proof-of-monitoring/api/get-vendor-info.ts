import { queryOptions, useQuery } from '@tanstack/react-query';
import { VendorInfo } from '@app/shared/customers/customer';
import { http } from '../../../api/http';
import { pomKeys } from './pom-query-keys';

/** GET /vendor-info: the acting vendor with its monitoring infos (the redirector reads EMPLOYEE_MONITORING). */
async function getVendorInfo(): Promise<VendorInfo> {
  return VendorInfo.parse(await http.get('/vendor-info'));
}

const vendorInfoQuery = queryOptions({ queryKey: pomKeys.vendorInfo(), queryFn: getVendorInfo, retry: false });

export function useVendorInfo() {
  return useQuery(vendorInfoQuery);
}
