import type { Access } from '../../src/platform/auth/access';
import type { TestClient } from '../../src/testing/http-client';
import type { VictimWorld } from './victim-world';

/** The subset of JSON Schema the zod → OpenAPI conversion produces for request schemas. */
export interface JsonSchema {
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';
  enum?: unknown[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
}

export interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  key: string;
  access: Access | undefined;
  parameters: Parameter[];
  body: JsonSchema | undefined;
  /** multipart uploads document no body schema; the tests send a small file. */
  multipart: boolean;
}

/** Reads every operation from the OpenAPI document the running app serves. */
export async function loadOperations(http: TestClient): Promise<Operation[]> {
  const document = (await http.get('/services/docs/json')).body as {
    paths: Record<
      string,
      Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> }; 'x-access'?: Access }>
    >;
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const upper = method.toUpperCase() as Operation['method'];
      operations.push({
        method: upper,
        path,
        key: `${upper} ${path}`,
        access: operation['x-access'],
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content['application/json']?.schema,
        multipart: path === '/services/files' && upper === 'POST',
      });
    }
  }
  return operations;
}

export const isWrite = (operation: Operation) => operation.method !== 'GET';

/** Who the route is for, from its declared access (decision 80). */
export type Audience = 'public' | 'signed-in' | 'vendor' | 'client' | 'vendor-or-client' | 'admin';

export function audienceOf(operation: Operation): Audience {
  const access = operation.access;
  if (!access) throw new Error(`${operation.key} has no x-access in the OpenAPI document`);
  if ('public' in access) return 'public';
  if (access.roles === 'authenticated') return 'signed-in';
  const vendor = access.roles.includes('Vendor User');
  const client = access.roles.includes('Client User');
  if (vendor && client) return 'vendor-or-client';
  if (vendor) return 'vendor';
  if (client) return 'client';
  return 'admin';
}

export const allowsRole = (operation: Operation, role: 'Vendor User' | 'Client User') => {
  const audience = audienceOf(operation);
  if (audience === 'public' || audience === 'signed-in' || audience === 'vendor-or-client') return true;
  return role === 'Vendor User' ? audience === 'vendor' : audience === 'client';
};

/**
 * The victim's real id for a parameter, keyed by parameter NAME (decision 81). A new route whose
 * parameter names are here needs no edit. Each id is the victim vendor's or its customer's (a client's);
 * capabilities (codes, tags) anyone holding them may use are nobody's, so a 2xx there is not a leak by
 * itself.
 *
 * How to add an entry: a new parameter name goes in PARAMETER_VALUES; a path parameter named just
 * `id` is filled by the path segment before it, in ID_BY_RESOURCE. The test fails naming the missing
 * entry.
 */
interface Filled {
  value: string;
  /** Whose data the id names: the victim vendor's, its customer's (a client), or nobody's (a capability). */
  owner: 'vendor' | 'client' | null;
}

