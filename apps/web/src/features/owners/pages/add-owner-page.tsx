import { PageHeader } from '../../../components/page-header';

/** Placeholder until the page is built (issue 7); replaced by the owning feature's work. */
export default function AddOwnerPage({ title = 'Add Owner' }: { title?: string }) {
  return <PageHeader title={title} />;
}
