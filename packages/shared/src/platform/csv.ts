/** A spreadsheet cell that starts with = + - @ or a control character is made inert (CSV formula injection). */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One field of a CSV line (RFC 4180): quoted when it holds a comma, a quote or a line break. */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * Rows as CSV text with CRLF line ends, every cell formula-safe (`safeCell`), as the server's CSV
 * exports write them. For files built where csv-stringify is not at hand (the browser).
 */
export function toSafeCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map((cell) => csvField(safeCell(cell))).join(',')).join('\r\n') + '\r\n';
}
