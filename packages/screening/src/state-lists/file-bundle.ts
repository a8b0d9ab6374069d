/**
 * Several files of one list as one byte string, so a source that publishes its list in more than one
 * file (MN: one workbook of groups, one of individuals) is uploaded, downloaded, hashed and imported as
 * one snapshot through the same one-file path as every other source. The layout is a first line
 * `VP-LIST-BUNDLE 1`, then per file a line `<byte length> <URI-encoded name>` followed by the bytes.
 */
const MAGIC = 'VP-LIST-BUNDLE 1\n';

export interface BundledFile {
  name: string;
  data: Buffer;
}

/** The files as one bundle; a single file stays itself (nothing to bundle). */
export function bundleFiles(files: readonly BundledFile[]): Buffer {
  if (files.length === 1) return files[0]!.data;
  return Buffer.concat([
    Buffer.from(MAGIC),
    ...files.flatMap((file) => [Buffer.from(`${file.data.length} ${encodeURIComponent(file.name)}\n`), file.data]),
  ]);
}

/** The name a bundle is stored under: "groups.xlsx + individuals.xlsx". */
export function bundleName(files: readonly Pick<BundledFile, 'name'>[]): string {
  return files.map((file) => file.name).join(' + ');
}

/** The files of a bundle, or undefined when the bytes are one ordinary file. Throws on a cut-off bundle. */
export function unbundleFiles(data: Buffer): BundledFile[] | undefined {
  if (data.subarray(0, MAGIC.length).toString('latin1') !== MAGIC) return undefined;
  const files: BundledFile[] = [];
  let at = MAGIC.length;
  while (at < data.length) {
    const end = data.indexOf(0x0a, at);
    const entry = /^(\d+) (\S+)$/.exec(data.subarray(at, end === -1 ? data.length : end).toString('latin1'));
    if (end === -1 || !entry) throw new Error('the bundle of files is damaged');
    const length = Number(entry[1]);
    if (end + 1 + length > data.length) throw new Error(`the bundle of files is cut off in ${decodeURIComponent(entry[2]!)}`);
    files.push({ name: decodeURIComponent(entry[2]!), data: data.subarray(end + 1, end + 1 + length) });
    at = end + 1 + length;
  }
  return files;
}
