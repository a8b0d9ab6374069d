import type { z } from 'zod';
import type { AlertDetail, AlertGroup, AlertResponseRequest } from '@app/shared/screening/alerts';
import { actingVendorId } from '../../platform/auth/access';
import { requireActor, type ServiceContext } from '../../platform/context';
import { alertDetailOfSubject, alertGroupsOfSubject } from '../screening/alerts/subject-alerts';
import { respondToAlert } from '../screening/alerts/vendor-response';

/** The vendor company is screened as itself: its subject id is the acting vendor's id. */
const companySubject = (ctx: ServiceContext) => ({ type: 'VENDOR' as const, subjectId: actingVendorId(requireActor(ctx)) });

/** The Exclusion Lists panel of the acting vendor's company. */
export async function companyAlertGroups(ctx: ServiceContext): Promise<AlertGroup[]> {
  return alertGroupsOfSubject(ctx, companySubject(ctx));
}

/** One alert of the acting vendor's company, with why it matched. */
export async function companyAlertDetail(ctx: ServiceContext, input: { alertId: number }): Promise<AlertDetail> {
  return alertDetailOfSubject(ctx, { ...companySubject(ctx), alertId: input.alertId });
}

/** The vendor's answer to a match of its own company; answers the alert as it now stands. */
export async function respondToCompanyAlert(
  ctx: ServiceContext,
  input: { alertId: number; response: z.output<typeof AlertResponseRequest> },
): Promise<AlertDetail> {
  await respondToAlert(ctx, { ...companySubject(ctx), alertId: input.alertId, response: input.response });
  return alertDetailOfSubject(ctx, { ...companySubject(ctx), alertId: input.alertId });
}
