import { NO_MONITORING_SUBSCRIPTION } from '@app/shared/employees/employee';
import { actingVendorId } from '../../platform/auth/access';
import { requireActor, type ServiceContext } from '../../platform/context';
import { forbidden } from '../../platform/errors';

/**
 * The vendor whose roster the actor works on. The roster needs an active VP_EMPLOYEE_MONITORING
 * subscription (spec 000 §6); without it every employee call answers 403 with a clear message.
 */
export function monitoredVendorId(ctx: ServiceContext): number {
  const actor = requireActor(ctx);
  const vendorId = actingVendorId(actor);
  if (!actor.hasMonitoringAccess) throw forbidden(NO_MONITORING_SUBSCRIPTION);
  return vendorId;
}
