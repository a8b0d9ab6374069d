import { FormDefinition } from './question-model';
import type { Answers, Choice } from './question-model';

/**
 * A realistic disclosure form for demo data (server seed) and web journeys. It uses every display
 * type and every condition of every question kind, in show and require rules, including rules made of
 * several expressions across questions. `findFormIssues(sampleForm)` is empty (checked by a test).
 *
 * Rules (name: expressions → effect):
 * - personalEmailDomain: companyEmail endsWith '@gmail.com' → shows and requires emailExplanation
 * - hqGiven: hqAddress isNotBlank → shows mailingSameAsHq
 * - mailingDiffers: mailingSameAsHq is NO → shows and requires mailingAddress
 * - entityOther: entityType is OTHER → shows entityTypeOther (required)
 * - entityUnknown: entityType isBlank → shows entityTypeHint
 * - nonProfit: entityType contains NONPROFIT → shows and requires irsDeterminationLetter
 * - hasOwners: entityType isNotBlank AND entityType isNot SOLE_PROP → shows and requires the ownership questions
 * - servicesMissing: servicesProvided isBlank → shows servicesHint
 * - servicesOther: servicesProvided contains OTHER → shows and requires servicesOtherText
 * - providesStaffing: servicesProvided contains STAFFING → shows staffingLicense
 * - staffingOnly: servicesProvided is STAFFING (only that) → requires staffingLicense
 * - staffingPlusOther: servicesProvided contains STAFFING AND isNot STAFFING → shows staffingSubcontracts
 * - staffingLicenseUploaded: staffingLicense isNotBlank → shows and requires staffingLicenseExpiry
 * - handlesPharma: servicesProvided contains PHARMA → shows and requires deaNumber
 * - pharmaName: legalName contains 'pharma' → shows deaNumber
 * - nonClinical: servicesProvided isNotBlank AND doesNotContain MEDICAL_SUPPLIES AND doesNotContain PHARMA → shows nonClinicalNote
 * - multipleOwners: ownerCount isNotBlank AND ownerCount doesNotContain '1' → requires ownershipAgreement
 * - parentUnanswered: parentCompany isBlank AND entityType isNotBlank AND entityType isNot SOLE_PROP → shows parentHint
 *   (a hidden question's answer is blank, so isBlank alone would show the hint while parentCompany is hidden)
 * - noParent: parentCompany is 'none' → shows noParentNote
 * - hasParent: parentCompany isNotBlank AND parentCompany isNot 'none' → shows and requires parentAddress
 * - parentIsHolding: parentCompany endsWith 'holdings' → shows and requires parentOrgChart
 * - hasComplianceOfficer: managingEmployees contains COMPLIANCE → shows and requires complianceOfficerEmail
 * - exclusionPending: everExcluded isBlank → shows exclusionPendingHint
 * - answeredExclusion: everExcluded isNotBlank → shows screeningFrequency
 * - notExcluded: everExcluded isNotBlank AND everExcluded isNot YES → requires screeningFrequency
 * - wasExcluded: everExcluded is YES → shows and requires the exclusion details
 * - oigExclusion: exclusionAgency startsWith 'oig' → shows and requires reinstatementDate
 * - stateExclusion: exclusionAgency contains 'medicaid' → shows and requires exclusionState
 * - samExclusion: exclusionAgency endsWith 'sam' → shows samCaseNumber
 * - nonStateExclusion: exclusionAgency isNotBlank AND doesNotContain 'medicaid' → requires exclusionDocuments
 * - exclusionDocsMissing: everExcluded is YES AND exclusionDocuments isBlank → shows exclusionDocsNote
 * - neverScreens: screeningFrequency is 'Never' → shows and requires screeningPlan
 * - readyToSign: legalName isNotBlank AND attestationConfirm contains AGREE → shows and requires signature
 * - signed: signature isNotBlank → shows signedNote
 */

const YES_NO: Choice[] = [
  { text: 'Yes', value: 'YES' },
  { text: 'No', value: 'NO' },
];

const SERVICES: Choice[] = [
  { text: 'Medical supplies', value: 'MEDICAL_SUPPLIES' },
  { text: 'Pharmaceuticals', value: 'PHARMA' },
  { text: 'Clinical staffing', value: 'STAFFING' },
  { text: 'IT services', value: 'IT' },
  { text: 'Facilities maintenance', value: 'FACILITIES' },
  { text: 'Other', value: 'OTHER' },
];

