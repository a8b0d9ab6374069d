import { describe, expect, it } from 'vitest';
import { homePath, landingPath } from './role-home';

describe('where a user lands', () => {
  it('sends an admin to the hub after signing in, whichever side they last acted as', () => {
    expect(landingPath({ role: 'PT Admin User', assumedRole: 'vendor-user' })).toBe('/admin');
    expect(landingPath({ role: 'PT Admin User', assumedRole: 'client-user' })).toBe('/admin');
    // Switching sides still opens that side's home.
    expect(homePath({ role: 'PT Admin User', assumedRole: 'client-user' })).toBe('/client/dashboard');
  });

  it('sends vendors, client users and anonymous visitors to their home', () => {
    expect(landingPath({ role: 'Vendor User', assumedRole: null })).toBe('/dashboard');
    expect(landingPath({ role: 'Client User', assumedRole: null })).toBe('/client/dashboard');
    expect(landingPath(null)).toBe('/vendor/login');
  });
});
