import { z } from 'zod';
import { text } from '../validation/text';
import { messages } from '../validation/messages';
import { EMAIL_PATTERN } from '../validation/fields';
import { UserPermission } from '../users/current-user';

/** The last user with UsersAccess of a client cannot be removed or lose it (issue 14). */
export const LAST_USERS_ACCESS_MESSAGE = 'At least one active user must keep Users access. Give it to another user first.';
/** A product permission the client has not bought cannot be granted to one of its users (decision 97). */
export const productNotOwnedMessage = (permission: string) => `Your organization does not have ${permission}`;

/** The checkbox labels of the permission flags on the Client Users screen. */
export const CLIENT_USER_PERMISSION_LABELS: Record<UserPermission, string> = {
  UsersAccess: 'Users',
  ImportsAccess: 'Import',
  PaymentWaiverAccess: 'Waivers',
  Attestations: 'Attestations',
  Onboarding: 'Onboarding',
};
/** Flags that also need the client's product of the same name. */
export const PRODUCT_PERMISSIONS = ['Attestations', 'Onboarding'] as const satisfies readonly UserPermission[];

const required = (field: string) =>
  text({ error: messages.required(field) })
    .trim()
    .min(1, { message: messages.required(field) })
    .max(255, { message: messages.maxChars(255) });
const email = () => required('Email').refine((value) => EMAIL_PATTERN.test(value), { message: messages.email });
const permissions = () =>
  z
    .array(UserPermission)
    .max(10)
    .transform((values) => [...new Set(values)]);

/** Edit a client user: names, e-mail and permission flags (the login name is fixed). */
export const UpdateClientUserRequest = z.object({
  firstName: required('First Name'),
  lastName: required('Last Name'),
  email: email(),
  permissions: permissions(),
});

/** Add a client user; the new user sets a password through an e-mailed link. */
export const AddClientUserRequest = UpdateClientUserRequest.extend({
  username: required('Login Name').refine((value) => !/\s/.test(value), { message: 'Login Name cannot contain spaces' }),
});

export const ClientUser = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  permissions: z.array(UserPermission),
  isCurrentUser: z.boolean(),
});
export type ClientUser = z.infer<typeof ClientUser>;

/** The acting client's users with the products that bound what they may be granted. */
export const ClientUserList = z.object({ users: z.array(ClientUser), products: z.array(z.string()) });
export type ClientUserList = z.infer<typeof ClientUserList>;
