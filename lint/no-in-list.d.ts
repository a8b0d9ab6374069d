import type { Rule } from 'eslint';

/** The rule `sql/no-in-list` (no-in-list.js), typed for its test. */
export declare const noInList: Rule.RuleModule;
