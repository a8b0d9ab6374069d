import { describe, expect, it } from 'vitest';
import { fixtureBytes } from '../state-test-support';
import { pdfTextItemsInThread } from './pdf-text-items-thread';

describe('the PDF text thread', { timeout: 30_000 }, () => {
  it('answers each of several PDFs asked at once with its own pages', async () => {
    const [alaska, arizona, alaskaAgain] = await Promise.all(
      [fixtureBytes('AK'), fixtureBytes('AZ'), fixtureBytes('AK')].map((data) => pdfTextItemsInThread(data)),
    );
    expect(alaska).toHaveLength(3);
    expect(arizona).toHaveLength(1);
    expect(alaskaAgain).toEqual(alaska);
  });

  it('fails a file that is not a PDF alone and reads the next PDF', async () => {
    const [broken, next] = await Promise.allSettled([
      pdfTextItemsInThread(Buffer.from('not a PDF at all')),
      pdfTextItemsInThread(fixtureBytes('AZ')),
    ]);
    expect(broken.status).toBe('rejected');
    expect(next.status === 'fulfilled' && next.value.flat().some((item) => item.text !== '')).toBe(true);
  });
});
