/**
 * Whether the reason a vendor picks for "Not the same person" contradicts the evidence the match dialog
 * shows (issue 33): "Different date of birth" while the person's date of birth is one of the list's, or
 * "Different middle name" while the person's middle name is part of the name on the list. Returns the
 * warning to show, or null. It warns and does not refuse: the evidence shown may itself be wrong.
 */
export function reasonContradiction(reason: string, subject: Record<string, string>, record: Record<string, string>): string | null {
  if (reason === 'OTHER_DOB') {
    const dob = subject['Date of Birth']?.trim();
    const listed = (record['Date of Birth on List'] ?? '').split(',').map((value) => value.trim());
    if (dob && listed.includes(dob)) {
      return `The date of birth you have for this person (${dob}) is the same as the one on the list. Check it, or choose the reason that tells them apart.`;
    }
  }
  if (reason === 'OTHER_MIDDLE_NAME') {
    const middle = subject['Middle Name']?.trim().toLowerCase();
    const words = (record['Name on List'] ?? '').toLowerCase().split(/[\s,.]+/);
    if (middle && words.includes(middle)) {
      return `The middle name you have for this person (${subject['Middle Name']!.trim()}) is in the name on the list. Check it, or choose the reason that tells them apart.`;
    }
  }
  return null;
}
