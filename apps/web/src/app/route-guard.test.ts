import { describe, expect, it } from 'vitest';
import { buildCurrentUser } from '../testing/build-current-user';
import { canAccess, decideNavigation } from './route-guard';
import { homePath } from '../lib/role-home';
import { findRoute, routeNeedsSession, routeTitle, type RouteMeta } from './routes';

const route = (path: string): RouteMeta => {
  const found = findRoute(path);
  if (!found) throw new Error(`no route for ${path}`);
  return found;
};
const vendor = buildCurrentUser();
const client = buildCurrentUser({ role: 'Client User', vendorId: null, clientId: 7, clientName: 'Riverside' });
const admin = buildCurrentUser({ role: 'PT Admin User', assumedRole: 'vendor-user' });
const NO_FLAGS = {};
const AUDIT_TAB_ON = { FDR_AUDIT_TAB: true };

describe('route guard decision', () => {
  it('lets anyone open a public route', () => {
    expect(
      decideNavigation({ route: route('/vendor/login'), path: '/vendor/login', user: null, flags: NO_FLAGS, hasPreviousRoute: false }),
    ).toEqual({
      action: 'proceed',
    });
  });

  it('sends an anonymous user to the vendor login with the permission message', () => {
    expect(
      decideNavigation({ route: route('/dashboard'), path: '/dashboard', user: null, flags: NO_FLAGS, hasPreviousRoute: true }),
    ).toEqual({
      action: 'redirect',
      to: '/vendor/login',
      message: "You don't have permission to access path: /dashboard",
    });
  });

  it('lets a vendor open vendor routes', () => {
    expect(
      decideNavigation({ route: route('/employees'), path: '/employees', user: vendor, flags: NO_FLAGS, hasPreviousRoute: true }),
    ).toEqual({
      action: 'proceed',
    });
  });

  it('cancels a vendor navigating to a client route when a previous route exists', () => {
    expect(
      decideNavigation({ route: route('/client-users'), path: '/client-users', user: vendor, flags: NO_FLAGS, hasPreviousRoute: true }),
    ).toEqual({
      action: 'cancel',
      message: "You don't have permission to access path: /client-users",
    });
  });

  it('redirects to the role home when the denied route is the first one', () => {
    expect(
      decideNavigation({ route: route('/client-users'), path: '/client-users', user: vendor, flags: NO_FLAGS, hasPreviousRoute: false }),
    ).toEqual({
      action: 'redirect',
      to: '/dashboard',
      message: "You don't have permission to access path: /client-users",
    });
  });

  it('denies a client route whose permission flag the client user lacks', () => {
    expect(canAccess(route('/client-users'), client, NO_FLAGS)).toBe(false);
    expect(canAccess(route('/client-users'), { ...client, hasUsersAccess: true }, NO_FLAGS)).toBe(true);
  });

  it('requires every permission flag of a route', () => {
    const engage = { ...client, hasVendorProofEngage: true };
    expect(canAccess(route('/client/attestations'), engage, NO_FLAGS)).toBe(false);
    expect(canAccess(route('/client/attestations'), { ...engage, hasAttestations: true }, NO_FLAGS)).toBe(true);
  });

  it('passes an admin through every role check', () => {
    expect(canAccess(route('/client-vendors'), admin, NO_FLAGS)).toBe(true);
    expect(canAccess(route('/dashboard'), admin, NO_FLAGS)).toBe(true);
    expect(canAccess(route('/admin'), admin, NO_FLAGS)).toBe(true);
  });

  it('keeps the admin hub and each of its tabs for admins only', () => {
    for (const path of ['/admin', '/admin/featureFlags', '/admin/priceTiers']) {
      expect(canAccess(route(path), vendor, NO_FLAGS)).toBe(false);
      expect(canAccess(route(path), client, NO_FLAGS)).toBe(false);
      expect(canAccess(route(path), admin, NO_FLAGS)).toBe(true);
    }
  });

  it('opens Audit only with FDR_AUDIT_TAB on and Reports only with it off (spec 002 §2, §6)', () => {
    expect(canAccess(route('/audit'), vendor, NO_FLAGS)).toBe(false);
    expect(canAccess(route('/reports/compliance'), vendor, NO_FLAGS)).toBe(true);
    expect(canAccess(route('/audit'), vendor, AUDIT_TAB_ON)).toBe(true);
    expect(canAccess(route('/reports/compliance'), vendor, AUDIT_TAB_ON)).toBe(false);
    expect(decideNavigation({ route: route('/audit'), path: '/audit', user: vendor, flags: NO_FLAGS, hasPreviousRoute: true })).toEqual({
      action: 'cancel',
      message: "You don't have permission to access path: /audit",
    });
  });

  it('sends a user with an unknown role to the login location from every role route (spec 002 §6)', () => {
    const unknown = buildCurrentUser({ role: 'Unknown Role', vendorId: null });
    expect(
      decideNavigation({ route: route('/dashboard'), path: '/dashboard', user: unknown, flags: NO_FLAGS, hasPreviousRoute: false }),
    ).toEqual({
      action: 'redirect',
      to: '/vendor/login',
      message: "You don't have permission to access path: /dashboard",
    });
    expect(canAccess(route('/client/dashboard'), unknown, NO_FLAGS)).toBe(false);
  });

  it('allows any signed-in user on a route with no roles', () => {
    expect(canAccess({ name: 'x', path: '/x' }, client, NO_FLAGS)).toBe(true);
    expect(canAccess({ name: 'x', path: '/x' }, null, NO_FLAGS)).toBe(false);
  });
});

describe('route table', () => {
  it('uses the route title, else the product name', () => {
    expect(routeTitle(route('/customers'))).toBe('My Customers');
    expect(routeTitle(undefined)).toBe('VendorProof');
  });

  it('matches parameterised paths', () => {
    expect(route('/client/manage/onboard/12/step/3').name).toBe('onboardingStep');
    expect(findRoute('/no-such-page')).toBeUndefined();
  });

  it('says which routes need a session', () => {
    expect(routeNeedsSession(route('/dashboard'))).toBe(true);
    expect(routeNeedsSession(route('/vendor/login'))).toBe(false);
    expect(routeNeedsSession(undefined)).toBe(false);
  });

  it('sends each role to its home', () => {
    expect(homePath(null)).toBe('/vendor/login');
    expect(homePath(vendor)).toBe('/dashboard');
    expect(homePath(client)).toBe('/client/dashboard');
    expect(homePath(admin)).toBe('/dashboard');
    expect(homePath({ ...admin, assumedRole: 'client-user' })).toBe('/client/dashboard');
    expect(homePath({ role: 'client-login', assumedRole: null })).toBe('/client/login');
  });
});
