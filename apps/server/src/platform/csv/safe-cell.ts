/** A spreadsheet cell that starts with = + - @ or a control character is made inert (CSV formula injection). */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
