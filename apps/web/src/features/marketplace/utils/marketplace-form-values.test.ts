import { describe, expect, it } from 'vitest';
import { MarketplaceProfileInput, type MarketplaceProfile } from '@app/shared/marketplace/marketplace-profile';
import { contactName, marketplaceFormValues, phoneWithExtension } from './marketplace-form-values';

const saved: MarketplaceProfile = {
  name: 'Bayside Home Health',
  logoFileId: 12,
  logoUrl: '/services/files/12',
  logoName: 'logo.png',
  summary: 'Home care',
  description: null,
  states: ['CA', 'NV'],
  categories: [{ id: 7, name: 'Home Health' }],
  contactFirstName: 'Bella',
  contactMiddleName: null,
  contactLastName: 'Bayer',
  contactSuffix: 'Jr.',
  contactEmail: 'bella@bayside-hh.test',
  contactPhoneUS: true,
  contactPhone: '555-123-4567',
  contactPhoneExt: '12',
  website: null,
  visible: false,
  showEditButton: true,
};

describe('marketplace form values', () => {
  it('starts a new profile empty, visible, with a US phone and no state chosen', () => {
    const values = marketplaceFormValues(null);
    expect(values).toMatchObject({
      name: '',
      logoFileId: null,
      allStates: false,
      states: [],
      categories: [],
      contactPhoneUS: true,
      visible: true,
    });
  });

  it('fills a saved profile, missing texts as empty fields', () => {
    const values = marketplaceFormValues(saved);
    expect(values).toMatchObject({
      name: 'Bayside Home Health',
      logoFileId: 12,
      logoName: 'logo.png',
      description: '',
      allStates: false,
      states: ['CA', 'NV'],
      visible: false,
    });
  });

  it('ticks All states for a saved profile without states', () => {
    expect(marketplaceFormValues({ ...saved, states: [] }).allStates).toBe(true);
  });

  it('gives the shared schema a profile it accepts, empty texts sent as null', () => {
    const result = MarketplaceProfileInput.safeParse(marketplaceFormValues(saved));
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      name: 'Bayside Home Health',
      description: null,
      website: null,
      logoFileId: 12,
      states: ['CA', 'NV'],
    });
    expect(result.data).not.toHaveProperty('allStates');
  });

  it('names the contact with middle name and suffix when given', () => {
    expect(contactName(saved)).toBe('Bella Bayer, Jr.');
    expect(contactName({ ...saved, contactMiddleName: 'M', contactSuffix: null })).toBe('Bella M Bayer');
  });

  it('shows the extension after the phone', () => {
    expect(phoneWithExtension(saved)).toBe('555-123-4567 ext. 12');
    expect(phoneWithExtension({ contactPhone: null, contactPhoneExt: '12' })).toBe('');
  });
});
