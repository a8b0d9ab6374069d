export interface ManifestEntry {
  file: string;
  imports?: string[];
}
export type Manifest = Record<string, ManifestEntry>;

export function readManifest(dist: string): Manifest;
export function staticScripts(manifest: Manifest, keys: readonly string[]): string[];
export function brotliBytes(dist: string, file: string): number;
