import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { CHOOSE_CATEGORY, FACILITY_REQUIRED, NewVendorRequest } from '@app/shared/onboarding/onboarding';

/** The dialog's values: the selects hold '' until chosen. */
export interface NewVendorFormValues {
  name: string;
  email: string;
  phone: string;
  facility: number | '';
  category: number | '';
}

export const EMPTY_NEW_VENDOR_FORM: NewVendorFormValues = { name: '', email: '', phone: '', facility: '', category: '' };

export type NewVendorBody = z.output<typeof NewVendorRequest>;

/**
 * The shared schema with the client filled in and spec 002 §5's rule the schema alone cannot know:
 * Facility is required when the client has sub-clients; a category must be chosen (the dialog
 * preselects the first). Its output is the POST body.
 */
export function newVendorSchema(clientId: number, hasSubClients: boolean) {
  return z
    .object({
      name: NewVendorRequest.shape.name,
      email: NewVendorRequest.shape.email,
      phone: NewVendorRequest.shape.phone,
      facility: z.union([z.number(), z.literal('')]),
      category: z.union([z.number(), z.literal('')]),
    })
    .superRefine((values, ctx) => {
      if (hasSubClients && values.facility === '') ctx.addIssue({ code: 'custom', path: ['facility'], message: FACILITY_REQUIRED });
      if (values.category === '') ctx.addIssue({ code: 'custom', path: ['category'], message: CHOOSE_CATEGORY });
    })
    .transform((values): NewVendorBody => ({
      name: values.name,
      email: values.email,
      phone: values.phone ? values.phone : null,
      client: clientId,
      facility: values.facility === '' ? null : values.facility,
      category: values.category === '' ? 0 : values.category,
      createdByClient: true,
    }));
}

export function newVendorResolver(clientId: number, hasSubClients: boolean) {
  return zodResolver(newVendorSchema(clientId, hasSubClients)) as unknown as Resolver<NewVendorFormValues, unknown, NewVendorBody>;
}
