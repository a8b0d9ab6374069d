import { Suspense, useState, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@app/shared/users/current-user';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import { PageHeader } from '../../../components/page-header';
import { prefetchFirstCall } from '../../../lib/prefetch-page-data';
import { SignedInUserCard } from '../../../widgets/signed-in-user-card';
import { customersQuery, useCustomers } from '../../../api/get-customers';
import { todosQuery, useTodos } from '../api/get-todos';
import { undecidedMatchesQuery, useUndecidedMatches } from '../api/get-undecided-matches';
import { notificationsQuery, useNotifications } from '../api/get-notifications';
import { MatchesCard } from '../components/matches-card';
import { CustomersCard } from '../components/customers-card';
import { EnrollmentBanner } from '../components/enrollment-banner';
import { ExpiredSubscriptionsBanner } from '../components/expired-subscriptions-banner';
import { HomeSkeleton } from '../components/home-skeleton';
import { PaymentNotifications } from '../components/payment-notifications';
import { TodosCard } from '../components/todos-card';

/** The Connect SignupID dialog, owned by the customers feature and handed in by the app. */
export type ConnectSignupIdDialogComponent = ComponentType<{ open: boolean; onClose: () => void }>;

/**
 * The four first calls, started as soon as this page's code is here (at start-up) rather than once it has
 * rendered (decision 226). Only with a vendor to act for: an admin without one is asked to pick one first.
 * @public read from the module the route loads (app/route-pages.tsx), not imported by name
 */
export function prefetch(queryClient: QueryClient, user: CurrentUser): Promise<unknown> | undefined {
  if (user.vendorId === null) return undefined;
  return Promise.all([
    prefetchFirstCall(queryClient, customersQuery),
    prefetchFirstCall(queryClient, todosQuery),
    prefetchFirstCall(queryClient, undecidedMatchesQuery),
    prefetchFirstCall(queryClient, notificationsQuery),
  ]);
}

/**
 * Vendor home (/dashboard, spec 000 §2): enrolment banner, payment notifications, Customers, To-Dos and
 * Possible matches to review. Until all four first answers are in, one skeleton of the cards stands for
 * them: the banners (from the customers and notifications) sit above the cards, so drawing the cards
 * first would push them down when a banner arrives (CLS 0.26–0.71 measured by Lighthouse, issue 20).
 */
export default function VendorHomePage({
  title = 'Home',
  ConnectSignupIdDialog,
}: {
  title?: string;
  ConnectSignupIdDialog?: ConnectSignupIdDialogComponent;
}) {
  const customers = useCustomers();
  const todos = useTodos();
  const matches = useUndecidedMatches();
  const notifications = useNotifications();
  const [connecting, setConnecting] = useState(false);
  const firstLoad = customers.isPending || todos.isPending || matches.isPending || notifications.isPending;
  if (firstLoad) {
    return (
      <>
        <PageHeader title={title} subtitle="Your customers, to-dos and compliance at a glance." />
        <HomeSkeleton label={`Loading ${title}`} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={title} subtitle="Your customers, to-dos and compliance at a glance." />
      <EnrollmentBanner customers={customers.data ?? []} />
      <PaymentNotifications />
      <ExpiredSubscriptionsBanner />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <CustomersCard
            customers={customers.data ?? []}
            loading={customers.isPending}
            failed={customers.isError}
            onConnect={() => setConnecting(true)}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TodosCard todos={todos.data ?? []} loading={todos.isPending} failed={todos.isError} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <MatchesCard matches={matches.data} loading={matches.isPending} failed={matches.isError} />
        </Grid>
      </Grid>
      <Box sx={{ mt: 3 }}>
        <SignedInUserCard />
      </Box>
      {connecting && ConnectSignupIdDialog && (
        <Suspense fallback={null}>
          <ConnectSignupIdDialog open onClose={() => setConnecting(false)} />
        </Suspense>
      )}
    </>
  );
}
