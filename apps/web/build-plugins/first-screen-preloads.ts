import path from 'node:path';
import type { Plugin } from 'vite';

/** What index.html's start-up script reads: hrefs to preload for every signed-in page, and per hash path. */
interface FirstScreenChunks {
  signedIn: string[];
  pages: Record<string, string[]>;
}

/** The placeholder in index.html's start-up script that the build fills in. */
const FIRST_SCREEN_CHUNKS_PLACEHOLDER = '/* first-screen-chunks */ { signedIn: [], pages: {} }';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  isEntry: boolean;
}
type BundleLike = Record<string, ChunkLike | { type: 'asset' }>;

/**
 * Lists in index.html the chunks of the pages most often opened cold (decision 232): the start-up script
 * there adds a `<link rel="modulepreload">` for each chunk of the page the address asks for (and of the
 * signed-in menus) when a session may exist, so they download alongside the entry script instead of after
 * it has run. Chunks the entry loads anyway are left out. `pages` maps hash paths to page modules,
 * relative to the web app's root.
 */
export function firstScreenPreloads(options: { pages: Readonly<Record<string, string>>; signedIn: string }): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'first-screen-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const chunks = firstScreenChunks(context.bundle as unknown as BundleLike, options, { root, base });
        if (!html.includes(FIRST_SCREEN_CHUNKS_PLACEHOLDER)) throw new Error('index.html lacks the first-screen-chunks placeholder');
        return html.replace(FIRST_SCREEN_CHUNKS_PLACEHOLDER, JSON.stringify(chunks));
      },
    },
  };
}

/** The hrefs of each listed module's chunk and its static imports, without what the entry loads. */
export function firstScreenChunks(
  bundle: BundleLike,
  options: { pages: Readonly<Record<string, string>>; signedIn: string },
  site: { root: string; base: string },
): FirstScreenChunks {
  const chunks = Object.values(bundle).filter((item): item is ChunkLike => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: ChunkLike[]): Set<string> => {
    const seen = new Set<string>();
    const visit = (chunk: ChunkLike | undefined) => {
      if (!chunk || seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      chunk.imports.forEach((file) => visit(byFile.get(file)));
    };
    start.forEach(visit);
    return seen;
  };
  const loadedByEntry = closure(chunks.filter((chunk) => chunk.isEntry));
  const hrefsOf = (module: string): string[] => {
    const id = path.resolve(site.root, module);
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === id);
    if (!chunk) throw new Error(`No chunk of its own for ${module}: is it still loaded lazily?`);
    return [...closure([chunk])].filter((file) => !loadedByEntry.has(file)).map((file) => `${site.base}${file}`);
  };
  const signedIn = hrefsOf(options.signedIn);
  const pages = Object.fromEntries(
    Object.entries(options.pages).map(([hashPath, module]) => [hashPath, hrefsOf(module).filter((href) => !signedIn.includes(href))]),
  );
  return { signedIn, pages };
}
