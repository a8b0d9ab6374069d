import path from 'node:path';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/**
 * Every setting comes from the environment and is validated once at start; a bad value stops the
 * process with a message naming the variable (see README "Configuration").
 */
const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Overrides the host-name rule of spec 000 §9 (what the app hides or refuses in production). */
  APP_ENV: z.enum(['production', 'non-production']).optional(),
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /** A copy of DATABASE_URL kept by replication: exports, generated reports and heavy counts read from it. */
  READ_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  EMBEDDED_POSTGRES_PORT: z.coerce.number().int().min(1024).max(65_535).default(54329),
  DATA_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 bytes)')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('VendorProof <no-reply@vendorproof.local>'),
  PUBLIC_URL: z.string().url().optional(),
  PASSWORD_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
  LOGIN_LOCK_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  /** A burst cap per address (any usernames); the lock-out itself is per address and username. */
  LOGIN_MAX_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(100),
  /** Requests one API token may make per minute (every API node shares the count). */
  API_TOKEN_MAX_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  BRAINTREE_ENVIRONMENT: z.enum(['sandbox', 'production']).optional(),
  BRAINTREE_MERCHANT_ID: z.string().min(1).optional(),
  BRAINTREE_PUBLIC_KEY: z.string().min(1).optional(),
  BRAINTREE_PRIVATE_KEY: z.string().min(1).optional(),
  /** Annual price of VendorProof (VP_ENGAGE_CVC), in cents. */
  VENDORPROOF_ANNUAL_PRICE_CENTS: z.coerce.number().int().min(0).default(29_900),
  /** Street-level US address suggestions from Geoapify; without it they come from the offline ZIP database. */
  GEOAPIFY_API_KEY: z.string().min(1).optional(),
  GEOAPIFY_URL: z.string().url().default('https://api.geoapify.com'),
  /** Where stored files live: DATA_DIR/files, or an S3-compatible bucket (the S3_* settings). */
  FILE_STORAGE: z.enum(['local', 's3']).default('local'),
  /** The S3 API's address; unset for AWS itself (the region's endpoint). */
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3 to 63 lowercase letters, digits, dots, hyphens)')
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Unset (with the secret) to use the platform's credentials (instance role, AWS_* variables). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** true for most non-AWS servers (bucket in the path, not the host name). */
  S3_FORCE_PATH_STYLE: booleanFromEnv.default(false),
  RUN_WORKER: booleanFromEnv.default(true),
  /** Nice value (0–19) of the process that renders a job's PDF parts: 19 yields every core to requests first (decision 410). */
  PDF_BACKGROUND_NICE: z.coerce.number().int().min(0).max(19).default(19),
  /** Nice value (0–19) of the threads that render requests' PDFs: 10 lets the API's own thread go first (decision 414). */
  PDF_REQUEST_NICE: z.coerce.number().int().min(0).max(19).default(10),
  SEED_DEMO_DATA: booleanFromEnv.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFromEnv.default(false),
});

export type AppConfig = z.infer<typeof ConfigSchema> & {
  /** Absolute data folder. */
  dataDir: string;
  /** Base URL used in e-mails (PUBLIC_URL, else http://localhost:PORT). */
  publicUrl: string;
};

export class ConfigError extends Error {}

/** Reads and validates the configuration; throws ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = ConfigSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  const braintreeKeys = [
    config.BRAINTREE_ENVIRONMENT,
    config.BRAINTREE_MERCHANT_ID,
    config.BRAINTREE_PUBLIC_KEY,
    config.BRAINTREE_PRIVATE_KEY,
  ];
  if (braintreeKeys.some(Boolean) && !braintreeKeys.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration:\n  BRAINTREE_*: set all of BRAINTREE_ENVIRONMENT, BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY and BRAINTREE_PRIVATE_KEY, or none (sandbox gateway)',
    );
  }
  if (config.FILE_STORAGE === 's3' && !config.S3_BUCKET) {
    throw new ConfigError('Invalid configuration:\n  S3_BUCKET: required when FILE_STORAGE=s3');
  }
  if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      "Invalid configuration:\n  S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: set both, or neither (the platform's credentials)",
    );
  }
  return {
    ...config,
    dataDir: path.resolve(config.DATA_DIR),
    publicUrl: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''),
  };
}
