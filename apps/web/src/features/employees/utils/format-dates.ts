const pad = (value: number) => String(value).padStart(2, '0');

/**
 * An ISO calendar date ('1980-03-07') as MM/dd/yyyy ('03/07/1980'); empty for a missing date. The
 * date is a day, not an instant, so it is never shifted into the browser's time zone.
 */
export function formatIsoDate(iso: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  return match ? `${match[2]}/${match[3]}/${match[1]}` : '';
}

/** An instant (ISO timestamp) as MM/dd/yyyy HH:mm in the browser's local time (Upload History, spec 000 §2). */
export function formatLocalDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
