import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATE_FIXTURES } from '../fixtures/state-fixtures';
import { stateSource } from '../registry';
import { unbundleFiles } from '../file-bundle';
import { fixtureBytes, minnesotaWorkbooks, parseAs } from '../state-test-support';
import { fetchSourceFile, withEntryAddress } from './fetch-source';

const FAST = { retries: 2, retryDelayMs: 1, timeoutMs: 2_000 };

describe('fetch strategies against a local HTTP server', { timeout: 30_000 }, () => {
  let base = '';
  let flakyCalls = 0;
  const posted: string[] = [];
  const soapRequests: Array<{ action: string; type: string; body: string }> = [];
  const server = http.createServer((request, response) => {
    const send = (status: number, body: string | Buffer, headers: Record<string, string> = {}) =>
      response.writeHead(status, headers).end(body);
    const path = new URL(request.url!, 'http://x').pathname;
    if (path === '/files/ga.xlsx') return send(200, fixtureBytes('GA'));
    if (path === '/files/me.xlsx') return send(200, fixtureBytes('ME'));
    if (path === '/files/old.xlsx') return send(200, 'an old file');
    if (path === '/ky.xlsx') return send(200, fixtureBytes('KY'));
    if (path === '/mn/groups.xlsx') return send(200, mnWorkbooks[0]!.data);
    if (path === '/mn/individuals.xlsx') return send(200, mnWorkbooks[1]!.data);
    if (path === '/mn.html')
      return send(
        200,
        '<a href="/mn/groups.xlsx">Excluded groups (Excel)</a> <a href="/news">Individual news</a> <a href="/mn/individuals.xlsx">Excluded individuals (Excel)</a>',
      );
    if (path === '/_vti_bin/Lists.asmx' && request.method === 'POST') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        soapRequests.push({ action: String(request.headers.soapaction), type: String(request.headers['content-type']), body });
        const rows = fixtureBytes('OR')
          .toString('utf8')
          .replace(/^<\?xml[^>]*>\s*/, '');
        send(
          200,
          `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><GetListItemsResponse xmlns="http://schemas.microsoft.com/sharepoint/soap/"><GetListItemsResult>${rows}</GetListItemsResult></GetListItemsResponse></soap:Body></soap:Envelope>`,
          { 'content-type': 'text/xml; charset=utf-8' },
        );
      });
      return;
    }
    if (path === '/page.html')
      return send(200, '<html><body><a href="/about">About</a><a href="files/ga.xlsx">Georgia OIG Exclusions (Excel)</a></body></html>');
    if (path === '/postback.aspx' && request.method === 'GET') {
      return send(
        200,
        '<form method="post" action="postback.aspx"><input type="hidden" name="__VIEWSTATE" value="vs1"><input type="hidden" name="__EVENTVALIDATION" value="ev1"></form>',
      );
    }
    if (path === '/postback.aspx') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        posted.push(body);
        send(200, fixtureBytes('TX'), { 'content-disposition': 'attachment; filename="Exclusions.xls"' });
      });
      return;
    }
    if (path === '/sharepoint.aspx') {
      const rows = [
        { FileLeafRef: 'PI0008-PM Monthly Exclusion Report.xlsx', FileRef: '/files/old.xlsx', Modified: '1/1/2024 10:00 AM' },
        { FileLeafRef: 'PI0008-PM Monthly Exclusion Report.xlsx', FileRef: '/files/me.xlsx', Modified: '6/1/2024 10:00 AM' },
      ];
      return send(200, `<script>var WPQ2ListData = ${JSON.stringify({ Row: rows })};</script>`);
    }
    if (path === '/flaky.json') return ++flakyCalls < 3 ? send(503, 'busy') : send(200, fixtureBytes('TN'));
    if (path === '/slow') return; // never answers
    return send(404, 'not found');
  });
  let mnWorkbooks: Array<{ name: string; data: Buffer }> = [];
  beforeAll(async () => {
    mnWorkbooks = await minnesotaWorkbooks();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const fetchAs = async (state: string, address: string) =>
    fetchSourceFile(withEntryAddress(stateSource(state)!.fetch, `${base}${address}`), FAST);

  it('downloads a direct file', async () => {
    const fetched = await fetchAs('KY', '/ky.xlsx');
    expect(fetched.fileName).toBe('ky.xlsx');
    expect((await parseAs('KY', fetched.data)).records).toHaveLength(STATE_FIXTURES.KY!.records);
  });

  it('follows the link a page gives to the file', async () => {
    const fetched = await fetchAs('GA', '/page.html');
    expect(fetched.url).toBe(`${base}/files/ga.xlsx`);
    expect((await parseAs('GA', fetched.data)).records).toHaveLength(STATE_FIXTURES.GA!.records);
  });

  it('fetches both files of a list published as two workbooks (MN) as one bundle', async () => {
    const fetched = await fetchAs('MN', '/mn.html');
    expect(fetched.fileName).toBe('groups.xlsx + individuals.xlsx');
    expect(unbundleFiles(fetched.data)?.map((f) => f.name)).toEqual(['groups.xlsx', 'individuals.xlsx']);
    expect((await parseAs('MN', fetched.data)).records).toHaveLength(STATE_FIXTURES.MN!.records);
  });

  it('posts an ASP.NET form back with its hidden fields and the event target', async () => {
    const fetched = await fetchAs('TX', '/postback.aspx');
    expect(fetched.fileName).toBe('Exclusions.xls');
    const fields = new URLSearchParams(posted[0]);
    expect(Object.fromEntries(fields)).toMatchObject({
      __VIEWSTATE: 'vs1',
      __EVENTVALIDATION: 'ev1',
      __EVENTTARGET: 'dnn$ctr384$DownloadExclusionsFile$lb_DownloadFile',
    });
    expect((await parseAs('TX', fetched.data)).records).toHaveLength(STATE_FIXTURES.TX!.records);
  });

  it('takes the newest file of a SharePoint list', async () => {
    const fetched = await fetchAs('ME', '/sharepoint.aspx');
    expect(fetched.url).toBe(`${base}/files/me.xlsx`);
    expect((await parseAs('ME', fetched.data)).records).toHaveLength(STATE_FIXTURES.ME!.records);
  });

  it("asks a SharePoint list's web service for its rows with a GetListItems SOAP request (OR)", async () => {
    const fetched = await fetchAs('OR', '/_vti_bin/Lists.asmx');
    expect(soapRequests).toHaveLength(1);
    expect(soapRequests[0]).toMatchObject({
      action: '"http://schemas.microsoft.com/sharepoint/soap/GetListItems"',
      type: 'text/xml; charset=utf-8',
    });
    expect(soapRequests[0]!.body).toContain('<listName>Convictions</listName>');
    expect(fetched.fileName).toBe('Convictions-GetListItems.xml');
    const { records } = await parseAs('OR', fetched.data);
    expect(records.map((r) => r.names.full).sort()).toEqual(['CEDRIC FIRWOOD', 'MAVIS ALDER']);
    await expect(fetchAs('OR', '/page.html')).rejects.toThrow(/answered HTTP 404|did not answer GetListItems/);
  });

  it('retries a JSON endpoint that answers 503 and reads its rows', async () => {
    const fetched = await fetchAs('TN', '/flaky.json');
    expect(flakyCalls).toBe(3);
    expect((await parseAs('TN', fetched.data)).records).toHaveLength(STATE_FIXTURES.TN!.records);
  });

  it('gives up with the address and the reason: a 404 at once, a silent server after the timeout', async () => {
    await expect(fetchAs('KY', '/gone.xlsx')).rejects.toThrow(`Download of ${base}/gone.xlsx failed: ${base}/gone.xlsx answered HTTP 404`);
    await expect(fetchSourceFile({ kind: 'direct', url: `${base}/slow` }, { retries: 0, timeoutMs: 200 })).rejects.toThrow(
      'timed out after 200 ms',
    );
    await expect(fetchAs('GA', '/postback.aspx')).rejects.toThrow(/No link matching/);
  });
});
