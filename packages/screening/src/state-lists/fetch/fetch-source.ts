import * as cheerio from 'cheerio';
import { bundleFiles, bundleName } from '../file-bundle';
import type { FetchStrategy } from '../source-types';
import { checkGetListItemsAnswer, GET_LIST_ITEMS_ACTION, getListItemsEnvelope } from './sharepoint-soap';

/** A file fetched from a publisher. */
export interface FetchedFile {
  data: Buffer;
  /** The file's name from its address or Content-Disposition, for the snapshot record. */
  fileName: string;
  url: string;
}

export interface FetchOptions {
  /** Per request. */
  timeoutMs?: number;
  /** Further attempts after a failed one (network error, timeout, HTTP 5xx or 429). */
  retries?: number;
  /** Wait before retry n is n × this. */
  retryDelayMs?: number;
}

const USER_AGENT = 'VendorProof exclusion-list monitor (+https://vendorproof.example/lists)';

class HttpError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`${url} answered HTTP ${status}`);
  }
}

function retryable(error: unknown): boolean {
  return !(error instanceof HttpError) || error.status >= 500 || error.status === 429;
}

async function request(url: string, init: RequestInit, options: FetchOptions): Promise<Response> {
  const attempts = 1 + (options.retries ?? 2);
  let last: unknown;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const response = await fetch(url, {
        ...init,
        redirect: 'follow',
        headers: { 'user-agent': USER_AGENT, ...(init.headers as Record<string, string>) },
        signal: AbortSignal.timeout(options.timeoutMs ?? 120_000),
      });
      if (!response.ok) throw new HttpError(url, response.status);
      return response;
    } catch (error) {
      last = error;
      if (!retryable(error) || attempt === attempts) break;
      await new Promise((resolve) => setTimeout(resolve, attempt * (options.retryDelayMs ?? 5_000)));
    }
  }
  const reason =
    last instanceof Error
      ? last.name === 'TimeoutError'
        ? `timed out after ${options.timeoutMs ?? 120_000} ms`
        : last.message
      : String(last);
  throw new Error(`Download of ${url} failed: ${reason}`);
}

async function file(response: Response, url: string): Promise<FetchedFile> {
  const disposition = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(response.headers.get('content-disposition') ?? '');
  const fromUrl = decodeURIComponent(new URL(response.url || url).pathname.split('/').pop() ?? '');
  return {
    data: Buffer.from(await response.arrayBuffer()),
    fileName: disposition?.[1] ?? (fromUrl || 'download'),
    url: response.url || url,
  };
}

async function page(url: string, options: FetchOptions): Promise<{ $: cheerio.CheerioAPI; html: string; url: string }> {
  const response = await request(url, {}, options);
  const html = await response.text();
  return { $: cheerio.load(html), html, url: response.url || url };
}

/**
 * page-link: per pattern, the first `<a>` whose text or address matches, resolved against the page;
 * several patterns (a list published in several files) give one bundle of the files.
 */
async function linkedFiles(pageUrl: string, link: RegExp | readonly RegExp[], options: FetchOptions): Promise<FetchedFile> {
  const { $, url } = await page(pageUrl, options);
  const anchors = $('a[href]')
    .toArray()
    .map((a) => ({ text: $(a).text().trim(), href: $(a).attr('href')! }));
  const files: FetchedFile[] = [];
  for (const pattern of Array.isArray(link) ? link : [link]) {
    const href = anchors.find((a) => pattern.test(a.text) || pattern.test(a.href))?.href;
    if (!href) throw new Error(`No link matching ${pattern} on ${url}`);
    const target = new URL(href, url).toString();
    files.push(await file(await request(target, { headers: { referer: url } }, options), target));
  }
  if (files.length === 1) return files[0]!;
  return {
    data: bundleFiles(files.map((f) => ({ name: f.fileName, data: f.data }))),
    fileName: bundleName(files.map((f) => ({ name: f.fileName }))),
    url,
  };
}

