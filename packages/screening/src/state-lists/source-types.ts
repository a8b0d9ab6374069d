import type { TableSpec } from './table-spec';

/** The file formats the state lists come in. */
export type StateListFormat = 'csv' | 'tsv' | 'xlsx' | 'xls' | 'pdf' | 'html' | 'json' | 'sharepoint-xml';

/**
 * How a source's current file is found and fetched (see fetch/fetch-source.ts):
 * * direct: the address is the file;
 * * page-link: the file is the first link on a page whose text or address matches; a list published
 *   in several files (MN) gives one pattern per file, and the files come back as one bundle
 *   (file-bundle.ts);
 * * aspnet-postback: the file comes back from posting a page's form (__VIEWSTATE…) with an event target;
 * * sharepoint-list: the newest file named in the list JSON a SharePoint page embeds;
 * * sharepoint-soap: the rows of a SharePoint list, asked of its Lists.asmx web service (GetListItems);
 * * json: a JSON endpoint holds the rows themselves.
 */
export type FetchStrategy =
  | { kind: 'direct'; url: string }
  | { kind: 'page-link'; page: string; link: RegExp | readonly RegExp[] }
  | { kind: 'aspnet-postback'; page: string; eventTarget: string }
  | { kind: 'sharepoint-list'; page: string; file: RegExp }
  | { kind: 'sharepoint-soap'; url: string; listName: string }
  | { kind: 'json'; url: string };

/** How often a publisher updates its list, as far as known (most say nothing; monthly is common). */
export type Cadence = 'weekly' | 'monthly' | 'quarterly' | 'irregular';

/** One state (or DC) Medicaid exclusion, termination or sanction list. */
export interface StateSource {
  id: `state:${string}`;
  state: string;
  /** The list's own name, shown to admins, vendors and clients. */
  name: string;
  publisher: string;
  /** The publisher's page about the list (for people). */
  page: string;
  format: StateListFormat;
  fetch: FetchStrategy;
  /** Rows a complete file has at least (STATE-LISTS.md); far fewer means a broken download. */
  minRecords: number;
  cadence: Cadence;
  table: TableSpec;
  /** Why the download may need an admin (geofencing, bot blocking, a JavaScript portal…). */
  downloadNote?: string;
}

/** A jurisdiction that publishes no list of its own (it relies on the OIG LEIE). */
export interface NoListJurisdiction {
  id: `state:${string}`;
  state: string;
  name: string;
  noList: true;
}
