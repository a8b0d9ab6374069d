import { PageHeader } from '../../../components/page-header';
import { SignedInUserCard } from '../../../widgets/signed-in-user-card';
import { AnalyticsPanel } from '../components/analytics-panel';

/** Admin hub (/admin, admins only). */
export default function AdminHomePage() {
  return (
    <>
      <PageHeader title="Admin" subtitle="Platform administration." />
      <SignedInUserCard />
      <AnalyticsPanel />
    </>
  );
}