/** aspnet-postback: posts the page's form back with its hidden fields (__VIEWSTATE…) and the event target. */
async function postedBack(pageUrl: string, eventTarget: string, options: FetchOptions): Promise<FetchedFile> {
  const { $, url } = await page(pageUrl, options);
  const form = $('form').first();
  const fields = new URLSearchParams();
  form.find('input[type=hidden][name]').each((_i, input) => void fields.set($(input).attr('name')!, $(input).attr('value') ?? ''));
  fields.set('__EVENTTARGET', eventTarget);
  fields.set('__EVENTARGUMENT', '');
  const action = new URL(form.attr('action') || url, url).toString();
  const response = await request(
    action,
    { method: 'POST', body: fields, headers: { 'content-type': 'application/x-www-form-urlencoded', referer: url } },
    options,
  );
  return file(response, action);
}

/** sharepoint-list: the newest matching file in the list data a SharePoint page embeds (`WPQ2ListData = {…};`). */
async function sharePointFile(pageUrl: string, name: RegExp, options: FetchOptions): Promise<FetchedFile> {
  const { html, url } = await page(pageUrl, options);
  const json = /WPQ\d+ListData\s*=\s*(\{[\s\S]*?\});/.exec(html)?.[1];
  if (!json) throw new Error(`No SharePoint list data on ${url}`);
  const rows = ((JSON.parse(json) as { Row?: Array<Record<string, string>> }).Row ?? []).filter((row) => name.test(row.FileLeafRef ?? ''));
  const newest = rows.sort((a, b) => Date.parse(b.Modified ?? '') - Date.parse(a.Modified ?? ''))[0];
  if (!newest?.FileRef) throw new Error(`No file matching ${name} in the SharePoint list on ${url}`);
  const target = new URL(newest.FileRef, url).toString();
  return file(await request(target, { headers: { referer: url } }, options), target);
}

/** sharepoint-soap: posts GetListItems to the list web service; the SOAP answer holds the rows (`z:row`). */
async function sharePointSoapAnswer(url: string, listName: string, options: FetchOptions): Promise<FetchedFile> {
  const response = await request(
    url,
    {
      method: 'POST',
      body: getListItemsEnvelope(listName),
      headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: GET_LIST_ITEMS_ACTION },
    },
    options,
  );
  const answer = Buffer.from(await response.arrayBuffer());
  checkGetListItemsAnswer(answer.toString('utf8'), url);
  return { data: answer, fileName: `${listName.replace(/[^\w.-]+/g, '-')}-GetListItems.xml`, url };
}

/**
 * Fetches a source's current file with its strategy, retrying transient failures (network errors,
 * timeouts, HTTP 5xx and 429) and giving up with an error that names the address and the reason.
 */
export async function fetchSourceFile(strategy: FetchStrategy, options: FetchOptions = {}): Promise<FetchedFile> {
  switch (strategy.kind) {
    case 'direct':
    case 'json':
      return file(await request(strategy.url, {}, options), strategy.url);
    case 'page-link':
      return linkedFiles(strategy.page, strategy.link, options);
    case 'aspnet-postback':
      return postedBack(strategy.page, strategy.eventTarget, options);
    case 'sharepoint-list':
      return sharePointFile(strategy.page, strategy.file, options);
    case 'sharepoint-soap':
      return sharePointSoapAnswer(strategy.url, strategy.listName, options);
  }
}

/** The address a strategy starts from (the file, or the page that leads to it). */
export function entryAddress(strategy: FetchStrategy): string {
  return 'url' in strategy ? strategy.url : strategy.page;
}

/** The same strategy starting from another address (an admin's override, a test server). */
export function withEntryAddress(strategy: FetchStrategy, address: string): FetchStrategy {
  return 'url' in strategy ? { ...strategy, url: address } : { ...strategy, page: address };
}
