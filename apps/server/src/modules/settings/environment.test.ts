import { describe, expect, it } from 'vitest';
import type { ServiceContext } from '../../platform/context';
import { appEnvironment, configuredEnvironment, environmentDecision } from './environment';

/** A development build's context (the host-name rule applies to those only). */
const contextWith = (APP_ENV: 'production' | 'non-production' | undefined) =>
  ({ config: { APP_ENV, NODE_ENV: 'development' } }) as unknown as ServiceContext;

describe('app environment', () => {
  it('lets APP_ENV override the host-name rule either way', () => {
    expect(appEnvironment(contextWith('production'), { host: 'localhost:8080' })).toEqual({ production: true, decidedBy: 'setting' });
    expect(appEnvironment(contextWith('non-production'), { host: 'app.vendorproof.com' })).toEqual({
      production: false,
      decidedBy: 'setting',
    });
  });

  it('follows the host name without the setting', () => {
    expect(appEnvironment(contextWith(undefined), { host: 'app.vendorproof.com' })).toEqual({ production: true, decidedBy: 'host' });
  });
});

describe('how production is decided', () => {
  it('takes a production build as production whatever the Host header says, unless APP_ENV says non-production', () => {
    expect(configuredEnvironment({ NODE_ENV: 'production', APP_ENV: undefined })).toEqual({ production: true, decidedBy: 'build' });
    expect(configuredEnvironment({ NODE_ENV: 'production', APP_ENV: 'non-production' })).toEqual({
      production: false,
      decidedBy: 'setting',
    });
    expect(configuredEnvironment({ NODE_ENV: 'development', APP_ENV: 'production' })).toEqual({ production: true, decidedBy: 'setting' });
  });

  it('leaves only development and test builds without APP_ENV to the host-name rule', () => {
    expect(configuredEnvironment({ NODE_ENV: 'development', APP_ENV: undefined })).toBeNull();
    expect(configuredEnvironment({ NODE_ENV: 'test', APP_ENV: undefined })).toBeNull();
  });

  it('says at start what decided it', () => {
    expect(environmentDecision({ NODE_ENV: 'production', APP_ENV: undefined })).toBe(
      'environment: production (NODE_ENV=production, APP_ENV not set)',
    );
    expect(environmentDecision({ NODE_ENV: 'production', APP_ENV: 'non-production' })).toBe(
      'environment: non-production (APP_ENV=non-production)',
    );
    expect(environmentDecision({ NODE_ENV: 'development', APP_ENV: undefined })).toBe(
      'environment: decided per request by the host name (NODE_ENV=development, APP_ENV not set)',
    );
  });
});
