import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { americanEnglish, britishWords } from './american-english.js';

RuleTester.describe = describe;
RuleTester.it = it;

describe('britishWords', () => {
  it('names each British word of a text with its American spelling', () => {
    expect(britishWords('Complete your Enrolment with your organisation’s licence.')).toEqual([
      { word: 'Enrolment', american: 'enrollment' },
      { word: 'organisation', american: 'organization' },
      { word: 'licence', american: 'license' },
    ]);
  });

  it('leaves American texts, code names and look-alike words alone', () => {
    expect(britishWords('Complete Enrollment: your organization’s license was canceled.')).toEqual([]);
    expect(britishWords('cancelled')).toEqual([]);
    expect(britishWords('CANCELLED')).toEqual([]);
    expect(britishWords('An optimistic promise: otherwise, we advise a surprise.')).toEqual([]);
  });
});

new RuleTester({ languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } } }).run(
  'text/american-english',
  americanEnglish,
  {
    valid: [
      "const label = 'Payment canceled';",
      "const state = 'cancelled';",
      'const q = sql`SELECT 1 AS enrolment`;',
      'const el = <p>Your organization is enrolled.</p>;',
    ],
    invalid: [
      { code: "const label = 'Payment cancelled';", errors: [{ messageId: 'british' }] },
      { code: 'const text = `Your ${n} enrolments`;', errors: [{ messageId: 'british' }] },
      { code: 'const el = <p>Your colour is grey.</p>;', errors: [{ messageId: 'british' }, { messageId: 'british' }] },
    ],
  },
);
