import { z } from 'zod';
import { text } from '../validation/text';
import { AssumedRole } from './current-user';

/** Admin: switch the side acted as. */
export const SetAssumedRoleRequest = z.object({ assumedRole: AssumedRole });
export type SetAssumedRoleRequest = z.infer<typeof SetAssumedRoleRequest>;

export const PickerOption = z.object({ id: z.number().int(), name: z.string(), detail: z.string().nullable() });
export type PickerOption = z.infer<typeof PickerOption>;

/** GET current-vendor/options and current-client/options (read as data.options). */
export const PickerOptionsResponse = z.object({ options: z.array(PickerOption) });
export type PickerOptionsResponse = z.infer<typeof PickerOptionsResponse>;

export const PickerQuery = z.object({ text: text().max(100).default('') });

export const SetCurrentVendorRequest = z.object({ vendorId: z.number().int().positive() });
export const SetCurrentClientRequest = z.object({ clientId: z.number().int().positive() });

/** The acting vendor / client as the pickers show it (null when none is selected). */
export const CurrentVendorResponse = z.object({ vendor: PickerOption.nullable() });
export const CurrentClientResponse = z.object({ client: PickerOption.nullable() });
