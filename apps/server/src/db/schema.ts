import type { ColumnType, Generated } from 'kysely';

/** Timestamps come back as Date and may be written as Date or ISO text. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type DateOnly = ColumnType<string, string, string>;
type Json<T> = ColumnType<T, string | undefined, string>;

export interface ClientsTable {
  id: Generated<number>;
  name: string;
  tag: string;
  parent_client_id: number | null;
  products: ColumnType<string[], string[] | undefined, string[]>;
  configuration: Json<Record<string, unknown>>;
  created_at: Generated<Date>;
}

export interface VendorsTable {
  id: Generated<number>;
  ptid: Generated<string>;
  business_name: string | null;
  dba_name: string | null;
  time_zone: Generated<string>;
  office_addr_line1: string | null;
  office_addr_line2: string | null;
  office_city: string | null;
  office_state: string | null;
  office_zip: string | null;
  office_country: Generated<string>;
  phone_number: string | null;
  sole_proprietor: Generated<boolean>;
  owner_first_name: string | null;
  owner_last_name: string | null;
  owner_dob: DateOnly | null;
  services_offered: string | null;
  mailing_same_as_office: Generated<boolean>;
  mailing_addr_line1: string | null;
  mailing_addr_line2: string | null;
  mailing_city: string | null;
  mailing_state: string | null;
  mailing_zip: string | null;
  mailing_country: string | null;
  tin_type: Generated<'SSN' | 'EIN' | 'UNKNOWN'>;
  tin_encrypted: string | null;
  tin_index: string | null;
  duns: string | null;
  npi: string | null;
  created_at: Generated<Date>;
}

export interface UsersTable {
  id: Generated<number>;
  username: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone_number: string | null;
  role: string;
  vendor_id: number | null;
  client_id: number | null;
  permissions: ColumnType<string[], string[] | undefined, string[]>;
  password_hash: string;
  password_changed_at: Timestamp;
  assumed_role: string | null;
  selected_vendor_id: number | null;
  selected_client_id: number | null;
  consent_to_contact: Generated<boolean>;
  tos_accepted_at: Date | null;
  disabled: Generated<boolean>;
  /** Receives the weekly e-mail digest (client users; on until turned off). */
  weekly_digest: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface SessionsTable {
  token_hash: Buffer;
  user_id: number;
  created_at: Generated<Date>;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  ip: string | null;
  user_agent: string | null;
}

export interface LoginFailuresTable {
  key: string;
  failures: number;
  window_started_at: Timestamp;
  locked_until: Date | null;
}

export interface PasswordResetTokensTable {
  token_hash: Buffer;
  user_id: number;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  used_at: Date | null;
}

export interface FeatureFlagsTable {
  id: Generated<number>;
  name: string;
  description: Generated<string>;
  enabled: Generated<boolean>;
  initial_state: Generated<boolean>;
  irreversible: Generated<boolean>;
  production_ready: Generated<boolean>;
  hidden: Generated<boolean>;
  documents: Json<Array<{ name: string; link: string }>>;
  created_date: Generated<Date>;
}

export interface AnalyticsEventsTable {
  id: Generated<number>;
  user_id: number | null;
  event_name: string;
  event_properties: Json<Record<string, unknown>>;
  occurred_at: Generated<Date>;
}

export interface UserPreferencesTable {
  user_id: number;
  key: string;
  value: string;
  updated_at: Timestamp;
}

export interface AuditLogTable {
  id: Generated<number>;
  occurred_at: Generated<Date>;
  user_id: number | null;
  username: string | null;
  acting_role: string | null;
  acting_vendor_id: number | null;
  acting_client_id: number | null;
  action: string;
  entity_type: string;
  entity_id: string | null;
  details: Json<Record<string, unknown>>;
  request_id: string | null;
  ip: string | null;
}

export interface MailOutboxTable {
  id: Generated<number>;
  created_at: Generated<Date>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  transport: 'smtp' | 'outbox';
  sent_at: Date | null;
  error: string | null;
  attachments: Json<Array<{ fileId: number; filename: string; contentType: string }>>;
}

