import { Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyWithPreload } from './lazy-with-preload';

function Greeting() {
  return <p>Hello</p>;
}

/** Renders the component in a Suspense boundary whose fallback says "Loading". */
function render(Component: ComponentType): string {
  return renderToString(
    <Suspense fallback={<p>Loading</p>}>
      <Component />
    </Suspense>,
  );
}

describe('a lazy page whose code was fetched ahead (decision 230)', () => {
  it('renders at once once its preload has answered, without showing the fallback first', async () => {
    let imports = 0;
    const Page = lazyWithPreload(async () => {
      imports++;
      return { default: Greeting };
    });
    const module = await Page.preload();
    expect(module?.default).toBe(Greeting);
    expect(render(Page)).toContain('Hello');
    expect(imports).toBe(1);
  });

  it('shows the fallback while the code has not arrived', () => {
    const Page = lazyWithPreload(() => new Promise<{ default: typeof Greeting }>(() => undefined));
    expect(render(Page)).toContain('Loading');
  });

  it('answers undefined from a failed preload and leaves the failure to the lazy render', async () => {
    const Page = lazyWithPreload<typeof Greeting, { default: typeof Greeting }>(() => Promise.reject(new Error('offline')));
    await expect(Page.preload()).resolves.toBeUndefined();
  });
});
