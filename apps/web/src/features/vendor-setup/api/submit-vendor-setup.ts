import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { VendorSetupRequest } from '@app/shared/vendor-setup/vendor-setup';
import { http } from '../../../api/http';

const VendorSetupResult = z.object({ covgId: z.number().int(), clientName: z.string() });
type VendorSetupResult = z.infer<typeof VendorSetupResult>;

/** POST /vendor-setup/{tag}: asks the client to onboard the vendor (captcha token inside, used once). */
async function submitVendorSetup({ tag, input }: { tag: string; input: VendorSetupRequest }): Promise<VendorSetupResult> {
  return VendorSetupResult.parse(await http.post(`/vendor-setup/${encodeURIComponent(tag)}`, input));
}

export function useSubmitVendorSetup() {
  return useMutation({ mutationFn: submitVendorSetup });
}
