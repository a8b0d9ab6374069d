import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Attestation, type AttestationRequest } from '@app/shared/proof-of-monitoring/attestation';
import { http } from '../../../api/http';
import { attestationPath, type Attestation as AttestationData } from './get-attestation';
import { pomKeys } from './pom-query-keys';

interface SaveAttestation {
  customerId: number;
  checklistItemId: number;
  input: AttestationRequest;
}

/** PUT /customers/{customerId}/proof-of-monitoring-checklist/{checklistItemId}: attests and completes the to-do. */
async function saveAttestation({ customerId, checklistItemId, input }: SaveAttestation): Promise<AttestationData> {
  return Attestation.parse(await http.put(attestationPath(customerId, checklistItemId), input));
}

export function useSaveAttestation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAttestation,
    // The to-do lists (dashboard, customer detail) refetch whenever they mount, so only this item's cache changes.
    onSuccess: (saved, { customerId, checklistItemId }) =>
      queryClient.setQueryData(pomKeys.attestation(customerId, checklistItemId), saved),
  });
}
