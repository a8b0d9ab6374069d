import type { MarketplaceProfile } from '@app/shared/marketplace/marketplace-profile';

/**
 * What the profile form edits: the profile's fields as text (empty when not given), the logo's file id
 * and name, and `allStates`, which exists only in the form: an empty state list means all states.
 */
export interface MarketplaceFormValues {
  name: string;
  logoFileId: number | null;
  logoName: string | null;
  summary: string;
  description: string;
  allStates: boolean;
  states: string[];
  categories: { id: number; name: string }[];
  contactFirstName: string;
  contactMiddleName: string;
  contactLastName: string;
  contactSuffix: string;
  contactEmail: string;
  contactPhoneUS: boolean;
  contactPhone: string;
  contactPhoneExt: string;
  website: string;
  visible: boolean;
}

/**
 * The form's values for a saved profile, or an empty new profile (visible, US phone, no state chosen
 * yet). A saved profile without states serves all states, so its All states box starts ticked.
 */
export function marketplaceFormValues(profile: MarketplaceProfile | null): MarketplaceFormValues {
  return {
    name: profile?.name ?? '',
    logoFileId: profile?.logoFileId ?? null,
    logoName: profile?.logoName ?? null,
    summary: profile?.summary ?? '',
    description: profile?.description ?? '',
    allStates: profile ? profile.states.length === 0 : false,
    states: profile ? [...profile.states] : [],
    categories: profile ? profile.categories.map((category) => ({ ...category })) : [],
    contactFirstName: profile?.contactFirstName ?? '',
    contactMiddleName: profile?.contactMiddleName ?? '',
    contactLastName: profile?.contactLastName ?? '',
    contactSuffix: profile?.contactSuffix ?? '',
    contactEmail: profile?.contactEmail ?? '',
    contactPhoneUS: profile?.contactPhoneUS ?? true,
    contactPhone: profile?.contactPhone ?? '',
    contactPhoneExt: profile?.contactPhoneExt ?? '',
    website: profile?.website ?? '',
    visible: profile?.visible ?? true,
  };
}

/** The contact's full name for view mode: first, middle and last name, then the suffix. */
export function contactName(
  profile: Pick<MarketplaceProfile, 'contactFirstName' | 'contactMiddleName' | 'contactLastName' | 'contactSuffix'>,
): string {
  const name = [profile.contactFirstName, profile.contactMiddleName, profile.contactLastName].filter(Boolean).join(' ');
  return [name, profile.contactSuffix].filter(Boolean).join(', ');
}

/** The phone for view mode, with its extension. */
export function phoneWithExtension(profile: Pick<MarketplaceProfile, 'contactPhone' | 'contactPhoneExt'>): string {
  if (!profile.contactPhone) return '';
  return profile.contactPhoneExt ? `${profile.contactPhone} ext. ${profile.contactPhoneExt}` : profile.contactPhone;
}
