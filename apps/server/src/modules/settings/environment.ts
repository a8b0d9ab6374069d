import { isProductionHost, type AppEnvironment } from '@app/shared/platform/environment';
import type { ServiceContext } from '../../platform/context';

/**
 * Whether the app runs as production for a request that reached it by `host` (spec 000 §9): the
 * APP_ENV setting when given, else the host-name rule. Admin tools that must not run in production (QA
 * tools, flags that are not production-ready) ask this.
 */
export function appEnvironment(ctx: ServiceContext, input: { host: string }): AppEnvironment {
  const setting = ctx.config.APP_ENV;
  if (setting) return { production: setting === 'production', decidedBy: 'setting' };
  return { production: isProductionHost(input.host), decidedBy: 'host' };
}
