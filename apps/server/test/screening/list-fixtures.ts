import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const LEIE_HEADER =
  '"LASTNAME","FIRSTNAME","MIDNAME","BUSNAME","GENERAL","SPECIALTY","UPIN","NPI","DOB","ADDRESS","CITY","STATE","ZIP","EXCLTYPE","EXCLDATE","REINDATE","WAIVERDATE","WVRSTATE"';

/** One LEIE business row in the real layout. */
export function leieBusinessRow(
  name: string,
  options: { npi?: string; excludedOn?: string; reinstatedOn?: string; city?: string } = {},
): string {
  return `,," ","${name}","OTHER BUSINESS","CLINIC",,"${options.npi ?? '0000000000'}",,"1 MAIN ST","${options.city ?? 'MIAMI'}","FL","33132","1128b7","${options.excludedOn ?? '20160115'}","${options.reinstatedOn ?? '00000000'}","00000000",`;
}

/** One LEIE person row in the real layout. */
export function leiePersonRow(last: string, first: string, dob: string, options: { reinstatedOn?: string } = {}): string {
  return `"${last}","${first}","",,"NURSING PROFESSION","NURSE/NURSES AIDE",,"0000000000","${dob}","225 NW COUCH ST","PORTLAND","OR","97209","1128a3","20101118","${options.reinstatedOn ?? '00000000'}","00000000",`;
}

/** Writes a list file with the given name into a fresh temporary folder. */
export function writeListFile(name: string, lines: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-list-'));
  const file = path.join(dir, name);
  fs.writeFileSync(file, `${lines.join('\r\n')}\r\n`);
  return file;
}
