import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertDetail, AlertGroupList, type AlertResponseRequest } from '@app/shared/screening/alerts';
import { http } from '../../api/http';
import { queryKeys } from '../../api/query-keys';
import { uploadFile } from '../../api/upload-file';

/**
 * A screened subject's API root: '/employees/12', '/owners/3' or '/account/company'. Each answers
 * {root}/alerts, {root}/alerts/{alertId} and {root}/alerts/{alertId}/response alike.
 */
export type SubjectPath = string;

/** GET {subject}/alerts: the subject's undecided and confirmed matches, grouped by list. */
export function useMatchGroups(subjectPath: SubjectPath) {
  return useQuery({
    queryKey: queryKeys.exclusionMatches.groups(subjectPath),
    queryFn: async () => AlertGroupList.parse(await http.get(`${subjectPath}/alerts`)),
  });
}

/** GET {subject}/alerts/{alertId}: one match, why it matched, its status and the vendor's answer. */
export function useMatchDetail(subjectPath: SubjectPath, alertId: number | null) {
  return useQuery({
    queryKey: queryKeys.exclusionMatches.detail(subjectPath, alertId ?? 0),
    queryFn: async () => AlertDetail.parse(await http.get(`${subjectPath}/alerts/${alertId}`)),
    enabled: alertId !== null,
  });
}

/** POST {subject}/alerts/{alertId}/response; refreshes every match view (Home, panels) and calls onAnswered. */
export function useRespondToMatch(subjectPath: SubjectPath, alertId: number, onAnswered?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AlertResponseRequest) => AlertDetail.parse(await http.post(`${subjectPath}/alerts/${alertId}/response`, body)),
    onSuccess: async (detail) => {
      queryClient.setQueryData(queryKeys.exclusionMatches.detail(subjectPath, alertId), detail);
      await queryClient.invalidateQueries({ queryKey: queryKeys.exclusionMatches.all });
      onAnswered?.();
    },
  });
}

/** Uploads an ID or licence for an answer (directory alertEvidence: PDF, JPG or PNG, checked by content). */
export function uploadMatchEvidence(file: File) {
  return uploadFile(file, { directory: 'alertEvidence' });
}
