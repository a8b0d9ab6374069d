import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { Covg, GroupingUploadResult, RegroupResult, SignupCode, type RegroupRequest } from '@app/shared/vendor-groups/vendor-groups';
import { isApiError } from '../../../api/api-error';
import { http } from '../../../api/http';
import { uploadFileWithProgress } from '../../../api/upload-file-with-progress';
import { adminKeys } from './admin-query-keys';

const segment = (value: string | number) => encodeURIComponent(String(value));

/** GET /signup-code/{code}: the searched code's card (404: not found). */
export function useSignupCode(code: string) {
  return useQuery({
    queryKey: adminKeys.signupCode(code),
    queryFn: async () => SignupCode.parse(await http.get(`/signup-code/${segment(code)}`)),
    enabled: code !== '',
    retry: false,
  });
}

/** GET /covg/id/{covgId}: one vendor group, trashed or not (404: not found). */
export const vendorGroupQuery = (covgId: number) =>
  queryOptions({
    queryKey: adminKeys.vendorGroup(covgId),
    queryFn: async () => Covg.parse(await http.get(`/covg/id/${segment(covgId)}`)),
    retry: false,
  });

/** GET /covg/id/{covgId}: the code's vendor group (its names for the card). */
export function useVendorGroup(covgId: number | undefined) {
  return useQuery({ ...vendorGroupQuery(covgId ?? 0), enabled: covgId !== undefined });
}

/** GET /signup-code/all/{covgId}: every code of the group. */
export function useGroupSignupCodes(covgId: number | undefined) {
  return useQuery({
    queryKey: adminKeys.groupSignupCodes(covgId ?? 0),
    queryFn: async () => z.array(SignupCode).parse(await http.get(`/signup-code/all/${segment(covgId ?? 0)}`)),
    enabled: covgId !== undefined,
    retry: false,
  });
}

/** The Vendor Group Manager's identifier kinds, each with its look-up path (spec 002 §7). */
export type GroupIdentifier = 'signupCode' | 'covgId' | 'covId' | 'ptid';

const LOOKUP_PATH: Record<GroupIdentifier, string> = {
  signupCode: '/covg/signupCode/',
  covgId: '/covg/id/',
  covId: '/covg/covId/',
  ptid: '/covg/ptid/',
};

/**
 * Loads the groups several identifiers name, one call per value (a PTID may name several groups); the
 * values nothing was found for are answered apart.
 */
export function useLoadVendorGroups() {
  return useMutation({
    mutationFn: async (input: { kind: GroupIdentifier; values: readonly string[] }) => {
      const found: Covg[] = [];
      const missing: string[] = [];
      for (const value of input.values) {
        try {
          const answer: unknown = await http.get(`${LOOKUP_PATH[input.kind]}${segment(value)}`);
          found.push(...(input.kind === 'ptid' ? z.array(Covg).parse(answer) : [Covg.parse(answer)]));
        } catch (error) {
          if (isApiError(error) && (error.status === 404 || error.status === 400)) missing.push(value);
          else throw error;
        }
      }
      return { found, missing };
    },
  });
}

/** POST /covg/regroup. */
export function useRegroup() {
  return useMutation({
    mutationFn: async (request: RegroupRequest) => RegroupResult.parse(await http.post('/covg/regroup', request)),
  });
}

/** Uploads a grouping file (directory covgGrouping), then POST /grouping/uploads with its id. */
export function useGroupingUpload() {
  return useMutation({
    mutationFn: async (input: { file: File; onProgress: (fraction: number) => void }) => {
      const uploaded = await uploadFileWithProgress(input.file, { 'directory-name': 'covgGrouping' }, input.onProgress);
      return GroupingUploadResult.parse(await http.post('/grouping/uploads', { fileId: uploaded.id }));
    },
  });
}
