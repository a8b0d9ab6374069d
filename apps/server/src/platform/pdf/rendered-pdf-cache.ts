import { createHash } from 'node:crypto';
import { SingleFlight } from '../concurrency/single-flight';

/**
 * Keeps recently rendered PDFs by the data they were rendered from, so asking again for a document whose
 * data has not changed costs the queries but not the render (a compliance report is read far more often
 * than its vendor's data changes). Entries expire after `ttlMs`; the least recently used goes first
 * once `maxEntries` are kept. Per process: every API node keeps its own.
 */
export class RenderedPdfCache {
  private readonly entries = new Map<string, { pdf: Buffer; renderedAt: string; expiresAt: number }>();
  /** Renders under way by key: a second ask for the same data waits for the first render instead of starting its own. */
  private readonly rendering = new SingleFlight<{ pdf: Buffer; renderedAt: string }>();

  constructor(
    private readonly options: { maxEntries: number; ttlMs: number; now?: () => number } = { maxEntries: 200, ttlMs: 10 * 60_000 },
  ) {}

  /**
   * The PDF of `data` rendered earlier, or `render()`'s, kept. `renderedAt` is when the kept PDF was
   * rendered: the caller shows it as the document's generation time so the file and its name agree.
   */
  async get(data: unknown, render: (renderedAt: string) => Promise<Buffer>): Promise<{ pdf: Buffer; renderedAt: string }> {
    const key = createHash('sha256').update(JSON.stringify(data)).digest('base64url');
    const now = this.now();
    const kept = this.entries.get(key);
    this.entries.delete(key);
    if (kept && kept.expiresAt > now) {
      this.entries.set(key, kept);
      return kept;
    }
    return this.rendering.run(key, () => this.render(key, now, render));
  }

  private async render(key: string, now: number, render: (renderedAt: string) => Promise<Buffer>) {
    const renderedAt = new Date(now).toISOString();
    const entry = { pdf: await render(renderedAt), renderedAt, expiresAt: now + this.options.ttlMs };
    this.entries.set(key, entry);
    while (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return entry;
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }
}
