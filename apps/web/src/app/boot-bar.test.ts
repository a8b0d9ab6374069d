import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from './routes';
import { theme } from './theme';

const INDEX_HTML = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');

describe("index.html's boot bar (decision 229)", () => {
  it("has the top bar's colours, height and the product's name, so the app's bar replaces it without a visible change", () => {
    const style = /\.boot-bar \{([^}]*)\}/.exec(INDEX_HTML)?.[1] ?? '';
    expect(style).toContain(`background: ${theme.palette.primary.main};`);
    expect(style).toContain(`color: ${theme.palette.primary.contrastText};`);
    expect(style).toContain('min-height: 64px;');
    // The AppBar's default elevation (4).
    const withoutSpaces = (css: string) => css.replace(/\s+/g, '');
    expect(withoutSpaces(style)).toContain(withoutSpaces(`box-shadow: ${theme.shadows[4]};`));
    expect(INDEX_HTML).toMatch(new RegExp(`<div class="boot-bar" aria-hidden="true">[\\s\\S]*</svg\\s*>\\s*${PRODUCT_NAME}\\s*</div>`));
  });

  it('sits inside the root element, which React empties when the app mounts', () => {
    expect(INDEX_HTML).toMatch(/<div id="root">\s*<div class="boot-bar"/);
  });
});
