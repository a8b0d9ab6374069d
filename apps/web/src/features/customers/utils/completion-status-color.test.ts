import { describe, expect, it } from 'vitest';
import { completionStatusColor } from './completion-status-color';

describe('to-do status colours', () => {
  it('shows not started and incomplete to-dos in the error colour', () => {
    expect(completionStatusColor('NOT_STARTED')).toBe('error');
    expect(completionStatusColor('INCOMPLETE')).toBe('error');
  });

  it('shows to-dos needing revision in the warning colour', () => {
    expect(completionStatusColor('REVISION_NEEDED')).toBe('warning');
  });

  it('shows complete to-dos in the success colour', () => {
    expect(completionStatusColor('COMPLETE')).toBe('success');
  });
});
