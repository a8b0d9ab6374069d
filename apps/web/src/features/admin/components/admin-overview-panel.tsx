import { SignedInUserCard } from '../../../widgets/signed-in-user-card';
import { AnalyticsPanel } from './analytics-panel';

/** The hub's home tab: who is signed in and the UI-event analytics. */
export default function AdminOverviewPanel() {
  return (
    <>
      <SignedInUserCard />
      <AnalyticsPanel />
    </>
  );
}
