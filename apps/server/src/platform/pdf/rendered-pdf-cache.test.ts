import { describe, expect, it } from 'vitest';
import { RenderedPdfCache } from './rendered-pdf-cache';

function counter() {
  let renders = 0;
  return {
    render: async (renderedAt: string) => Buffer.from(`pdf ${++renders} at ${renderedAt}`),
    count: () => renders,
  };
}

describe('RenderedPdfCache', () => {
  it('renders the same data once and answers the kept PDF with its own render time', async () => {
    let now = Date.parse('2026-11-26T10:00:00Z');
    const cache = new RenderedPdfCache({ maxEntries: 10, ttlMs: 60_000, now: () => now });
    const renderer = counter();
    const first = await cache.get({ vendorId: 1, open: 2 }, renderer.render);
    now += 30_000;
    const second = await cache.get({ vendorId: 1, open: 2 }, renderer.render);
    expect(renderer.count()).toBe(1);
    expect(second.pdf.toString()).toBe(first.pdf.toString());
    expect(second.renderedAt).toBe('2026-11-26T10:00:00.000Z');
  });

  it('renders once for asks of the same data made while its render is under way, and again after a failed render', async () => {
    const cache = new RenderedPdfCache({ maxEntries: 10, ttlMs: 60_000, now: () => 0 });
    let renders = 0;
    let finish: (pdf: Buffer) => void = () => {};
    const slowRender = () => {
      renders++;
      return new Promise<Buffer>((resolve) => (finish = resolve));
    };
    const asks = [cache.get('a', slowRender), cache.get('a', slowRender), cache.get('a', slowRender)];
    finish(Buffer.from('the one render'));
    const answers = await Promise.all(asks);
    expect(renders).toBe(1);
    expect(answers.map((answer) => answer.pdf.toString())).toEqual(['the one render', 'the one render', 'the one render']);

    await expect(cache.get('b', () => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed');
    const renderer = counter();
    await cache.get('b', renderer.render);
    expect(renderer.count()).toBe(1);
  });

  it('renders again when the data changed or the kept PDF expired', async () => {
    let now = 0;
    const cache = new RenderedPdfCache({ maxEntries: 10, ttlMs: 60_000, now: () => now });
    const renderer = counter();
    await cache.get({ vendorId: 1, open: 2 }, renderer.render);
    await cache.get({ vendorId: 1, open: 3 }, renderer.render);
    expect(renderer.count()).toBe(2);
    now = 60_000;
    await cache.get({ vendorId: 1, open: 2 }, renderer.render);
    expect(renderer.count()).toBe(3);
  });

  it('forgets the least recently used document past its size', async () => {
    const cache = new RenderedPdfCache({ maxEntries: 2, ttlMs: 60_000, now: () => 0 });
    const renderer = counter();
    await cache.get('a', renderer.render);
    await cache.get('b', renderer.render);
    await cache.get('a', renderer.render); // a is now the most recent
    await cache.get('c', renderer.render); // b goes
    expect(renderer.count()).toBe(3);
    await cache.get('a', renderer.render);
    expect(renderer.count()).toBe(3);
    await cache.get('b', renderer.render);
    expect(renderer.count()).toBe(4);
  });
});
