import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { AcceptRequest, RevisionRequest } from '@app/shared/client/reviews';
import {
  NewVendorResult,
  WorkflowItem,
  type Assignee,
  type NewVendorRequest,
  type ResendInviteRequest,
  type StepStatusUpdate,
} from '@app/shared/onboarding/onboarding';
import { http } from '../../../api/http';
import { optimisticUpdate } from '../../../api/optimistic-update';
import { queryKeys } from '../../../api/query-keys';
import { onboardingKeys } from './onboarding-query-keys';

/** Every onboarding write changes the client area's counts (the dashboard's onboarding card included). */
function useInvalidateClientArea() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.clientArea });
}

/** POST /onboarding/workflows: starts onboarding a new vendor (group, signup code, items, invite e-mail). */
export function useStartOnboarding() {
  const invalidate = useInvalidateClientArea();
  return useMutation({
    mutationFn: async (body: NewVendorRequest) => NewVendorResult.parse(await http.post('/onboarding/workflows', body)),
    onSuccess: invalidate,
  });
}

/** DELETE /onboarding/steps/{covgId}: removes the vendor's onboarding information. */
export function useDeleteOnboarding() {
  const invalidate = useInvalidateClientArea();
  return useMutation({
    mutationFn: (covgId: number) => http.delete(`/onboarding/steps/${covgId}`),
    onSuccess: invalidate,
  });
}

/** POST /onboarding/vendor/{covgId}/email-invitation: sends the invite again (boolean answer). */
export function useResendInvite(covgId: number) {
  return useMutation({
    mutationFn: async (body: ResendInviteRequest) =>
      z.boolean().parse(await http.post(`/onboarding/vendor/${covgId}/email-invitation`, body)),
  });
}

/** POST /onboarding/vendor/{covgId}/export: schedules the export to the vendor master (boolean answer). */
export function useExportVendor(covgId: number) {
  const invalidate = useInvalidateClientArea();
  return useMutation({
    mutationFn: async () => z.boolean().parse(await http.post(`/onboarding/vendor/${covgId}/export`)),
    onSuccess: invalidate,
  });
}

/** POST /onboarding/step/status-update: COMPLETE (monitor status Clear) or NON_APPLICABLE (bypassed). */
export function useUpdateStepStatus() {
  const invalidate = useInvalidateClientArea();
  return useMutation({
    mutationFn: (body: StepStatusUpdate) => http.post('/onboarding/step/status-update', body),
    onSuccess: invalidate,
  });
}

interface StepAssignment {
  item: WorkflowItem;
  /** The users chosen, with their names (the picker's options), in the order shown. */
  assignees: Assignee[];
}

/**
 * PUT /onboarding/step/{id}/assignees (replaces the list; empty unassigns), optimistic (decision 216):
 * the workflow's steps show the new assignees and date at once, go back if the server refuses, and the
 * client area (the list's "Assigned to me", the step page) is re-fetched once it answered.
 */
export function assignStepMutation(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: async ({ item, assignees }: StepAssignment) =>
      WorkflowItem.parse(await http.put(`/onboarding/step/${item.id}/assignees`, { userIds: assignees.map((user) => user.id) })),
    ...optimisticUpdate<WorkflowItem[], StepAssignment>(queryClient, {
      mutationKey: [...onboardingKeys.all, 'assign'],
      queryKey: ({ item }) => onboardingKeys.items(item.covgId),
      update: (items, { item, assignees }) =>
        items.map((other) =>
          other.id === item.id ? { ...other, assignees, assignedDate: assignees.length === 0 ? null : new Date().toISOString() } : other,
        ),
      refetch: queryKeys.clientArea,
    }),
  });
}

export function useAssignStep() {
  return useMutation(assignStepMutation(useQueryClient()));
}

/**
 * The review step's decisions on one submission (POST /onboarding/step/{id}/vendor-review/acceptances or
 * /revision-requests): a revision goes to the vendor's to-dos with the note.
 */
export function useReviewDecision(itemId: number) {
  const invalidate = useInvalidateClientArea();
  return useMutation({
    mutationFn: (input: { kind: 'accept'; body: AcceptRequest } | { kind: 'revision'; body: RevisionRequest }) =>
      http.post(`/onboarding/step/${itemId}/vendor-review/${input.kind === 'accept' ? 'acceptances' : 'revision-requests'}`, input.body),
    onSuccess: invalidate,
  });
}

/** POST /onboarding/step/{id}/vendor-review/approve: approves the vendor's submission and completes the step. */
export function useApproveReview(itemId: number) {
  const invalidate = useInvalidateClientArea();
  return useMutation({
    mutationFn: async () => WorkflowItem.parse(await http.post(`/onboarding/step/${itemId}/vendor-review/approve`)),
    onSuccess: invalidate,
  });
}
