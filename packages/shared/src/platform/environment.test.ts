import { describe, expect, it } from 'vitest';
import { isProductionHost } from './environment';

describe('production from the host name (spec 000 §9)', () => {
  it('calls a public product host production', () => {
    expect(isProductionHost('app.vendorproof.com')).toBe(true);
    expect(isProductionHost('VendorProof.com:443')).toBe(true);
    expect(isProductionHost('compliance.hospital.org.')).toBe(true);
  });

  it('calls local machines and IP literals not production', () => {
    for (const host of [
      'localhost',
      'localhost:8080',
      'app.localhost',
      'build-7.local',
      '127.0.0.1:8080',
      '10.0.0.5',
      '[::1]:8080',
      '::1',
    ]) {
      expect(isProductionHost(host)).toBe(false);
    }
  });

  it('calls a host naming a stage in a label or a dash-separated part not production', () => {
    for (const host of ['qa.vendorproof.com', 'staging-app.vendorproof.com', 'vendorproof-dev.herokuapp.com', 'uat.eu.vendorproof.com']) {
      expect(isProductionHost(host)).toBe(false);
    }
  });

  it('does not mistake words that merely contain a stage name', () => {
    expect(isProductionHost('contest.vendorproof.com')).toBe(true);
    expect(isProductionHost('devices-inc.com')).toBe(true);
  });
});
