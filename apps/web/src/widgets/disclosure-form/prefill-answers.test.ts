import { describe, expect, it } from 'vitest';
import { FormDefinition, type QuestionInput } from '@app/shared/disclosures/question-model';
import { sampleForm } from '@app/shared/disclosures/sample-form';
import { accountFacts, factAskedBy, isRevision, isSignatureDate, prefillAnswers, type AccountFacts } from './prefill-answers';

const OFFICE = { street1: '500 Harbor Way', street2: 'Suite 200', city: 'Tampa', state: 'FL', postalCode: '33601', country: 'US' };
const FACTS: AccountFacts = {
  legalName: 'Acme Medical Supply',
  dbaName: null,
  phone: '(813) 555-0142',
  officeAddress: OFFICE,
  mailingAddress: OFFICE,
  signerName: 'Victor Vance',
};
const TODAY = '2026-11-26';

const question = (input: Partial<QuestionInput> & Pick<QuestionInput, 'dataPointId' | 'labelText'>) =>
  FormDefinition.parse({ questionGroups: [{ id: 'g', questions: [{ dataType: 'STRING', displayType: 'TEXT', ...input }] }] })
    .questionGroups[0]!.questions[0]!;
const form = (...questions: QuestionInput[]) => FormDefinition.parse({ questionGroups: [{ id: 'g', questions }] });

describe('factAskedBy', () => {
  it('recognises the legal name, phone, addresses and signer by programmatic name or exact label', () => {
    expect(factAskedBy(question({ dataPointId: 'legalName', labelText: 'Name' }))).toBe('legalName');
    expect(factAskedBy(question({ dataPointId: 'q17', labelText: 'Legal Business Name:' }))).toBe('legalName');
    expect(factAskedBy(question({ dataPointId: 'companyPhone', labelText: 'x', dataType: 'PHONE' }))).toBe('phone');
    expect(factAskedBy(question({ dataPointId: 'hqAddress', labelText: 'x', dataType: 'ADDRESS', displayType: 'ADDRESS' }))).toBe(
      'officeAddress',
    );
    expect(factAskedBy(question({ dataPointId: 'q3', labelText: 'Mailing address', dataType: 'ADDRESS', displayType: 'ADDRESS' }))).toBe(
      'mailingAddress',
    );
    expect(factAskedBy(question({ dataPointId: 'signer_name', labelText: 'x' }))).toBe('signerName');
    expect(factAskedBy(question({ dataPointId: 'q9', labelText: 'Name of the person signing' }))).toBe('signerName');
    expect(factAskedBy(question({ dataPointId: 'dbaName', labelText: 'Doing business as (DBA), if different' }))).toBe('dbaName');
  });

  it('leaves unclear questions and other answer shapes alone', () => {
    expect(factAskedBy(question({ dataPointId: 'contactName', labelText: 'Compliance contact name' }))).toBeNull();
    expect(factAskedBy(question({ dataPointId: 'parentCompany', labelText: 'Name of your parent company' }))).toBeNull();
    expect(factAskedBy(question({ dataPointId: 'parentAddress', labelText: 'Parent company address', displayType: 'ADDRESS' }))).toBeNull();
    // A phone asked as a choice is not the phone on file.
    expect(
      factAskedBy(question({ dataPointId: 'phone', labelText: 'Phone', dataType: 'SINGLE_SELECT', displayType: 'DROPDOWN' })),
    ).toBeNull();
    expect(
      factAskedBy(question({ dataPointId: 'legalName', labelText: 'Legal name', displayType: 'SIGNATURE', dataType: 'SIGNATURE' })),
    ).toBeNull();
  });
});

describe('isSignatureDate', () => {
  it('is a date question named or labelled as the signing date', () => {
    expect(isSignatureDate(question({ dataPointId: 'signedDate', labelText: 'Date', dataType: 'DATE', displayType: 'DATE' }))).toBe(true);
    expect(isSignatureDate(question({ dataPointId: 'q4', labelText: 'Date signed', dataType: 'DATE', displayType: 'DATE' }))).toBe(true);
    expect(isSignatureDate(question({ dataPointId: 'exclusionDate', labelText: 'Date', dataType: 'DATE', displayType: 'DATE' }))).toBe(
      false,
    );
    expect(isSignatureDate(question({ dataPointId: 'signedDate', labelText: 'Date' }))).toBe(false);
  });
});

