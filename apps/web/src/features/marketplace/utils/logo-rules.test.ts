import { describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES, LOGO_SIZE_MESSAGE, LOGO_TYPE_MESSAGE, checkLogoFile } from './logo-rules';

describe('logo rules', () => {
  it('accepts PNG, JPG and GIF files up to 0.8 MB', () => {
    for (const name of ['logo.png', 'LOGO.JPG', 'logo.jpeg', 'logo.gif']) expect(checkLogoFile({ name, size: LOGO_MAX_BYTES })).toBeNull();
  });

  it('refuses other types', () => {
    expect(checkLogoFile({ name: 'logo.svg', size: 100 })).toBe(LOGO_TYPE_MESSAGE);
    expect(checkLogoFile({ name: 'logo.pdf', size: 100 })).toBe(LOGO_TYPE_MESSAGE);
  });

  it('refuses files over 0.8 MB', () => {
    expect(LOGO_MAX_BYTES).toBe(838_860);
    expect(checkLogoFile({ name: 'logo.png', size: LOGO_MAX_BYTES + 1 })).toBe(LOGO_SIZE_MESSAGE);
  });
});