export interface SubscriptionsTable {
  id: Generated<number>;
  vendor_id: number;
  client_id: number | null;
  subscription_type: 'VP_ENGAGE' | 'VP_ENGAGE_CVC' | 'VP_EMPLOYEE_MONITORING';
  status: 'ACTIVE' | 'EXPIRED' | 'UNKNOWN' | 'REFUNDED' | 'WAIVER_PENDING' | 'WAIVER_APPROVED' | 'WAIVER_NOT_APPROVED';
  start_date: DateOnly;
  renewal_date: DateOnly | null;
  amount_cents: Generated<number>;
  auto_renew: Generated<boolean>;
  created_at: Generated<Date>;
  cancel_reason: string | null;
  cancel_reason_details: string | null;
  failed_attempts: Generated<number>;
  next_attempt_at: Date | null;
}

export interface FilesTable {
  id: Generated<number>;
  directory: string;
  filename: string;
  content_type: string;
  size_bytes: ColumnType<number, number, number>;
  sha256: string;
  storage_key: string;
  uploaded_by: number | null;
  vendor_id: number | null;
  client_id: number | null;
  data_point_id: string | null;
  created_at: Generated<Date>;
}

export interface Database {
  clients: ClientsTable;
  vendors: VendorsTable;
  users: UsersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  password_reset_tokens: PasswordResetTokensTable;
  feature_flags: FeatureFlagsTable;
  analytics_events: AnalyticsEventsTable;
  user_preferences: UserPreferencesTable;
  audit_log: AuditLogTable;
  mail_outbox: MailOutboxTable;
  subscriptions: SubscriptionsTable;
  files: FilesTable;
  list_sources: ListSourcesTable;
  list_snapshots: ListSnapshotsTable;
  list_records: ListRecordsTable;
  screening_alerts: ScreeningAlertsTable;
  screening_alert_history: ScreeningAlertHistoryTable;
  screening_alert_responses: ScreeningAlertResponsesTable;
  subject_screenings: SubjectScreeningsTable;
  screening_runs: ScreeningRunsTable;
  screening_run_chunks: ScreeningRunChunksTable;
  employees: EmployeesTable;
  employee_uploads: EmployeeUploadsTable;
  covgs: CovgsTable;
  signup_codes: SignupCodesTable;
  enrollments: EnrollmentsTable;
  evd_configurations: EvdConfigurationsTable;
  checklist_items: ChecklistItemsTable;
  evd_submissions: EvdSubmissionsTable;
  revision_request_notes: RevisionRequestNotesTable;
  user_notifications: UserNotificationsTable;
  payment_methods: PaymentMethodsTable;
  payments: PaymentsTable;
  price_tiers: PriceTiersTable;
  sandbox_nonces: SandboxNoncesTable;
  sandbox_transactions: SandboxTransactionsTable;
  owners: OwnersTable;
  w9_forms: W9FormsTable;
  w9_submissions: W9SubmissionsTable;
  captcha_uses: CaptchaUsesTable;
  marketplace_profiles: MarketplaceProfilesTable;
  scheduled_reports: ScheduledReportsTable;
  scheduled_report_deliveries: ScheduledReportDeliveriesTable;
  report_exports: ReportExportsTable;
  eligibility_audits: EligibilityAuditsTable;
  eligibility_audit_items: EligibilityAuditItemsTable;
  covs: CovsTable;
  invoices: InvoicesTable;
  client_imports: ClientImportsTable;
  client_import_configs: ClientImportConfigsTable;
  client_sso_configs: ClientSsoConfigsTable;
  client_sso_domains: ClientSsoDomainsTable;
  client_reviews: ClientReviewsTable;
  payment_waivers: PaymentWaiversTable;
  payment_waiver_events: PaymentWaiverEventsTable;
  async_reports: AsyncReportsTable;
  onboarding_template_steps: OnboardingTemplateStepsTable;
  onboarding_workflows: OnboardingWorkflowsTable;
  onboarding_workflow_items: OnboardingWorkflowItemsTable;
  onboarding_item_assignees: OnboardingItemAssigneesTable;
  api_tokens: ApiTokensTable;
  webhooks: WebhooksTable;
  webhook_events: WebhookEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_compliance_states: WebhookComplianceStatesTable;
  client_alert_reviews: ClientAlertReviewsTable;
  weekly_digest_deliveries: WeeklyDigestDeliveriesTable;
  digest_compliance_states: DigestComplianceStatesTable;
}