const ENTITY_TYPES: Choice[] = [
  { text: 'Corporation', value: 'CORPORATION' },
  { text: 'Limited liability company', value: 'LLC' },
  { text: 'Partnership', value: 'PARTNERSHIP' },
  { text: 'Sole proprietorship', value: 'SOLE_PROP' },
  { text: 'Non-profit organization', value: 'NONPROFIT' },
  { text: 'Other', value: 'OTHER' },
];

/** The sample 'Vendor Disclosure Form', parsed (defaults filled in). */
export const sampleForm: FormDefinition = FormDefinition.parse({
  name: 'Vendor Disclosure Form',
  questionGroups: [
    {
      id: 'company',
      name: 'Company Information',
      questions: [
        {
          dataPointId: 'companyIntro',
          labelText: 'Answer for your company as it is today. Further questions appear when your answers make them apply.',
          dataType: 'STRING',
          displayType: 'DISPLAY_TEXT',
        },
        {
          dataPointId: 'legalName',
          labelText: 'Legal business name',
          instructionText: 'As registered with the IRS.',
          dataType: 'STRING',
          displayType: 'TEXT',
          required: true,
          characterLimit: 100,
          expressions: [
            { ruleName: 'pharmaName', condition: 'contains', value: 'pharma' },
            { ruleName: 'readyToSign', condition: 'isNotBlank' },
          ],
        },
        {
          dataPointId: 'dbaName',
          labelText: 'Doing business as (DBA), if different',
          dataType: 'STRING',
          displayType: 'TEXT',
          characterLimit: 100,
        },
        {
          dataPointId: 'companyEmail',
          labelText: 'Compliance contact e-mail',
          dataType: 'EMAIL',
          displayType: 'TEXT',
          required: true,
          expressions: [{ ruleName: 'personalEmailDomain', condition: 'endsWith', value: '@gmail.com' }],
        },
        {
          dataPointId: 'emailExplanation',
          labelText: 'Why does your company use a personal e-mail domain?',
          dataType: 'STRING',
          displayType: 'TEXT',
          characterLimit: 250,
          rulesThatWouldShowQuestion: ['personalEmailDomain'],
          rulesThatWouldRequireQuestion: ['personalEmailDomain'],
        },
        { dataPointId: 'companyPhone', labelText: 'Main phone number', dataType: 'PHONE', displayType: 'TEXT', required: true },
        {
          dataPointId: 'hqAddress',
          labelText: 'Headquarters address',
          dataType: 'ADDRESS',
          displayType: 'ADDRESS',
          required: true,
          expressions: [{ ruleName: 'hqGiven', condition: 'isNotBlank' }],
        },
        {
          dataPointId: 'mailingSameAsHq',
          labelText: 'Is your mailing address the same as your headquarters?',
          dataType: 'BOOLEAN',
          displayType: 'RADIO',
          required: true,
          choices: YES_NO,
          rulesThatWouldShowQuestion: ['hqGiven'],
          expressions: [{ ruleName: 'mailingDiffers', condition: 'is', value: 'NO' }],
        },
        {
          dataPointId: 'mailingAddress',
          labelText: 'Mailing address',
          dataType: 'ADDRESS',
          displayType: 'ADDRESS',
          rulesThatWouldShowQuestion: ['mailingDiffers'],
          rulesThatWouldRequireQuestion: ['mailingDiffers'],
        },
        {
          dataPointId: 'entityType',
          labelText: 'Type of business entity',
          dataType: 'SINGLE_SELECT',
          displayType: 'DROPDOWN',
          required: true,
          choices: ENTITY_TYPES,
          expressions: [
            { ruleName: 'entityOther', condition: 'is', value: 'OTHER' },
            { ruleName: 'entityUnknown', condition: 'isBlank' },
            { ruleName: 'nonProfit', condition: 'contains', value: 'NONPROFIT' },
            { ruleName: 'hasOwners', condition: 'isNotBlank' },
            { ruleName: 'hasOwners', condition: 'isNot', value: 'SOLE_PROP' },
            { ruleName: 'parentUnanswered', condition: 'isNotBlank' },
            { ruleName: 'parentUnanswered', condition: 'isNot', value: 'SOLE_PROP' },
          ],
        },
        {
          dataPointId: 'entityTypeHint',
          labelText: 'Choose an entity type to see the ownership questions.',
          dataType: 'STRING',
          displayType: 'DISPLAY_TEXT',
          rulesThatWouldShowQuestion: ['entityUnknown'],
        },
        {
          dataPointId: 'entityTypeOther',
          labelText: 'Describe your entity type',
          dataType: 'STRING',
          displayType: 'TEXT',
          required: true,
          characterLimit: 100,
          rulesThatWouldShowQuestion: ['entityOther'],
        },
        {
          dataPointId: 'irsDeterminationLetter',
          labelText: 'IRS determination letter (501(c))',
          dataType: 'FILE',
          displayType: 'FILE',
          rulesThatWouldShowQuestion: ['nonProfit'],
          rulesThatWouldRequireQuestion: ['nonProfit'],
        },
        {
          dataPointId: 'servicesProvided',
          labelText: 'Which services do you provide to our facilities?',
          instructionText: 'Select all that apply.',
          dataType: 'MULTI_SELECT',
          displayType: 'CHECKBOX',
          required: true,
          choices: SERVICES,
          expressions: [
            { ruleName: 'servicesMissing', condition: 'isBlank' },
            { ruleName: 'servicesOther', condition: 'contains', value: 'OTHER' },
            { ruleName: 'providesStaffing', condition: 'contains', value: 'STAFFING' },
            { ruleName: 'staffingOnly', condition: 'is', value: 'STAFFING' },
            { ruleName: 'staffingPlusOther', condition: 'contains', value: 'STAFFING' },
            { ruleName: 'staffingPlusOther', condition: 'isNot', value: 'STAFFING' },
            { ruleName: 'handlesPharma', condition: 'contains', value: 'PHARMA' },
            { ruleName: 'nonClinical', condition: 'isNotBlank' },
            { ruleName: 'nonClinical', condition: 'doesNotContain', value: 'MEDICAL_SUPPLIES' },
            { ruleName: 'nonClinical', condition: 'doesNotContain', value: 'PHARMA' },
          ],
        },
        {
          dataPointId: 'servicesHint',
          labelText: 'Select at least one service to see the questions that apply to you.',
          dataType: 'STRING',
          displayType: 'DISPLAY_TEXT',
          rulesThatWouldShowQuestion: ['servicesMissing'],
        },
        {
          dataPointId: 'servicesOtherText',
          labelText: 'Describe the other services',
          dataType: 'STRING',
          displayType: 'TEXT',
          characterLimit: 200,
          rulesThatWouldShowQuestion: ['servicesOther'],
          rulesThatWouldRequireQuestion: ['servicesOther'],
        },
        {
          dataPointId: 'staffingLicense',
          labelText: 'Staffing agency license',
          instructionText: 'Required when clinical staffing is the only service you provide.',
          dataType: 'FILE',
          displayType: 'FILE',
          rulesThatWouldShowQuestion: ['providesStaffing'],
          rulesThatWouldRequireQuestion: ['staffingOnly'],
          expressions: [{ ruleName: 'staffingLicenseUploaded', condition: 'isNotBlank' }],
        },
        {
          dataPointId: 'staffingLicenseExpiry',
          labelText: 'License expiry date',
          dataType: 'DATE',
          displayType: 'DATE',
          rulesThatWouldShowQuestion: ['staffingLicenseUploaded'],
          rulesThatWouldRequireQuestion: ['staffingLicenseUploaded'],
        },
        {
          dataPointId: 'staffingSubcontracts',
          labelText: 'Do you subcontract any of your non-staffing services?',
          dataType: 'BOOLEAN',
          displayType: 'RADIO',
          choices: YES_NO,
          rulesThatWouldShowQuestion: ['staffingPlusOther'],
        },
        {
          dataPointId: 'deaNumber',
          labelText: 'DEA registration number',
          dataType: 'STRING',
          displayType: 'TEXT',
          characterLimit: 9,
          rulesThatWouldShowQuestion: ['handlesPharma', 'pharmaName'],
          rulesThatWouldRequireQuestion: ['handlesPharma'],
        },
        {
          dataPointId: 'nonClinicalNote',
          labelText: 'You provide no clinical goods: the clinical licensing questions do not apply to you.',
          dataType: 'STRING',
          displayType: 'DISPLAY_TEXT',
          rulesThatWouldShowQuestion: ['nonClinical'],
        },
      ],
    },
    {
      id: 'ownership',
      name: 'Ownership and Control',
      questions: [
        {
          dataPointId: 'ownershipIntro',
          labelText: 'Tell us who owns and controls your company (5% or more, directly or indirectly).',
          dataType: 'STRING',
          displayType: 'DISPLAY_TEXT',
          rulesThatWouldShowQuestion: ['hasOwners'],
        },
        {
          dataPointId: 'ownerCount',
          labelText: 'How many owners hold 5% or more?',
          dataType: 'SINGLE_SELECT',
          displayType: 'DROPDOWN',
          choices: ['1', '2-5', '6 or more'],
          rulesThatWouldShowQuestion: ['hasOwners'],
          rulesThatWouldRequireQuestion: ['hasOwners'],
          expressions: [
            { ruleName: 'multipleOwners', condition: 'isNotBlank' },
            { ruleName: 'multipleOwners', condition: 'doesNotContain', value: '1' },
          ],
        },
        {
          dataPointId: 'ownerNames',
          labelText: 'Name each owner and their share',
          dataType: 'STRING',
          displayType: 'TEXT',
          characterLimit: 500,
          rulesThatWouldShowQuestion: ['hasOwners'],
          rulesThatWouldRequireQuestion: ['hasOwners'],
        },
        {
          dataPointId: 'ownershipAgreement',
          labelText: 'Ownership or operating agreement',
          dataType: 'FILE',
          displayType: 'FILE',
          rulesThatWouldShowQuestion: ['hasOwners'],
          rulesThatWouldRequireQuestion: ['multipleOwners'],
        },
        {
          dataPointId: 'parentCompany',
          labelText: 'Parent company',
          instructionText: "Type 'None' if no company owns yours.",
          dataType: 'STRING',
          displayType: 'TEXT',
          characterLimit: 100,
          rulesThatWouldShowQuestion: ['hasOwners'],
          rulesThatWouldRequireQuestion: ['hasOwners'],
          expressions: [
            { ruleName: 'parentUnanswered', condition: 'isBlank' },
            { ruleName: 'noParent', condition: 'is', value: 'none' },
            { ruleName: 'hasParent', condition: 'isNotBlank' },
            { ruleName: 'hasParent', condition: 'isNot', value: 'none' },
            { ruleName: 'parentIsHolding', condition: 'endsWith', value: 'holdings' },
          ],
        },
        {
          dataPointId: 'parentHint',
          labelText: "If no company owns yours, type 'None'.",
          dataType: 'STRING',
          displayType: 'DISPLAY_TEXT',
          rulesThatWouldShowQuestion: ['parentUnanswered'],
        },
        {
          dataPointId: 'noParentNote',
          labelText: 'No parent company: the parent company questions are skipped.',
          dataType: 'STRING',
          displayType: 'DISPLAY_TEXT',
          rulesThatWouldShowQuestion: ['noParent'],
        },
        {
          dataPointId: 'parentAddress',
          labelText: 'Parent company address',
          dataType: 'ADDRESS',
          displayType: 'ADDRESS',
          rulesThatWouldShowQuestion: ['hasParent'],
          rulesThatWouldRequireQuestion: ['hasParent'],
        },
        {
          dataPointId: 'parentOrgChart',
          labelText: 'Organization chart of the holding group',
          dataType: 'FILE',
          displayType: 'FILE',
          rulesThatWouldShowQuestion: ['parentIsHolding'],
          rulesThatWouldRequireQuestion: ['parentIsHolding'],
        },
        {
          dataPointId: 'managingEmployees',
          labelText: 'Which managing roles does your company have?',
          dataType: 'MULTI_SELECT',
          displayType: 'CHECKBOX',
          choices: [
            { text: 'Chief Executive Officer', value: 'CEO' },
            { text: 'Chief Financial Officer', value: 'CFO' },
            { text: 'Compliance Officer', value: 'COMPLIANCE' },
          ],
          rulesThatWouldShowQuestion: ['hasOwners'],
          expressions: [{ ruleName: 'hasComplianceOfficer', condition: 'contains', value: 'COMPLIANCE' }],
        },
        {
          dataPointId: 'complianceOfficerEmail',
          labelText: "Compliance Officer's e-mail",
          dataType: 'EMAIL',
          displayType: 'TEXT',
          rulesThatWouldShowQuestion: ['hasComplianceOfficer'],
          rulesThatWouldRequireQuestion: ['hasComplianceOfficer'],
        },
      ],
    },
    {
      id: 'exclusions',
      name: 'Exclusion History',
      questions: [
        {
          dataPointId: 'everExcluded',
          labelText: 'Has the company, an owner or a managing employee ever been excluded from a federal or state healthcare program?',
          dataType: 'BOOLEAN',
          displayType: 'RADIO',
          required: true,
          choices: YES_NO,
          expressions: [
            { ruleName: 'exclusionPending', condition: 'isBlank' },
            { ruleName: 'answeredExclusion', condition: 'isNotBlank' },
            { ruleName: 'notExcluded', condition: 'isNotBlank' },
            { ruleName: 'notExcluded', condition: 'isNot', value: 'YES' },
            { ruleName: 'wasExcluded', condition: 'is', value: 'YES' },
            { ruleName: 'exclusionDocsMissing', condition: 'is', value: 'YES' },
          ],
        },
        {
          dataPointId: 'exclusionPendingHint',
          labelText: 'Answer the question above to continue.',
          dataType: 'STRING',
          displayType: 'DISPLAY_TEXT',
          rulesThatWouldShowQuestion: ['exclusionPending'],
        },
        {
          dataPointId: 'exclusionAgency',
          labelText: 'Which list or agency excluded them?',
          instructionText: 'For example: OIG LEIE, State Medicaid, SAM.',
          dataType: 'STRING',
          displayType: 'TEXT',
          characterLimit: 100,
          rulesThatWouldShowQuestion: ['wasExcluded'],
          rulesThatWouldRequireQuestion: ['wasExcluded'],
          expressions: [
            { ruleName: 'oigExclusion', condition: 'startsWith', value: 'oig' },
            { ruleName: 'stateExclusion', condition: 'contains', value: 'medicaid' },
            { ruleName: 'samExclusion', condition: 'endsWith', value: 'sam' },
            { ruleName: 'nonStateExclusion', condition: 'isNotBlank' },
            { ruleName: 'nonStateExclusion', condition: 'doesNotContain', value: 'medicaid' },
          ],
        },
        {
          dataPointId: 'exclusionDate',
          labelText: 'Date of exclusion',
          dataType: 'DATE',
          displayType: 'DATE',
          rulesThatWouldShowQuestion: ['wasExcluded'],
          rulesThatWouldRequireQuestion: ['wasExcluded'],
        },
        {
          dataPointId: 'reinstatementDate',
          labelText: 'OIG reinstatement date',
          dataType: 'DATE',
          displayType: 'DATE',
          rulesThatWouldShowQuestion: ['oigExclusion'],
          rulesThatWouldRequireQuestion: ['oigExclusion'],
        },
        {
          dataPointId: 'exclusionState',
          labelText: 'Which state excluded them?',
          dataType: 'SINGLE_SELECT',
          displayType: 'DROPDOWN',
          choices: [
            { text: 'California', value: 'CA' },
            { text: 'Florida', value: 'FL' },
            { text: 'New York', value: 'NY' },
            { text: 'Texas', value: 'TX' },
            { text: 'Another state', value: 'OTHER' },
          ],
          rulesThatWouldShowQuestion: ['stateExclusion'],
          rulesThatWouldRequireQuestion: ['stateExclusion'],
        },
        {
          dataPointId: 'samCaseNumber',
          labelText: 'SAM exclusion record number',
          dataType: 'STRING',
          displayType: 'TEXT',
          characterLimit: 30,
          rulesThatWouldShowQuestion: ['samExclusion'],
        },
        {
          dataPointId: 'exclusionExplanation',
          labelText: 'Explain the circumstances and the current status',
          dataType: 'STRING',
          displayType: 'TEXT',
          characterLimit: 1000,
          rulesThatWouldShowQuestion: ['wasExcluded'],
          rulesThatWouldRequireQuestion: ['wasExcluded'],
        },
        {
          dataPointId: 'exclusionDocuments',
          labelText: 'Exclusion and reinstatement documents',
          instructionText: 'Required for federal exclusions.',
          dataType: 'FILE',
          displayType: 'FILE',
          rulesThatWouldShowQuestion: ['wasExcluded'],
          rulesThatWouldRequireQuestion: ['nonStateExclusion'],
          expressions: [{ ruleName: 'exclusionDocsMissing', condition: 'isBlank' }],
        },
        {
          dataPointId: 'exclusionDocsNote',
          labelText: 'Without documents your disclosure may be returned for revision.',
          dataType: 'STRING',
          displayType: 'DISPLAY_TEXT',
          rulesThatWouldShowQuestion: ['exclusionDocsMissing'],
        },
        {
          dataPointId: 'screeningFrequency',
          labelText: 'How often do you screen your staff against the exclusion lists?',
          dataType: 'SINGLE_SELECT',
          displayType: 'DROPDOWN',
          choices: ['Monthly', 'Quarterly', 'Annually', 'Never'],
          rulesThatWouldShowQuestion: ['answeredExclusion'],
          rulesThatWouldRequireQuestion: ['notExcluded'],
          expressions: [{ ruleName: 'neverScreens', condition: 'is', value: 'Never' }],
        },
        {
          dataPointId: 'screeningPlan',
          labelText: 'How will you start screening, and when?',
          dataType: 'STRING',
          displayType: 'TEXT',
          characterLimit: 500,
          rulesThatWouldShowQuestion: ['neverScreens'],
          rulesThatWouldRequireQuestion: ['neverScreens'],
        },
      ],
    },
    {
      id: 'attestation',
      name: 'Attestation',
      questions: [
        {
          dataPointId: 'attestationText',
          labelText:
            'I certify that the information in this disclosure is true, accurate and complete, and that I will notify the customer within 30 days of any change.',
          dataType: 'STRING',
          displayType: 'DISPLAY_TEXT',
        },
        {
          dataPointId: 'attestationConfirm',
          labelText: 'Confirmation',
          dataType: 'MULTI_SELECT',
          displayType: 'CHECKBOX',
          required: true,
          choices: [{ text: 'I confirm the answers above are true and complete', value: 'AGREE' }],
          expressions: [{ ruleName: 'readyToSign', condition: 'contains', value: 'AGREE' }],
        },
        {
          dataPointId: 'signerTitle',
          labelText: 'Title of the person signing',
          dataType: 'STRING',
          displayType: 'TEXT',
          required: true,
          characterLimit: 100,
        },
        { dataPointId: 'signedDate', labelText: 'Date', dataType: 'DATE', displayType: 'DATE', required: true },
        {
          dataPointId: 'signature',
          labelText: 'Signature',
          instructionText: 'Type your full name to sign.',
          dataType: 'SIGNATURE',
          displayType: 'SIGNATURE',
          rulesThatWouldShowQuestion: ['readyToSign'],
          rulesThatWouldRequireQuestion: ['readyToSign'],
          expressions: [{ ruleName: 'signed', condition: 'isNotBlank' }],
        },
        {
          dataPointId: 'signedNote',
          labelText: 'Thank you. Submit the form to send your disclosure.',
          dataType: 'STRING',
          displayType: 'DISPLAY_TEXT',
          rulesThatWouldShowQuestion: ['signed'],
        },
      ],
    },
  ],
});

