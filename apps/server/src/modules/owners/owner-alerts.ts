import type { z } from 'zod';
import type { AlertDetail, AlertGroup, AlertResponseRequest, SubjectScreening } from '@app/shared/screening/alerts';
import type { ServiceContext } from '../../platform/context';
import { alertDetailOfSubject, alertGroupsOfSubject } from '../screening/alerts/subject-alerts';
import { subjectScreening } from '../screening/alerts/subject-screening';
import { respondToAlert } from '../screening/alerts/vendor-response';
import { getOwner } from './owners';

/** The Exclusion Lists panel of one owner of the acting vendor (404 for anyone else's). */
export async function ownerAlertGroups(ctx: ServiceContext, input: { ownerId: number }): Promise<AlertGroup[]> {
  await getOwner(ctx, input.ownerId);
  return alertGroupsOfSubject(ctx, { type: 'OWNER', subjectId: input.ownerId });
}

/** One alert of an owner of the acting vendor, with why it matched. */
export async function ownerAlertDetail(ctx: ServiceContext, input: { ownerId: number; alertId: number }): Promise<AlertDetail> {
  return alertDetailOfSubject(ctx, { type: 'OWNER', subjectId: input.ownerId, alertId: input.alertId });
}

/** The vendor's answer to a match of one of its owners; answers the alert as it now stands. */
export async function respondToOwnerAlert(
  ctx: ServiceContext,
  input: { ownerId: number; alertId: number; response: z.output<typeof AlertResponseRequest> },
): Promise<AlertDetail> {
  await respondToAlert(ctx, { type: 'OWNER', subjectId: input.ownerId, alertId: input.alertId, response: input.response });
  return alertDetailOfSubject(ctx, { type: 'OWNER', subjectId: input.ownerId, alertId: input.alertId });
}

/** When the owner was last screened and against which list of each source. */
export async function ownerScreening(ctx: ServiceContext, input: { ownerId: number }): Promise<SubjectScreening> {
  await getOwner(ctx, input.ownerId);
  return subjectScreening(ctx, { type: 'OWNER', subjectId: input.ownerId });
}
