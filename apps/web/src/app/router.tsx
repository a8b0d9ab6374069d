import { Navigate, createHashRouter, type RouteObject } from 'react-router';
import { useCurrentUser } from '../api/get-current-user';
import { homePath } from '../lib/role-home';
import { RoutePage } from './route-pages';
import { ROUTES } from './routes';
import { AppShell } from './shell/app-shell';

/** Unknown paths go to the user's home (anonymous users to the vendor login). */
function HomeRedirect() {
  return <Navigate to={homePath(useCurrentUser())} replace />;
}

const children: RouteObject[] = [
  ...ROUTES.map((route): RouteObject => ({
    path: route.path,
    handle: route,
    element: route.redirectTo ? <Navigate to={route.redirectTo} replace /> : <RoutePage route={route} />,
  })),
  { path: '*', element: <HomeRedirect /> },
];

/** Hash routes (/v2/#/dashboard …) under the one shell. */
export function createAppRouter() {
  return createHashRouter([{ element: <AppShell />, children }]);
}
