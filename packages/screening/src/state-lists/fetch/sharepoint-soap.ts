import * as cheerio from 'cheerio';

/** The SOAP request SharePoint's Lists.asmx answers with every row of a list (rowLimit 0: no limit). */
export function getListItemsEnvelope(listName: string): string {
  const name = listName.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<?xml version="1.0" encoding="utf-8"?>
<soap:Envelope xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">
  <soap:Body>
    <GetListItems xmlns="http://schemas.microsoft.com/sharepoint/soap/">
      <listName>${name}</listName>
      <rowLimit>0</rowLimit>
    </GetListItems>
  </soap:Body>
</soap:Envelope>`;
}

export const GET_LIST_ITEMS_ACTION = '"http://schemas.microsoft.com/sharepoint/soap/GetListItems"';

/**
 * Checks a GetListItems answer: a SOAP fault or an answer without the result is an error naming why
 * (the list was renamed, the service moved); the answer itself is the file the parser reads.
 */
export function checkGetListItemsAnswer(xml: string, url: string): void {
  const $ = cheerio.load(xml, { xml: true });
  const fault = $('soap\\:Fault, Fault').first();
  if (fault.length) {
    const reason = fault.find('faultstring').text().trim() || fault.find('errorstring').text().trim() || 'no reason given';
    throw new Error(`${url} answered GetListItems with a SOAP fault: ${reason}`);
  }
  if (!$('GetListItemsResult').length) throw new Error(`${url} did not answer GetListItems (no GetListItemsResult in the answer)`);
}
