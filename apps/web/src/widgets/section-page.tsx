import { PageHeader } from '../components/page-header';
import { SignedInUserCard } from './signed-in-user-card';

/** A page whose own screens are built in their own issues: its title and the signed-in user card. */
export function SectionPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <SignedInUserCard />
    </>
  );
}
