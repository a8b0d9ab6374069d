import { describe, expect, it } from 'vitest';
import { firstScreenChunks } from './first-screen-preloads';

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = [], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId,
  imports,
  isEntry,
});

/** An entry with a shared core, a roster page with a chunk of its own and one it shares with the menus. */
const BUNDLE = {
  'assets/index.js': chunk('assets/index.js', '/app/index.html', ['assets/core.js'], true),
  'assets/core.js': chunk('assets/core.js', null),
  'assets/menus.js': chunk('assets/menus.js', '/app/src/menus.tsx', ['assets/core.js', 'assets/Menu.js']),
  'assets/Menu.js': chunk('assets/Menu.js', null, ['assets/core.js']),
  'assets/roster.js': chunk('assets/roster.js', '/app/src/roster.tsx', ['assets/core.js', 'assets/Menu.js', 'assets/Select.js']),
  'assets/Select.js': chunk('assets/Select.js', null, ['assets/Menu.js']),
  'assets/style.css': { type: 'asset' as const },
};

describe('the chunks of the first screens (decision 232)', () => {
  it("lists each page's chunks and their imports once, without what the entry or the menus already load", () => {
    const chunks = firstScreenChunks(
      BUNDLE,
      { pages: { '/employees': 'src/roster.tsx' }, signedIn: 'src/menus.tsx' },
      { root: '/app', base: '/v2/' },
    );
    expect(chunks).toEqual({
      signedIn: ['/v2/assets/menus.js', '/v2/assets/Menu.js'],
      pages: { '/employees': ['/v2/assets/roster.js', '/v2/assets/Select.js'] },
    });
  });

  it('fails the build when a listed page has no chunk of its own', () => {
    expect(() =>
      firstScreenChunks(BUNDLE, { pages: { '/gone': 'src/gone.tsx' }, signedIn: 'src/menus.tsx' }, { root: '/app', base: '/v2/' }),
    ).toThrow('No chunk of its own for src/gone.tsx');
  });
});
