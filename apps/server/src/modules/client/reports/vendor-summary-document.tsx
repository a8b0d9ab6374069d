import { Document, Page, Text, View } from '@react-pdf/renderer';
import type { ClientVendorRow } from '@app/shared/client/vendor-list';
import { statusWithReview } from '@app/shared/customers/compliance-status';
import { pdfComponent } from '../../../platform/pdf/pdf-component';
import { pdfStyles as s } from '../../../platform/pdf/pdf-styles';
import { usDate } from '@app/shared/platform/us-date';

const COLUMNS: Array<{ title: string; width: string; value: (row: ClientVendorRow) => string }> = [
  { title: 'Vendor', width: '24%', value: (row) => row.preferredName },
  { title: 'Vendor numbers', width: '14%', value: (row) => row.vendorNumbers.join(', ') },
  { title: 'TIN', width: '11%', value: (row) => row.maskedTins.join(', ') },
  { title: 'Facility', width: '15%', value: (row) => row.facilities.map((f) => f.name).join(', ') },
  { title: 'Compliance status', width: '20%', value: (row) => statusWithReview(row.complianceStatus, row.openAlerts) },
  { title: 'Next due', width: '9%', value: (row) => usDate(row.nextDueDate) },
  { title: 'Alerts', width: '7%', value: (row) => String(row.openAlerts) },
];

interface VendorSummaryProps {
  clientName: string;
  /** The groups listed: the first ones by name when there are more than the PDF lists (decision 313). */
  rows: ClientVendorRow[];
  /** Every group the summary covers, and the Compliant ones among them. */
  total: number;
  compliant: number;
  asOf: string;
}

const count = (n: number) => n.toLocaleString('en-US');

/**
 * The vendor compliance summary of a client as a PDF (landscape US letter): the counts of every group,
 * and one row per vendor group listed.
 */
function VendorSummaryDocument({ clientName, rows, total, compliant, asOf }: VendorSummaryProps) {
  return (
    <Document title={`Vendor compliance summary ${usDate(asOf)}`} author="VendorProof">
      <Page size="LETTER" orientation="landscape" style={s.page}>
        <Text style={s.brand}>VendorProof · Vendor compliance summary</Text>
        <Text style={s.title}>Vendor Compliance Summary</Text>
        <Text style={s.subtitle}>
          {clientName} · as of {usDate(asOf)} · {count(total)} vendors, {count(compliant)} compliant
        </Text>
        {rows.length < total && (
          <Text style={s.subtitle}>
            The first {count(rows.length)} vendors by name are listed here. Download the CSV for all {count(total)}.
          </Text>
        )}
        <View style={s.tableHeader} fixed>
          {COLUMNS.map((column) => (
            <Text key={column.title} style={[s.cell, { width: column.width }]}>
              {column.title}
            </Text>
          ))}
        </View>
        {rows.map((row) => (
          <View key={row.covgId} style={s.tableRow} wrap={false}>
            {COLUMNS.map((column) => (
              <Text
                key={column.title}
                style={[
                  s.cell,
                  { width: column.width },
                  column.title === 'Compliance status' ? (row.complianceStatus === 'Compliant' ? s.good : s.bad) : {},
                ]}
              >
                {column.value(row)}
              </Text>
            ))}
          </View>
        ))}
        <View style={s.footer} fixed>
          <Text>VendorProof vendor compliance summary · {clientName}</Text>
          <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
}

export const vendorSummaryDocument = pdfComponent(VendorSummaryDocument, import.meta.url, 'vendorSummaryDocument');
