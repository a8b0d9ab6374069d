import { describe, expect, it } from 'vitest';
import { screeningRunText } from './compliance-report';

describe('screeningRunText', () => {
  it("names each kind of screening run in the customer's words, never the stored kind", () => {
    expect(screeningRunText('SNAPSHOT')).toBe('Screening against a newly published list');
    expect(screeningRunText('FULL')).toBe('Full screening');
    expect(screeningRunText('SUBJECT')).toBe('Screening of one subject');
  });
});