function parameterValues(world: VictimWorld): Record<string, (path: string) => Filled | undefined> {
  const vendors = (value: number | string) => (): Filled => ({ value: String(value), owner: 'vendor' });
  const clients = (value: number | string) => (): Filled => ({ value: String(value), owner: 'client' });
  const capability = (value: string) => (): Filled => ({ value, owner: null });
  return {
    vendorId: vendors(world.vendorId),
    clientId: clients(world.clientId),
    customerId: clients(world.clientId),
    employeeId: vendors(world.employeeId),
    alertId: vendors(world.alertId),
    fileId: vendors(world.fileId),
    ownerId: vendors(world.ownerId),
    paymentId: vendors(world.paymentId),
    checklistItemId: vendors(world.checklistItemId),
    itemId: vendors(world.checklistItemId),
    submissionId: vendors(world.submissionId),
    // Names no route uses yet, ready for the client and attestation routes (decision 81).
    covgId: vendors(world.covgId),
    covId: clients(world.covId),
    ptid: vendors(world.ptid),
    enrollmentId: vendors(world.enrollmentId),
    waiverId: clients(world.waiverId),
    importId: clients(world.clientImportId),
    uploadId: vendors(world.uploadId),
    userId: vendors(world.otherUserId),
    subscriptionId: vendors(world.subscriptionId),
    notificationId: vendors(world.notificationId),
    w9Id: vendors(world.w9Id),
    scheduledReportId: vendors(world.scheduledReportId),
    // An eligibility audit (admin only) of the victim's customer.
    jobId: clients(world.eligibilityAuditId),
    // A vendor number of the victim customer's invoices (the admin's annual spend).
    vendorNumber: clients(world.invoiceVendorNumber),
    deliveryId: vendors(world.webhookDeliveryId),
    configId: clients(world.evdConfigurationId),
    evdId: clients(world.evdId),
    // Not tenant data: the screening list sources are the platform's.
    sourceId: capability(world.sourceId),
    signupId: capability(world.signupCode),
    tag: capability(world.clientTag),
    // Public reference data: a US ZIP code names a place, nobody's record.
    zip: capability('60601'),
    // A verification code is handed out on the vendor's certificate; a signup code by the client.
    code: (path) => ({ value: path.includes('enrollment-verification') ? world.verificationCode : world.signupCode, owner: null }),
    '*': capability('index.html'),
    id: (path) => {
      // The client's users (/client/users/{id}) are the victim customer's, not the vendor's.
      if (path.includes('/client/users/')) return { value: String(world.clientUserId), owner: 'client' };
      // Feature flags are the platform's, nobody's tenant data (admin-only to change).
      if (path.includes('/feature-flags/')) return { value: String(world.featureFlagId), owner: null };
      // Generated reports are the platform's (admin only), nobody's tenant data.
      if (path.includes('/asyncReports/')) return { value: '1', owner: null };
      const resource = path.split('/{id}')[0]!.split('/').pop()!;
      const value = idByResource(world)[resource];
      if (value === undefined) return undefined;
      return { value: String(value), owner: CLIENT_RESOURCES.has(resource) ? 'client' : 'vendor' };
    },
  };
}

/** Resources whose `{id}` names the victim customer's data rather than the victim vendor's. */
const CLIENT_RESOURCES = new Set(['clientconfig', 'clients', 'step']);

function idByResource(world: VictimWorld): Record<string, number> {
  return {
    usernotifications: world.notificationId,
    subscriptions: world.subscriptionId,
    // The QA tools' /qa/{id}/renewal-date names a subscription.
    qa: world.subscriptionId,
    users: world.otherUserId,
    w9: world.w9Id,
    clientconfig: world.clientId,
    'scheduled-reports': world.scheduledReportId,
    'api-tokens': world.apiTokenId,
    webhooks: world.webhookId,
    exports: world.reportExportId,
    // /clients/{id}/vendor-categories names the customer itself; /onboarding/step/{id} one of its onboarding items.
    clients: world.clientId,
    step: world.onboardingItemId,
  };
}

export interface FilledRequest {
  url: string;
  /** Whose ids the path names: another tenant must get 403/404 there. */
  pathOwners: Set<'vendor' | 'client'>;
  /** The victim ids by parameter name, also used for body fields of the same name. */
  byName: Record<string, string>;
}

/** Path and query parameters filled with the victim's ids; throws naming what to add. */
export function fillParameters(
  operation: Operation,
  world: VictimWorld,
  sampleQuery: (parameter: Parameter) => string | undefined,
): FilledRequest {
  const values = parameterValues(world);
  let path = operation.path;
  const pathOwners = new Set<'vendor' | 'client'>();
  const byName: Record<string, string> = {};
  for (const [name, fill] of Object.entries(values)) {
    const filled = name === 'id' ? undefined : fill(operation.path);
    if (filled) byName[name] = filled.value;
  }
  const query = new URLSearchParams();
  for (const parameter of operation.parameters) {
    if (parameter.in === 'header') continue;
    const filled = values[parameter.name]?.(operation.path);
    if (parameter.in === 'path') {
      if (!filled) {
        throw new Error(
          `${operation.key}: no victim id for path parameter "${parameter.name}". Add it to parameterValues (or, for {id}, to idByResource) in test/guards/openapi-operations.ts.`,
        );
      }
      if (filled.owner) pathOwners.add(filled.owner);
      path = path.replace(`{${parameter.name}}`, encodeURIComponent(filled.value));
    } else if (filled) {
      query.set(parameter.name, filled.value);
    } else if (parameter.required) {
      const sample = sampleQuery(parameter);
      if (sample !== undefined) query.set(parameter.name, sample);
    }
  }
  const search = query.toString();
  return { url: search ? `${path}?${search}` : path, pathOwners, byName };
}
