import type { Rule } from 'eslint';

/** The rule `text/american-english` (american-english.js), typed for its test. */
export declare const americanEnglish: Rule.RuleModule;
/** The British words of a text with their American spelling. */
export declare function britishWords(text: string): { word: string; american: string }[];