export interface ListSourcesTable {
  id: string;
  name: string;
  download_url: string | null;
  download_enabled: Generated<boolean>;
  current_snapshot_id: number | null;
  last_download_at: Date | null;
  last_error: string | null;
  last_error_at: Date | null;
}

export interface ListSnapshotsTable {
  id: Generated<number>;
  source_id: string;
  status: 'IMPORTING' | 'ACTIVE' | 'SUPERSEDED' | 'FAILED' | 'DUPLICATE';
  mode: 'FULL' | 'SUPPLEMENT';
  file_name: string;
  file_sha256: string;
  started_at: Generated<Date>;
  finished_at: Date | null;
  rows_read: Generated<number>;
  record_count: Generated<number>;
  added_count: Generated<number>;
  removed_count: Generated<number>;
  changed_count: Generated<number>;
  issue_count: Generated<number>;
  issues: Json<Array<{ file: string; line: number; reason: string }>>;
  error: string | null;
  imported_by: number | null;
  demo: Generated<boolean>;
  /** The list file it was read from, in file storage (downloads and uploads since issue 34). */
  source_file_id: Generated<number | null>;
}

export interface ListRecordsTable {
  source_id: string;
  record_id: string;
  kind: 'person' | 'business';
  display_name: string;
  dob: string | null;
  content_hash: string;
  record: Json<unknown>;
  added_snapshot_id: number;
  changed_snapshot_id: number;
}

export type AlertStatus = 'OPEN' | 'VENDOR_RESPONDED' | 'CONFIRMED' | 'CLEARED';
export type SubjectType = 'VENDOR' | 'OWNER' | 'EMPLOYEE';

