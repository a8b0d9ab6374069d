import { HashRouter, Navigate, Route, Routes } from 'react-router';
import { useCurrentUser } from '../api/get-current-user';
import { landingPath } from '../lib/role-home';
import { RoutePage } from './route-pages';
import { ROUTES } from './routes';
import { AppShell } from './shell/app-shell';

/** Unknown paths go to the user's home (anonymous users to the vendor login). */
function HomeRedirect() {
  return <Navigate to={landingPath(useCurrentUser())} replace />;
}

/** Hash routes (/v2/#/dashboard …) under the one shell. */
export function AppRouter() {
  return (
    <HashRouter>
      <Routes>
        <Route element={<AppShell />}>
          {ROUTES.map((route) => (
            <Route
              key={route.name}
              path={route.path}
              element={route.redirectTo ? <Navigate to={route.redirectTo} replace /> : <RoutePage route={route} />}
            />
          ))}
          <Route path="*" element={<HomeRedirect />} />
        </Route>
      </Routes>
    </HashRouter>
  );
}
