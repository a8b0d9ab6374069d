import type { ReactNode } from 'react';
import { useCurrentUser } from '../../../api/get-current-user';
import { MonitoringPitch } from './monitoring-pitch';

/** The employee area needs the employee-monitoring subscription (spec 000 §6); without it, the pitch. */
export function MonitoringGate({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  return user?.hasMonitoringAccess ? children : <MonitoringPitch />;
}
