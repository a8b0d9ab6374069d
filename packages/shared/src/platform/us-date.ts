const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A date as MM/DD/YYYY, the one format customers read (screens and PDFs). A calendar date or a text
 * starting with one ('2026-03-07', '2026-03-07T10:00:00Z') keeps its day as written; a Date shows its
 * UTC day. Empty when missing or unreadable.
 */
export function usDate(value: string | Date | null | undefined): string {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    return `${pad(value.getUTCMonth() + 1)}/${pad(value.getUTCDate())}/${value.getUTCFullYear()}`;
  }
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  return day ? `${day[2]}/${day[3]}/${day[1]}` : '';
}

/** An instant as "MM/DD/YYYY HH:mm UTC" (a server-made document has no reader's time zone to use). */
export function usDateTimeUtc(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${usDate(date)} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`;
}

/** How a customer reads an exclusion list's version: "OIG LEIE, list of 11/01/2026" (never its file name). */
export function listOfDate(sourceName: string, listDate: string | Date | null | undefined): string {
  const day = usDate(listDate);
  return day ? `${sourceName}, list of ${day}` : sourceName;
}
