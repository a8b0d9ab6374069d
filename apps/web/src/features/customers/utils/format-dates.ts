const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO calendar date ('2025-03-01') as MM/dd/yyyy, never shifted into the browser's time zone; '' when missing. */
export function formatDay(iso: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  return match ? `${match[2]}/${match[3]}/${match[1]}` : '';
}

/** An instant as MM/dd/yyyy HH:mm in the browser's local time. */
export function formatLocalDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
