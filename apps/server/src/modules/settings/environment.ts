import { isProductionHost, type AppEnvironment } from '@app/shared/platform/environment';
import type { AppConfig } from '../../platform/config';
import type { ServiceContext } from '../../platform/context';

type EnvironmentSettings = Pick<AppConfig, 'APP_ENV' | 'NODE_ENV'>;

/**
 * Whether the deployment is production as its settings decide it, before any request: APP_ENV when
 * given, else production for a production build (NODE_ENV=production). Null for a development or test
 * build without APP_ENV, where the host name decides per request (spec 000 §9). A production build
 * never trusts the Host header: behind a proxy it names the upstream (`127.0.0.1:8080`), which would
 * make production non-production and open the QA tools (issue 29).
 */
export function configuredEnvironment(config: EnvironmentSettings): AppEnvironment | null {
  if (config.APP_ENV) return { production: config.APP_ENV === 'production', decidedBy: 'setting' };
  if (config.NODE_ENV === 'production') return { production: true, decidedBy: 'build' };
  return null;
}

/**
 * Whether the app runs as production for a request that reached it by `host`: the settings' decision,
 * else the host-name rule. Admin tools that must not run in production (QA tools, flags that are not
 * production-ready) ask this.
 */
export function appEnvironment(ctx: ServiceContext, input: { host: string }): AppEnvironment {
  return configuredEnvironment(ctx.config) ?? { production: isProductionHost(input.host), decidedBy: 'host' };
}

/** The start-up log line that says how production is decided. */
export function environmentDecision(config: EnvironmentSettings): string {
  const decided = configuredEnvironment(config);
  if (!decided) return `environment: decided per request by the host name (NODE_ENV=${config.NODE_ENV}, APP_ENV not set)`;
  const what = decided.production ? 'production' : 'non-production';
  return decided.decidedBy === 'setting'
    ? `environment: ${what} (APP_ENV=${config.APP_ENV})`
    : `environment: ${what} (NODE_ENV=production, APP_ENV not set)`;
}
