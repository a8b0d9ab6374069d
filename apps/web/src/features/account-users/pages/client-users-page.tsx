import { PageHeader } from '../../../components/page-header';
import ClientUsersPanel from '../components/client-users-panel';

/** /client-users (needs UsersAccess, spec 002 §2): the client's users and their permissions. */
export default function ClientUsersPage() {
  return (
    <>
      <PageHeader title="Client Users" />
      <ClientUsersPanel />
    </>
  );
}
