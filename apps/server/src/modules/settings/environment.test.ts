import { describe, expect, it } from 'vitest';
import type { ServiceContext } from '../../platform/context';
import { appEnvironment } from './environment';

const contextWith = (APP_ENV: 'production' | 'non-production' | undefined) => ({ config: { APP_ENV } }) as unknown as ServiceContext;

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
