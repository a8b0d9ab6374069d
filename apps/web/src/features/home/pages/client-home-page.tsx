import { PageHeader } from '../../../components/page-header';
import { SignedInUserCard } from '../../../widgets/signed-in-user-card';

/** Client home (/client/dashboard). */
export default function ClientHomePage() {
  return (
    <>
      <PageHeader title="Dashboard" subtitle="Your vendors' compliance at a glance." />
      <SignedInUserCard />
    </>
  );
}
