import { describe, expect, it } from 'vitest';
import { finishedText } from './signup-texts';

describe('finishedText', () => {
  it('tells a vendor who had already signed up so', () => {
    expect(finishedText({ alreadySignedUp: true, clientName: 'Northgate' })).toMatch(/^You had already signed up with Northgate\./);
  });

  it('congratulates a vendor who has just registered', () => {
    expect(finishedText({ alreadySignedUp: false, clientName: 'Northgate' })).toMatch(/^You have successfully registered with Northgate!/);
  });
});
