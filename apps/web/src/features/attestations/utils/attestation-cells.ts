import { ATTESTATION_COLUMNS, FORM_STATUS_TEXT, type AttestationColumn, type FormStatusText } from '@app/shared/clients/attestations';
import type { StatusDotColor } from '../../../components/status-dot';

/** Text longer than this is truncated with the whole text on hover (spec 002 §9); vendor numbers get 28. */
export const TRUNCATE_AT = 20;
export const VENDOR_NUMBER_TRUNCATE_AT = 28;

/** The shown part of a text and whether it was cut. */
export function truncate(text: string, max: number): { shown: string; truncated: boolean } {
  return text.length > max ? { shown: `${text.slice(0, max)}…`, truncated: true } : { shown: text, truncated: false };
}

/** Dot colour of a form status: red past due, amber due, blue in progress or not started, green complete. */
export const FORM_STATUS_COLOR: Record<FormStatusText, StatusDotColor> = {
  [FORM_STATUS_TEXT.PAST_DUE]: 'error',
  [FORM_STATUS_TEXT.DUE]: 'warning',
  [FORM_STATUS_TEXT.PENDING]: 'info',
  [FORM_STATUS_TEXT.NOT_STARTED]: 'info',
  [FORM_STATUS_TEXT.COMPLETE]: 'success',
};

export type ColumnVisibility = Record<AttestationColumn, boolean>;

/**
 * The table before the user picks its columns: every column but TINs and Managed By, which the Columns
 * menu shows, so that status and next due date fit a 1440 px desktop without sideways scroll (issue 30).
 * The CSV always has every column.
 */
export const DEFAULT_COLUMNS = {
  ...(Object.fromEntries(ATTESTATION_COLUMNS.map((column) => [column.value, true])) as ColumnVisibility),
  tins: false,
  managedBy: false,
};

/** Column visibility from the stored preference (JSON list of {value, visible}) over the defaults; unknown or broken values are ignored. */
export function columnVisibilityFrom(stored: string | null | undefined): ColumnVisibility {
  const visibility = { ...DEFAULT_COLUMNS };
  if (!stored) return visibility;
  try {
    const entries: unknown = JSON.parse(stored);
    if (!Array.isArray(entries)) return visibility;
    for (const entry of entries as { value?: unknown; visible?: unknown }[]) {
      if (typeof entry?.value === 'string' && entry.value in visibility && typeof entry.visible === 'boolean') {
        visibility[entry.value as AttestationColumn] = entry.visible;
      }
    }
  } catch {
    return visibility;
  }
  return visibility;
}

/** The preference value of a visibility: a JSON list of column value and visible (spec 002 §7). */
export const columnVisibilityValue = (visibility: ColumnVisibility) =>
  JSON.stringify(ATTESTATION_COLUMNS.map((column) => ({ value: column.value, visible: visibility[column.value] })));
