import type { AddressLookup } from './address/address-lookup';
import type { Identity } from './auth/identity';
import type { AppConfig } from './config';
import type { FieldEncryption } from './crypto/field-encryption';
import type { Db } from './db/database';
import type { FileStorage } from './files/file-storage';
import type { PaymentGateway } from './payments/gateway';
import type { JobQueue } from './jobs/job-queue';
import type { Mailer } from './mail/mailer';

/** Long-lived collaborators every service may use. Built once per process. */
export interface AppDeps {
  config: AppConfig;
  db: Db;
  /**
   * READ_DATABASE_URL's replica, else `db`: for reads that may lag the primary by a moment and are heavy
   * (exports, generated reports, the attestations CSV, dashboards' counts). Read-only: a write there
   * fails. Anything that must see its own writes, or decides a write, reads `db`.
   */
  readDb: Db;
  encryption: FieldEncryption;
  mailer: Mailer;
  jobs: JobQueue;
  files: FileStorage;
  payments: PaymentGateway;
  addresses: AddressLookup;
}

/**
 * The signed-in user and the tenant they act for. For vendor and client users the tenant is their own;
 * for admins it is the vendor/client selected in the navbar pickers. Never taken from request fields.
 */
export interface Actor extends Identity {
  sessionTokenHash: Buffer;
  sessionExpiresAt: Date;
  /** Set when the request came with `Authorization: Bearer <API token>` instead of a session cookie. */
  apiToken?: { id: number; scope: 'read' | 'write' };
}

/** What a service receives: dependencies plus who is asking. */
export interface ServiceContext extends AppDeps {
  actor: Actor | null;
  requestId: string;
  ip: string | null;
  /**
   * The scheme and host the request came to ('https://vendors.example.org'), for links in what the
   * requester downloads (viewerBaseUrl). Never for e-mails: a forged Host header must not reach a mail.
   */
  origin?: string;
  /**
   * Set only by jobs (`jobContext`): the name of the job running the service. A job has no actor; it is
   * trusted to name the vendor whose own rows it processes (see platform/auth/tenant-scope.ts).
   */
  job?: string;
}

/** The service context of a job: no actor, no client address; the tenant comes from the job's rows. */
export function jobContext(deps: AppDeps, job: string): ServiceContext {
  return { ...deps, actor: null, requestId: `job:${job}`, ip: null, job };
}

/** For services that need a signed-in user (route access already guarantees it). */
export function requireActor(ctx: ServiceContext): Actor {
  if (!ctx.actor) throw new Error('Service called without an actor on an authenticated route');
  return ctx.actor;
}