export interface ScreeningAlertsTable {
  id: Generated<number>;
  vendor_id: number;
  subject_type: SubjectType;
  subject_id: number;
  source_id: string;
  record_id: string;
  snapshot_id: number;
  score: ColumnType<number, number, number>;
  band: 'MATCH' | 'POSSIBLE';
  matched_name: string;
  evidence: Json<unknown>;
  reasons: Json<string[]>;
  record: Json<unknown>;
  record_hash: string;
  subject_hash: string;
  status: Generated<AlertStatus>;
  status_changed_at: Generated<Date>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ScreeningAlertHistoryTable {
  id: Generated<number>;
  alert_id: number;
  occurred_at: Generated<Date>;
  user_id: number | null;
  username: string | null;
  from_status: AlertStatus | null;
  to_status: AlertStatus;
  note: string | null;
  reason: string;
}

export interface ScreeningAlertResponsesTable {
  id: Generated<number>;
  alert_id: number;
  vendor_id: number;
  answer: 'NOT_SAME_PERSON' | 'SAME_PERSON';
  reason: string;
  note: string | null;
  file_id: number | null;
  user_id: number | null;
  username: string | null;
  responded_at: Generated<Date>;
}

export interface SubjectScreeningsTable {
  subject_type: SubjectType;
  subject_id: number;
  screened_at: Date;
  snapshot_ids: Json<Record<string, number>>;
}

export interface ScreeningRunsTable {
  id: Generated<number>;
  kind: 'SUBJECT' | 'SNAPSHOT' | 'FULL';
  snapshot_id: number | null;
  status: Generated<'RUNNING' | 'FINISHED' | 'FAILED'>;
  subjects_total: Generated<number>;
  subjects_done: Generated<number>;
  alerts_created: Generated<number>;
  alerts_updated: Generated<number>;
  alerts_closed: Generated<number>;
  started_at: Generated<Date>;
  finished_at: Date | null;
  error: string | null;
  /** The chunks the run is cut into (issue 34) and how many are screened. */
  chunks_total: Generated<number>;
  chunks_done: Generated<number>;
}

/** A range of subject ids of one type that one job screens for a run (issue 34). */
export interface ScreeningRunChunksTable {
  id: Generated<number>;
  run_id: number;
  subject_type: SubjectType;
  after_id: number;
  up_to_id: number;
  cursor_id: number;
  status: Generated<'PENDING' | 'RUNNING' | 'DONE'>;
  /** The runner lease of the worker process screening it (platform/jobs/runner-lease.ts). */
  runner: Generated<number | null>;
  attempts: Generated<number>;
  subjects_done: Generated<number>;
  finished_at: Date | null;
}

export interface EmployeeUploadsTable {
  id: Generated<number>;
  vendor_id: number;
  file_id: number;
  filename: string;
  submitted_by: number | null;
  username: string;
  submitted_at: Generated<Date>;
  partial_upload: boolean;
  status: Generated<'PENDING' | 'COMPLETE' | 'FAILED'>;
  rows_total: Generated<number>;
  rows_saved: Generated<number>;
  rows_skipped: Generated<number>;
  finished_at: Date | null;
  error: string | null;
  /** Times processing has started (a run that died with its process is started again, up to a limit). */
  attempts: Generated<number>;
}

export interface EmployeesTable {
  id: Generated<number>;
  vendor_id: number;
  first_name: string;
  last_name: string;
  dob: DateOnly | null;
  ssn_encrypted: string;
  ssn_index: string;
  ssn_last4_index: string | null;
  npi: string | null;
  street1: string | null;
  street2: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  country: Generated<string>;
  upload_id: number | null;
  created_by: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  terminated_at: Date | null;
  terminated_by: number | null;
}

export interface CovgsTable {
  id: Generated<number>;
  client_id: number;
  preferred_name: string;
  category: string | null;
  extra_names: ColumnType<string[], string[] | undefined, string[]>;
  vendor_id: number | null;
  trashed: Generated<boolean>;
  created_at: Generated<Date>;
  created_by_onboarding: Generated<boolean>;
  contact_email: string | null;
  contact_phone: string | null;
  requested_by: Json<Record<string, string>> | null;
  /** The compliance status the last eligibility audit computed (NULL before the first). */
  recorded_compliance_status: string | null;
  created_by: number | null;
  updated_at: Generated<Date>;
  updated_by: number | null;
  trashed_at: Date | null;
  trashed_by: number | null;
}

export interface SignupCodesTable {
  code: string;
  covg_id: number;
  used: Generated<boolean>;
  used_username: string | null;
  used_user_email: string | null;
  used_time: Date | null;
  created_at: Generated<Date>;
}

export interface EnrollmentsTable {
  id: Generated<number>;
  vendor_id: number;
  client_id: number;
  covg_id: number | null;
  signup_code: string | null;
  customer_since: ColumnType<string, string | undefined, string>;
  enrollment_complete: Generated<boolean>;
  enrollment_complete_date: DateOnly | null;
  verification_code: string;
  created_at: Generated<Date>;
}

export interface EvdConfigurationsTable {
  id: Generated<number>;
  client_id: number;
  evd_id: number;
  evd_name: string;
  view_name: string;
  active: Generated<boolean>;
  definition: Json<unknown>;
  created_at: Generated<Date>;
}

export type ChecklistStatus = 'NOT_STARTED' | 'INCOMPLETE' | 'REVISION_NEEDED' | 'COMPLETE';

export interface ChecklistItemsTable {
  id: Generated<number>;
  vendor_id: number;
  client_id: number;
  type: 'EVD' | 'W9' | 'MONTHLY_POM' | 'POM' | 'OTHER';
  name: string;
  priority: Generated<number>;
  required: Generated<boolean>;
  due_date: DateOnly | null;
  status: Generated<ChecklistStatus>;
  evd_configuration_id: number | null;
  answers: Json<Record<string, unknown>>;
  completed_at: Date | null;
  updated_at: Generated<Date>;
  created_at: Generated<Date>;
}

export interface EvdSubmissionsTable {
  id: Generated<number>;
  vendor_id: number;
  client_id: number;
  evd_configuration_id: number;
  checklist_item_id: number | null;
  submitted_at: Generated<Date>;
  submitted_by: number | null;
  username: string;
  answers: Json<Record<string, unknown>>;
}

export interface RevisionRequestNotesTable {
  id: Generated<number>;
  vendor_id: number;
  client_id: number;
  type: 'AccountInfo' | 'W9' | 'EVD';
  vendor_data_key: string | null;
  checklist_item_id: number | null;
  data_point_id: string | null;
  note: string;
  completed: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface UserNotificationsTable {
  id: Generated<number>;
  vendor_id: number;
  notification_text: string;
  notification_type: 'INFO' | 'WARNING' | 'SUCCESS' | 'ERROR';
  kind: Generated<'GENERAL' | 'PAYMENT_NOT_APPROVED' | 'PAYMENT_UNABLE_TO_PROCESS'>;
  seen: Generated<boolean>;
  dismiss_status: 'DISMISSED' | null;
  created_at: Generated<Date>;
}

export interface PaymentMethodsTable {
  id: Generated<number>;
  vendor_id: number;
  gateway_token: string;
  payment_type: 'CREDIT_CARD' | 'ACH';
  last_four: string;
  card_type: string | null;
  active: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface PaymentsTable {
  id: Generated<number>;
  vendor_id: number;
  subscription_id: number | null;
  client_id: number | null;
  subscription_type: 'VP_ENGAGE' | 'VP_ENGAGE_CVC' | 'VP_EMPLOYEE_MONITORING';
  amount_cents: number;
  status: 'PAID' | 'FAILED' | 'PENDING';
  idempotency_key: string;
  /** Who made the key: CLIENT (a request's) or SERVER (renewals); keys are unique per vendor and source. */
  key_source: 'CLIENT' | 'SERVER';
  /** SHA-256 of what a CLIENT key's request asked for; a replay of the key must ask the same (issue 29). */
  request_fingerprint: Generated<string | null>;
  payment_method_id: number | null;
  transaction_id: string | null;
  failure_message: string | null;
  description: string;
  period_start: DateOnly | null;
  period_end: DateOnly | null;
  payment_date: Generated<Date>;
  /** When the receipt job queued the payer's receipt e-mail (issue 33); null until then. */
  receipt_mailed_at: Generated<Date | null>;
}

export interface PriceTiersTable {
  id: Generated<number>;
  vendor_id: number | null;
  min_employees: number;
  max_employees: number;
  price_cents: number;
  price_per_employee_cents: Generated<number>;
}

export interface SandboxNoncesTable {
  nonce: string;
  payment_type: string;
  details: Json<{ lastFour: string; cardType: string | null; outcome: string }>;
  consumed: Generated<boolean>;
  created_at: Generated<Date>;
}

/** Charges the built-in sandbox gateway made, by order id (looked up when a charge's outcome was lost). */
export interface SandboxTransactionsTable {
  id: Generated<number>;
  order_id: string;
  transaction_id: string | null;
  amount_cents: number;
  ok: boolean;
  code: string | null;
  message: string | null;
  created_at: Generated<Date>;
}

export interface OwnersTable {
  id: Generated<number>;
  vendor_id: number;
  this_is_a_business: Generated<boolean>;
  business_name: string | null;
  first_name: string | null;
  last_name: string | null;
  dob: DateOnly | null;
  gender: 'Male' | 'Female' | 'Unspecified' | null;
  street1: string | null;
  street2: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  tax_id_encrypted: string | null;
  tax_id_index: string | null;
  npi: string | null;
  ownership_percentage: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  deleted_at: Date | null;
}

export interface W9FormsTable {
  id: Generated<number>;
  vendor_id: number;
  file_id: number;
  uploaded_by: number | null;
  uploaded_at: Generated<Date>;
}

export interface W9SubmissionsTable {
  w9_id: number;
  client_id: number;
  submitted_at: Generated<Date>;
}

export interface CaptchaUsesTable {
  signature: string;
  used_at: Generated<Date>;
}

export interface MarketplaceProfilesTable {
  vendor_id: number;
  profile: Json<Record<string, unknown>>;
  logo_file_id: number | null;
  updated_at: Generated<Date>;
}

export interface ScheduledReportsTable {
  id: Generated<number>;
  vendor_id: number;
  type: Generated<'VENDOR_COMPLIANCE_REPORT'>;
  start_date: DateOnly;
  frequency: 'ONE_TIME' | 'MONTHLY';
  company_name: string;
  recipients: Json<Array<{ contactName: string; email: string; companyName: string }>>;
  next_send_date: DateOnly | null;
  created_by: number | null;
  created_at: Generated<Date>;
  deleted_at: Date | null;
}

export interface ScheduledReportDeliveriesTable {
  id: Generated<number>;
  report_id: number;
  occurrence: DateOnly;
  email: string;
  outbox_id: number | null;
  created_at: Generated<Date>;
}

export interface ReportExportsTable {
  id: Generated<number>;
  vendor_id: number;
  requested_by: number | null;
  kind: 'AUDIT_PDF';
  params: Json<{ from: string; to: string; subjectType?: string; outcome?: string }>;
  status: Generated<'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED'>;
  done: Generated<number>;
  total: number;
  file_id: number | null;
  error: string | null;
  created_at: Generated<Date>;
  finished_at: Date | null;
  /** The runner lease of the worker process running it (issue 29; platform/jobs/runner-lease.ts). */
  runner: Generated<number | null>;
}

export interface EligibilityAuditsTable {
  id: Generated<number>;
  client_id: number;
  requested_by: number | null;
  status: Generated<'CREATED' | 'ACTIVE' | 'COMPLETED' | 'FAILED'>;
  total_work: Generated<number>;
  work_completed: Generated<number>;
  outcome: string | null;
  created_at: Generated<Date>;
  started_at: Date | null;
  finished_at: Date | null;
  /** The runner lease of the worker process running it (issue 29; platform/jobs/runner-lease.ts). */
  runner: Generated<number | null>;
}

export interface EligibilityAuditItemsTable {
  audit_id: number;
  covg_id: number;
  old_status: string | null;
  new_status: string;
}

/** A client's accounts-payable record of a vendor (COV), grouped in a COVG; `client_id` is its facility. */
export interface CovsTable {
  id: Generated<number>;
  covg_id: number;
  client_id: number;
  vendor_number: string;
  legal_name: string;
  tin_type: Generated<'SSN' | 'EIN' | 'UNKNOWN'>;
  tin_encrypted: string | null;
  tin_index: string | null;
  tin_last_four: string | null;
  manager_name: string | null;
  category: string | null;
  /** The vendor master's address line (client imports). */
  address: string | null;
  created_by_onboarding: Generated<boolean>;
  trashed: Generated<boolean>;
  created_at: Generated<Date>;
  /** The day the vendor must have finished enrolling by (Enrollment Due Date Import); NULL = due at once. */
  enrollment_due_date: DateOnly | null;
  /** The platform vendor (PTID) the record is linked to; it travels with the record when it is regrouped. */
  vendor_id: number | null;
  created_by: number | null;
  updated_at: Generated<Date>;
  updated_by: number | null;
  trashed_at: Date | null;
  trashed_by: number | null;
}

/** A client's invoice to a vendor, from its invoice imports (spec 002 §3 invoice row); cents. */
export interface InvoicesTable {
  id: Generated<number>;
  client_id: number;
  cov_id: number | null;
  vendor_number: string;
  invoice_number: string;
  invoice_date: DateOnly | null;
  payment_date: DateOnly | null;
  payment_due_date: DateOnly | null;
  payment_status: string | null;
  amount_cents: number; // bigint, parsed as a number (database.ts)
  include_in_annual_spend: Generated<boolean>;
  import_id: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** One vendor master or invoice file a client imported, with the apply job's progress and counts. */
export interface ClientImportsTable {
  id: Generated<number>;
  client_id: number;
  kind: 'VENDOR_MASTER' | 'INVOICES';
  file_id: number;
  filename: string;
  submitted_by: number | null;
  username: string;
  status: Generated<'PENDING' | 'RUNNING' | 'COMPLETE' | 'FAILED'>;
  rows_total: number;
  rows_done: Generated<number>;
  rows_created: Generated<number>;
  rows_updated: Generated<number>;
  rows_unchanged: Generated<number>;
  rows_skipped: Generated<number>;
  attempts: Generated<number>;
  error: string | null;
  created_at: Generated<Date>;
  finished_at: Date | null;
  /** The runner lease of the worker process running it (issue 29; platform/jobs/runner-lease.ts). */
  runner: Generated<number | null>;
}

/** A client's SFTP import settings (spec 002 §3), edited by admins. */
export interface ClientImportConfigsTable {
  client_id: number;
  sftp_username: string;
  use_invoice_data: Generated<boolean>;
  use_sftp_vendor_file: Generated<boolean>;
  invoice_parser_class_name: string | null;
  updated_by: number | null;
  updated_at: Generated<Date>;
}

/** A client organisation's OpenID Connect provider (issue 35); the secret is sealed ('sso.client-secret'). */
export interface ClientSsoConfigsTable {
  client_id: number;
  issuer: string;
  oidc_client_id: string;
  client_secret_encrypted: string;
  password_login_disabled: Generated<boolean>;
  updated_by: number | null;
  updated_at: Generated<Date>;
}

/** An e-mail domain a client's single sign-on covers; one organisation's only. */
export interface ClientSsoDomainsTable {
  domain: string;
  client_id: number;
}

/** A client's decision on a vendor's submission (disclosure, W-9 or company data). */
export interface ClientReviewsTable {
  id: Generated<number>;
  vendor_id: number;
  client_id: number;
  item_type: 'AccountInfo' | 'W9' | 'EVD';
  checklist_item_id: number | null;
  decision: 'ACCEPTED' | 'REVISION_REQUESTED';
  note: string | null;
  revision_note_id: number | null;
  reviewed_by: number | null;
  reviewer_name: string;
  reviewed_at: Generated<Date>;
}

/** A vendor's request that a client waive a payment it asks for (issue 15); one per vendor, client and type. */
export interface PaymentWaiversTable {
  id: Generated<number>;
  vendor_id: number;
  client_id: number;
  subscription_type: 'VP_ENGAGE' | 'VP_ENGAGE_CVC';
  subscription_id: number;
  status: Generated<'PENDING' | 'APPROVED' | 'REJECTED'>;
  reason: string;
  reason_details: string | null;
  requested_by: number | null;
  requested_by_name: string;
  requested_at: Generated<Date>;
  decided_by: number | null;
  decided_by_name: string | null;
  decided_at: Date | null;
  decision_reason: string | null;
}

/** The history of a payment waiver request, oldest first. */
export interface PaymentWaiverEventsTable {
  id: Generated<number>;
  waiver_id: number;
  action: 'REQUESTED' | 'APPROVED' | 'REJECTED' | 'PAID';
  actor_name: string;
  note: string | null;
  created_at: Generated<Date>;
}

/** A generated report (spec 002 §3): its CSV is written by the async-reports.generate job. */
export interface AsyncReportsTable {
  id: Generated<number>;
  identifier: string;
  name: string;
  parameters: Json<Record<string, string | { start: string; end: string }>>;
  generation_status: Generated<'NOT_STARTED' | 'GENERATING' | 'FINISHED' | 'ERROR'>;
  requested_by: number | null;
  file_id: number | null;
  row_count: number | null;
  notes: string | null;
  created_at: Generated<Date>;
  start_time: Date | null;
  end_time: Date | null;
  /** The runner lease of the worker process running it (issue 29; platform/jobs/runner-lease.ts). */
  runner: Generated<number | null>;
}

type OnboardingItemName = 'VENDOR_SIGNUP' | 'VENDOR_REVIEW' | 'MONITOR_STATUS' | 'VENDOR_EXPORT';

/** A client's own onboarding template (issue 15); without rows the default template applies. */
export interface OnboardingTemplateStepsTable {
  client_id: number;
  programmatic_name: OnboardingItemName;
  position: number;
  name: string;
  step_action: string | null;
}

/** An onboarding workflow of one COVG (spec 002 §3); `client_id` the acting (root) client. */
export interface OnboardingWorkflowsTable {
  id: Generated<number>;
  covg_id: number;
  client_id: number;
  created_by: number | null;
  created_by_name: string;
  created_at: Generated<Date>;
  completed_at: Date | null;
  exported_at: Date | null;
}

/** A workflow item; BLOCKED and PENDING are derived when read, never stored. */
export interface OnboardingWorkflowItemsTable {
  id: Generated<number>;
  workflow_id: number;
  programmatic_name: OnboardingItemName;
  position: number;
  name: string;
  step_action: string | null;
  status: Generated<'ACTIVE' | 'COMPLETE' | 'NON_APPLICABLE'>;
  assigned_date: Date | null;
  completion_date: Date | null;
  completed_by: number | null;
  completer_name: string | null;
}

export interface OnboardingItemAssigneesTable {
  item_id: number;
  user_id: number;
  assigned_at: Generated<Date>;
}

export interface ApiTokensTable {
  id: Generated<number>;
  token_hash: Buffer;
  name: string;
  scope: 'read' | 'write';
  user_id: number;
  vendor_id: number | null;
  client_id: number | null;
  created_at: Generated<Date>;
  last_used_at: Date | null;
  revoked_at: Date | null;
  rate_window_started_at: Generated<Date>;
  rate_window_count: Generated<number>;
}

export interface WebhooksTable {
  id: Generated<number>;
  vendor_id: number | null;
  client_id: number | null;
  url: string;
  events: ColumnType<string[], string[], string[]>;
  secret_encrypted: string;
  created_by: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  last_success_at: Date | null;
  disabled_at: Date | null;
  disabled_reason: string | null;
}

export interface WebhookEventsTable {
  id: Generated<string>;
  type: string;
  body: Json<Record<string, unknown>>;
  created_at: Generated<Date>;
}

export type WebhookDeliveryStatus = 'PENDING' | 'DELIVERED' | 'FAILED';

export interface WebhookDeliveriesTable {
  id: Generated<string>;
  webhook_id: number;
  event_id: string;
  status: Generated<WebhookDeliveryStatus>;
  attempts: Generated<number>;
  response_code: number | null;
  last_error: string | null;
  created_at: Generated<Date>;
  next_attempt_at: Generated<Date>;
  queued_at: Date | null;
  last_attempt_at: Date | null;
  delivered_at: Date | null;
}

export interface WebhookComplianceStatesTable {
  vendor_id: number;
  client_id: number;
  status: string;
  updated_at: Generated<Date>;
}

/** A client's own follow-up of an alert (issue 30), apart from the platform's decision; append-only. */
export interface ClientAlertReviewsTable {
  id: Generated<number>;
  client_id: number;
  alert_id: number;
  progress: 'NEEDS_REVIEW' | 'IN_PROGRESS' | 'RESOLVED';
  note: string | null;
  user_id: number | null;
  username: string;
  created_at: Generated<Date>;
}

/** A client user's weekly digest, claimed once per week (issue 30). */
export interface WeeklyDigestDeliveriesTable {
  id: Generated<number>;
  user_id: number;
  week_start: DateOnly;
  outbox_id: number | null;
  created_at: Generated<Date>;
}

/** Each enrolment's compliance as the weekly digest saw it this week and the digest week before. */
export interface DigestComplianceStatesTable {
  vendor_id: number;
  client_id: number;
  week_start: DateOnly;
  status: string;
  previous_status: string | null;
}
