import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ClientVendorAlert } from '@app/shared/client/vendor-detail';
import { AlertSubjectHeading } from '../../../widgets/exclusion-matches/alert-evidence';
import { ClientAlertReview } from './client-alert-review';
import { VendorAlertCard } from './vendor-alert-card';

interface SubjectAlerts {
  key: string;
  alerts: ClientVendorAlert[];
}

/** The alerts of one subject together, in the order the server gives (confirmed first, then under review, then cleared). */
function bySubject(alerts: ClientVendorAlert[]): SubjectAlerts[] {
  const groups = new Map<string, SubjectAlerts>();
  for (const alert of alerts) {
    const key = `${alert.subjectType}-${alert.subjectId}`;
    const group = groups.get(key) ?? { key, alerts: [] };
    group.alerts.push(alert);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** Every alert on the company, its owners and active employees, grouped by subject ("Janice Allen, employee"). */
export function VendorAlertsTab({ covgId, alerts }: { covgId: number; alerts: ClientVendorAlert[] }) {
  if (alerts.length === 0) {
    return (
      <Typography>
        No exclusion-list matches on this vendor, its owners or employees. Screening runs whenever a list or their data changes.
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {bySubject(alerts).map((group) => (
        <Box component="section" key={group.key} aria-labelledby={`subject-${group.key}`}>
          <AlertSubjectHeading
            id={`subject-${group.key}`}
            component="h2"
            name={group.alerts[0]!.subjectName}
            type={group.alerts[0]!.subjectType}
          />
          <Box sx={{ display: 'grid', gap: 2 }}>
            {group.alerts.map((alert) => (
              <VendorAlertCard key={alert.id} alert={alert}>
                <ClientAlertReview covgId={covgId} alertId={alert.id} trail={alert.clientReview} />
              </VendorAlertCard>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
