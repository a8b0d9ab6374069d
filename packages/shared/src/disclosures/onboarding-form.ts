import { FormDefinition, type Choice } from './question-model';

const YES_NO: Choice[] = [
  { text: 'Yes', value: 'YES' },
  { text: 'No', value: 'NO' },
];

/**
 * A short new-vendor disclosure for demo data: the form a client asks of vendors at signup (the signup
 * wizard's form step). Its rules:
 * - wasExcluded: everExcluded is YES → shows and requires exclusionDetails
 * - subcontracts: usesSubcontractors is YES → shows and requires subcontractorNames
 */
export const onboardingForm: FormDefinition = FormDefinition.parse({
  name: 'New Vendor Questionnaire',
  questionGroups: [
    {
      id: 'vendor',
      name: 'About Your Company',
      questions: [
        {
          dataPointId: 'contactName',
          labelText: 'Compliance contact name',
          dataType: 'STRING',
          displayType: 'TEXT',
          required: true,
          characterLimit: 100,
        },
        {
          dataPointId: 'everExcluded',
          labelText: 'Has your company, an owner or a managing employee ever been excluded from a federal or state health program?',
          dataType: 'BOOLEAN',
          displayType: 'RADIO',
          required: true,
          choices: YES_NO,
          expressions: [{ ruleName: 'wasExcluded', condition: 'is', value: 'YES' }],
        },
        {
          dataPointId: 'exclusionDetails',
          labelText: 'Who was excluded, by which agency, and when?',
          dataType: 'STRING',
          displayType: 'TEXT',
          characterLimit: 500,
          rulesThatWouldShowQuestion: ['wasExcluded'],
          rulesThatWouldRequireQuestion: ['wasExcluded'],
        },
        {
          dataPointId: 'usesSubcontractors',
          labelText: 'Will subcontractors deliver any of your services to us?',
          dataType: 'BOOLEAN',
          displayType: 'RADIO',
          required: true,
          choices: YES_NO,
          expressions: [{ ruleName: 'subcontracts', condition: 'is', value: 'YES' }],
        },
        {
          dataPointId: 'subcontractorNames',
          labelText: 'Names of your subcontractors',
          dataType: 'STRING',
          displayType: 'TEXT',
          characterLimit: 500,
          rulesThatWouldShowQuestion: ['subcontracts'],
          rulesThatWouldRequireQuestion: ['subcontracts'],
        },
      ],
    },
  ],
});
