import { Document, Page, Text, View } from '@react-pdf/renderer';
import { formatCents } from '@app/shared/payments/pricing';
import { paymentCustomerName } from '@app/shared/payments/subscriptions';
import { usDate } from '@app/shared/platform/us-date';
import { vendorDisplayName } from '@app/shared/company/vendor-name';
import { PdfField } from '../../platform/pdf/pdf-field';
import { pdfStyles as s } from '../../platform/pdf/pdf-styles';
import type { ReceiptData } from './payment-history';
import { paidWithText, servicePeriodText } from './receipt-fields';
import { pdfComponent } from '../../platform/pdf/pdf-component';

/** A payment receipt (US letter, portrait). */
function ReceiptDocument({ data }: { data: ReceiptData }) {
  return (
    <Document title={`Receipt ${data.id}`} author="VendorProof">
      <Page size="LETTER" style={s.page}>
        <Text style={s.brand}>VendorProof</Text>
        <Text style={s.title}>Payment Receipt</Text>
        <Text style={s.subtitle}>
          Receipt #{data.id} · {usDate(data.payment_date)}
        </Text>
        <View style={s.section}>
          <Text style={s.sectionTitle}>Billed to</Text>
          <PdfField
            label="Vendor"
            value={`${vendorDisplayName({ businessName: data.business_name, dbaName: data.dba_name }, data.ptid)} (${data.ptid})`}
          />
          <PdfField
            label="Address"
            value={[data.office_addr_line1, data.office_city, data.office_state, data.office_zip].filter(Boolean).join(', ')}
          />
        </View>
        <View style={s.section}>
          <Text style={s.sectionTitle}>Payment</Text>
          <PdfField label="Description" value={data.description} />
          <PdfField label="Customer" value={paymentCustomerName(data.client_name)} />
          <PdfField label="Service period" value={servicePeriodText(data)} />
          <PdfField label="Amount paid" value={formatCents(data.amount_cents)} />
          <PdfField label="Paid with" value={paidWithText(data)} />
          <PdfField label="Transaction" value={data.transaction_id ?? ''} />
          <PdfField label="Status" value="Paid" />
        </View>
        <View style={s.footer} fixed>
          <Text>Thank you for your payment.</Text>
          <Text>VendorProof</Text>
        </View>
      </Page>
    </Document>
  );
}

/** ReceiptDocument, rendered on a PDF render thread. */
export const receiptDocument = pdfComponent(ReceiptDocument, import.meta.url, 'receiptDocument');