describe('prefillAnswers', () => {
  it('fills the sample questionnaire’s empty legal name, phone, headquarters address and signature date', () => {
    const patch = prefillAnswers(sampleForm, {}, FACTS, { revision: false, today: TODAY });
    expect(patch).toEqual({
      legalName: 'Acme Medical Supply',
      companyPhone: '(813) 555-0142',
      hqAddress: OFFICE,
      mailingAddress: OFFICE,
      signedDate: TODAY,
    });
  });

  it('never replaces an answer already given, and leaves out facts the account lacks', () => {
    const patch = prefillAnswers(
      sampleForm,
      { legalName: 'Acme Medical Supply, Inc.', signedDate: '2026-01-15' },
      { ...FACTS, phone: null, officeAddress: null, mailingAddress: null },
      { revision: false, today: TODAY },
    );
    expect(patch).toEqual({});
  });

  it('starts a revision with today’s signature date over the old one', () => {
    expect(prefillAnswers(sampleForm, { signedDate: '2025-03-01' }, null, { revision: true, today: TODAY })).toEqual({
      signedDate: TODAY,
    });
    expect(prefillAnswers(sampleForm, { signedDate: TODAY }, null, { revision: true, today: TODAY })).toEqual({});
  });

  it('fills the signer’s name and leaves out a text longer than its question allows', () => {
    const definition = form(
      { dataPointId: 'signerName', labelText: 'Signer name', dataType: 'STRING', displayType: 'TEXT' },
      { dataPointId: 'businessName', labelText: 'Business name', dataType: 'STRING', displayType: 'TEXT', characterLimit: 5 },
    );
    expect(prefillAnswers(definition, {}, FACTS, { revision: false, today: TODAY })).toEqual({ signerName: 'Victor Vance' });
  });
});

describe('isRevision', () => {
  it('is a form sent back for changes or a complete one edited again', () => {
    expect(isRevision('REVISION_NEEDED')).toBe(true);
    expect(isRevision('COMPLETE')).toBe(true);
    expect(isRevision('INCOMPLETE')).toBe(false);
    expect(isRevision('NOT_STARTED')).toBe(false);
  });
});

describe('accountFacts', () => {
  const profile = {
    businessName: 'Acme Medical Supply',
    dbaName: null,
    soleProprietor: false,
    firstName: null,
    lastName: null,
    dob: null,
    servicesOffered: null,
    officeAddress: { addrLine1: '500 Harbor Way', addrLine2: 'Suite 200', city: 'Tampa', state: 'FL', zip: '33601', country: 'US' },
    mailingAddress: null,
    mailingAddressSameAsDesignated: true,
    phoneNumber: '(813) 555-0142',
    tinType: 'EIN' as const,
    tin: null,
    duns: null,
    npi: null,
    servicesOfferedRequired: false,
  };

  it('reads the legal name, phone and addresses from the profile and the signer from the user', () => {
    expect(accountFacts(profile, { firstName: 'Victor', lastName: 'Vance' })).toEqual(FACTS);
  });

  it("uses a sole proprietor's own name without a business name, and a mailing address of its own", () => {
    const facts = accountFacts(
      {
        ...profile,
        businessName: null,
        soleProprietor: true,
        firstName: 'Sam',
        lastName: 'Solo',
        mailingAddressSameAsDesignated: false,
        mailingAddress: { addrLine1: 'PO Box 9', addrLine2: null, city: 'Tampa', state: 'FL', zip: '33602', country: '' },
      },
      null,
    );
    expect(facts).toMatchObject({
      legalName: 'Sam Solo',
      signerName: null,
      mailingAddress: { street1: 'PO Box 9', street2: '', city: 'Tampa', state: 'FL', postalCode: '33602', country: 'US' },
    });
  });

  it('knows nothing of the company when the profile could not be read, and no address without a street', () => {
    expect(accountFacts(null, null)).toEqual({
      legalName: null,
      dbaName: null,
      phone: null,
      officeAddress: null,
      mailingAddress: null,
      signerName: null,
    });
    expect(accountFacts({ ...profile, officeAddress: { ...profile.officeAddress, addrLine1: ' ' } }, null).officeAddress).toBeNull();
  });
});
