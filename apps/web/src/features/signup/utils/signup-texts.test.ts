import { describe, expect, it } from 'vitest';
import { finishFailure, finishedText, SIGNUP_TEXTS } from './signup-texts';

describe('finishedText', () => {
  it('tells a vendor who had already signed up so', () => {
    expect(finishedText({ alreadySignedUp: true, clientName: 'Northgate' })).toMatch(/^You had already signed up with Northgate\./);
  });

  it('congratulates a vendor who has just registered', () => {
    expect(finishedText({ alreadySignedUp: false, clientName: 'Northgate' })).toMatch(/^You have successfully registered with Northgate!/);
  });
});

describe('finishFailure', () => {
  it('says the forms could not be marked completed when the server refuses a shown form', () => {
    const forms = { notice: SIGNUP_TEXTS.markCompleteFailed, text: SIGNUP_TEXTS.markCompleteFailed };
    expect(finishFailure({ status: 400, message: 'Some answers of "Questionnaire" need attention' })).toEqual(forms);
    expect(finishFailure({ status: 404, message: 'To-do not found.' })).toEqual(forms);
  });

  it('names a missing client requirement on the step and notifies the generic text', () => {
    expect(finishFailure({ status: 422, message: 'Please submit a W9' })).toEqual({
      notice: SIGNUP_TEXTS.finishFailed,
      text: 'Please submit a W9',
    });
  });

  it('falls back to the generic text for anything else', () => {
    const generic = { notice: SIGNUP_TEXTS.finishFailed, text: SIGNUP_TEXTS.finishFailed };
    expect(finishFailure({ status: 500, message: 'boom' })).toEqual(generic);
    expect(finishFailure(undefined)).toEqual(generic);
  });
});
