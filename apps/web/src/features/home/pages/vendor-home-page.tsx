import { PageHeader } from '../../../components/page-header';
import { SignedInUserCard } from '../../../components/signed-in-user-card';

/** Vendor home (/dashboard). */
export default function VendorHomePage() {
  return (
    <>
      <PageHeader title="Home" subtitle="Your customers, to-dos and compliance at a glance." />
      <SignedInUserCard />
    </>
  );
}
