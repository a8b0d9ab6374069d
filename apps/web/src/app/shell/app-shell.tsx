import { Suspense, lazy, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { checkSessionExpiry } from '../../api/session-expiry';
import { NotificationArea } from '../../components/notifications/notification-area';
import { useNotificationState, useNotify } from '../../components/notifications/notification-context';
import { RouteGuardGate } from '../route-guard-gate';
import { findRoute, type RouteMeta } from '../routes';
import { Footer } from './footer';
import { TopBar } from './top-bar';
import { useScrollOnNavigate } from './use-scroll-on-navigate';

/** The payment dialog's code loads when it first opens, not with the login page (issue 20). */
const PaymentDialog = lazy(() =>
  import('../../widgets/payment-method/payment-dialog').then((module) => ({ default: module.PaymentDialog })),
);

/**
 * The bar shown while a page's code loads. Itself loaded on the first wait: the login page is part of the
 * first chunk and never waits, so the bar's code stays out of it (issue 20).
 */
const LinearProgress = lazy(() => import('@mui/material/LinearProgress'));

function PageLoading() {
  return (
    <Suspense fallback={null}>
      <LinearProgress aria-label="Loading page" />
    </Suspense>
  );
}

/** The session is re-checked on this interval as well as after every response (spec 002 §9). */
const ROUTE_CHECK_INTERVAL_MS = 10_000;

function useCurrentRouteMeta(): RouteMeta | undefined {
  return findRoute(useLocation().pathname);
}

/** On another page, messages about the page left go and the dialogs close (issue 33). */
function useNotificationsFollowNavigation(): void {
  const { pathname } = useLocation();
  const { navigated } = useNotify();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    navigated();
  }, [pathname, navigated]);
}

/** The shell: navigation bar (full or logo only), routed content, footer, the notification area and the payment dialog. */
export function AppShell() {
  const route = useCurrentRouteMeta();
  const navbar = route?.navbar ?? true;
  const logoOnly = route?.logoOnlyNavbar ?? false;
  const footer = route?.footer ?? true;
  const { paymentDialog } = useNotificationState();
  useScrollOnNavigate();
  useNotificationsFollowNavigation();

  useEffect(() => {
    const timer = setInterval(checkSessionExpiry, ROUTE_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      {(navbar || logoOnly) && <TopBar logoOnly={logoOnly} />}
      {/*
        Fills the screen between the bar and the footer, no more: a short page does not scroll (issue 33;
        a full 100vh here made every page 117 px too tall).
      */}
      <Container component="main" maxWidth="lg" sx={{ flexGrow: 1, py: { xs: 3, md: 4 } }}>
        <Suspense fallback={<PageLoading />}>
          <RouteGuardGate route={route}>
            <Outlet />
          </RouteGuardGate>
        </Suspense>
      </Container>
      {footer && <Footer />}
      <NotificationArea />
      {paymentDialog.open && (
        <Suspense fallback={null}>
          <PaymentDialog />
        </Suspense>
      )}
    </Box>
  );
}
