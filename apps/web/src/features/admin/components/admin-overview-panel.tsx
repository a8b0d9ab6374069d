import { SignedInUserCard } from '../../../widgets/signed-in-user-card';
import { AnalyticsPanel } from './analytics-panel';
import { PlatformSummaryPanel } from './platform-summary-panel';

/** The hub's home tab: the platform figures, who is signed in and the UI-event analytics. */
export default function AdminOverviewPanel() {
  return (
    <>
      <PlatformSummaryPanel />
      <SignedInUserCard />
      <AnalyticsPanel />
    </>
  );
}
