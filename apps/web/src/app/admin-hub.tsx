import AdminHomePage from '../features/admin/pages/admin-home-page';
import { ADMIN_TABS } from './admin-tabs';

/** The admin hub with its tabs: a chunk of its own, so the tab list does not load with the login page (issue 20). */
export default function AdminHub({ title }: { title?: string }) {
  return <AdminHomePage title={title} tabs={ADMIN_TABS} />;
}