/**
 * A complete, valid set of answers to the sample form for a corporation providing medical supplies
 * and staffing, owned by a holding, never excluded. `validateAnswers` finds no error in it.
 */
export const sampleFormAnswers: Answers = {
  legalName: 'Acme Medical Supply, Inc.',
  dbaName: 'Acme Medical',
  companyEmail: 'compliance@acmemedical.com',
  companyPhone: '(555) 123-4567',
  hqAddress: { street1: '100 Main Street', street2: 'Suite 200', city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US' },
  mailingSameAsHq: 'YES',
  entityType: 'CORPORATION',
  servicesProvided: ['MEDICAL_SUPPLIES', 'STAFFING'],
  staffingLicense: [{ id: 101, name: 'staffing-license.pdf' }],
  staffingLicenseExpiry: '2027-06-30',
  staffingSubcontracts: 'NO',
  ownerCount: '2-5',
  ownerNames: 'Jane Doe 60%, Acme Holdings 40%',
  ownershipAgreement: [{ id: 102, name: 'operating-agreement.pdf' }],
  parentCompany: 'Acme Holdings',
  parentAddress: { street1: '1 Holding Plaza', street2: '', city: 'Chicago', state: 'IL', postalCode: '60601-1234', country: 'US' },
  parentOrgChart: [{ id: 103, name: 'org-chart.pdf' }],
  managingEmployees: ['CEO', 'COMPLIANCE'],
  complianceOfficerEmail: 'officer@acmemedical.com',
  everExcluded: 'NO',
  screeningFrequency: 'Monthly',
  attestationConfirm: ['AGREE'],
  signerTitle: 'Chief Compliance Officer',
  signedDate: '2025-01-15',
  signature: { name: 'Jane Doe', signedAt: '2025-01-15T10:30:00Z' },
};
