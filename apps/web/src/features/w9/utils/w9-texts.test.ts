import { describe, expect, it } from 'vitest';
import { w9RevisionText } from './w9-texts';

describe('w9RevisionText', () => {
  it('names the client and the note as spec 001 words it', () => {
    expect(w9RevisionText('Riverside Health System', 'Please sign page 1')).toBe(
      'Riverside Health System requests that you make the following revisions to your W-9: Please sign page 1. Select the Add W-9 button to submit a revised form.',
    );
  });

  it('does not double the full stop of a note that ends with one', () => {
    expect(w9RevisionText('Riverside Health System', 'Please sign page 1.')).toContain('W-9: Please sign page 1. Select');
  });
});
