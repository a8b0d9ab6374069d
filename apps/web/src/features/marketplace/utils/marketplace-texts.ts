/** Marketplace texts (spec 001 §2, §8). */
export const MARKETPLACE_SAVE_FAILED = 'Could not save marketplace profile';
export const MARKETPLACE_INTRO =
  'The Marketplace is a directory of preferred vendors where healthcare organizations look for suppliers. A profile tells them who you are, what you offer and where you serve.';
export const MARKETPLACE_FINISH_LATER = 'Your Marketplace profile cannot be edited right now. You can finish it later.';
export const MARKETPLACE_OPTIONAL_AT_SIGNUP =
  'A Marketplace profile is optional. You can skip this step and create or finish your profile later under My Account.';
