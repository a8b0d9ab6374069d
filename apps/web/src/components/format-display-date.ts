const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A date as MM/dd/yyyy. A calendar date ('2026-03-07') is shown as is, never shifted into the
 * browser's time zone; a timestamp is shown in local time. Empty when missing or unreadable.
 */
export function formatDisplayDate(value: string | null | undefined): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (day) return `${day[2]}/${day[3]}/${day[1]}`;
  const date = new Date(value ?? '');
  if (!value || Number.isNaN(date.getTime())) return '';
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}

/** An instant as MM/dd/yyyy HH:mm in the browser's local time (submission and upload times). */
export function formatLocalDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDisplayDate(iso)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
