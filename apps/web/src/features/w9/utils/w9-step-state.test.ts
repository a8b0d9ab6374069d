import { describe, expect, it } from 'vitest';
import { submitsW9OnSave, w9StepBlockReason } from './w9-step-state';
import { SAVE_OR_CANCEL, SUBMIT_A_W9 } from './w9-texts';

const state = { editing: false, savedInStep: false, hasW9: false, required: true };

describe('w9StepBlockReason', () => {
  it('asks for a W-9 when the client requires one and the vendor has none', () => {
    expect(w9StepBlockReason(state)).toBe(SUBMIT_A_W9);
  });

  it('lets the vendor go on with an existing W-9', () => {
    expect(w9StepBlockReason({ ...state, hasW9: true })).toBeNull();
  });

  it('lets the vendor go on after uploading one in the step', () => {
    expect(w9StepBlockReason({ ...state, savedInStep: true })).toBeNull();
  });

  it('lets the vendor go on without a W-9 when the client does not require one', () => {
    expect(w9StepBlockReason({ ...state, required: false })).toBeNull();
  });

  it('blocks while an upload is being edited, even with a W-9 on file', () => {
    expect(w9StepBlockReason({ ...state, editing: true, hasW9: true })).toBe(SAVE_OR_CANCEL);
    expect(w9StepBlockReason({ ...state, editing: true, required: false })).toBe(SAVE_OR_CANCEL);
  });
});

describe('submitsW9OnSave', () => {
  it('submits an existing W-9 when none was uploaded in the step', () => {
    expect(submitsW9OnSave({ savedInStep: false, hasW9: true })).toBe(true);
  });

  it('submits the W-9 uploaded in the step', () => {
    expect(submitsW9OnSave({ savedInStep: true, hasW9: true })).toBe(true);
  });

  it('submits nothing when the vendor has no W-9', () => {
    expect(submitsW9OnSave({ savedInStep: false, hasW9: false })).toBe(false);
  });
});
