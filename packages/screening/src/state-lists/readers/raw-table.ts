/** One sheet, HTML table or PDF document as rows of cell texts, before any header is known. */
export interface RawTable {
  name: string;
  rows: string[][];
}

/** Tells whether a row of cells is the table's header (used by readers that must find it themselves). */
export type HeaderTest = (cells: readonly string[]) => boolean;
