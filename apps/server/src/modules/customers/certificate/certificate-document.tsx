import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { CustomerDetail } from '@app/shared/customers/customer';
import '../../../platform/pdf/pdf-styles';
import { pdfComponent } from '../../../platform/pdf/pdf-component';
import { usDate } from '@app/shared/platform/us-date';
import {
  checkedListDateText,
  groupCheckedLists,
  stateCode,
  stateListGroupTitle,
  type CheckedList,
} from '@app/shared/screening/lists-checked';

const styles = StyleSheet.create({
  page: { padding: 36, fontFamily: 'Helvetica', color: '#1f2933' },
  frame: { flex: 1, borderWidth: 3, borderColor: '#0b4f6c', padding: 36, alignItems: 'center' },
  brand: { fontSize: 12, color: '#52606d', letterSpacing: 2, marginBottom: 18 },
  title: { fontSize: 36, fontFamily: 'Helvetica-Bold', color: '#0b4f6c', marginBottom: 24 },
  lead: { fontSize: 13, color: '#52606d', marginBottom: 8 },
  vendor: { fontSize: 26, fontFamily: 'Helvetica-Bold', marginBottom: 6, textAlign: 'center' },
  address: { fontSize: 12, color: '#52606d', marginBottom: 22, textAlign: 'center' },
  customer: { fontSize: 20, fontFamily: 'Helvetica-Bold', marginBottom: 22, textAlign: 'center' },
  period: { fontSize: 14, marginBottom: 28 },
  lists: { fontSize: 8, color: '#52606d', textAlign: 'center', lineHeight: 1.35 },
  listsTitle: { fontFamily: 'Helvetica-Bold', color: '#1f2933' },
  verify: { fontSize: 10, color: '#52606d', textAlign: 'center', marginTop: 'auto' },
  code: { fontFamily: 'Helvetica-Bold', color: '#1f2933' },
});

export interface CertificateData {
  detail: CustomerDetail;
  verifyUrl: string;
  issuedOn: string;
  /** The exclusion lists in force when the certificate was issued. */
  listsChecked: CheckedList[];
}

/**
 * The lists section: each federal list with its day, the state lists by day as their state codes (one
 * page has no room for 44 names), demo lists said to be demo data.
 */
function ListsCheckedText({ lists }: { lists: CheckedList[] }) {
  const { federal, stateGroups } = groupCheckedLists(lists);
  return (
    <Text style={styles.lists}>
      <Text style={styles.listsTitle}>Exclusion lists checked: </Text>
      {[
        ...federal.map((list) => `${list.name}, ${checkedListDateText(list)}`),
        ...stateGroups.map((group) => `${stateListGroupTitle(group)}: ${group.lists.map(stateCode).sort().join(', ')}`),
      ].join('; ')}
      .
    </Text>
  );
}

/** Certificate of Enrollment: landscape US letter like every customer-facing PDF, titled "Proof of Enrollment" (spec 000 §2). */
function CertificateDocument({ data }: { data: CertificateData }) {
  const { detail } = data;
  const address = [
    detail.vendorAddress.addrLine1,
    detail.vendorAddress.addrLine2,
    [detail.vendorAddress.city, detail.vendorAddress.state, detail.vendorAddress.zip].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <Document title="Proof of Enrollment" author="VendorProof" subject={`${detail.vendorName} enrolled with ${detail.customerName}`}>
      <Page size="LETTER" orientation="landscape" style={styles.page}>
        <View style={styles.frame}>
          <Text style={styles.brand}>VENDORPROOF · CERTIFICATE OF ENROLLMENT</Text>
          <Text style={styles.title}>Proof of Enrollment</Text>
          <Text style={styles.lead}>This certifies that</Text>
          <Text style={styles.vendor}>{detail.vendorName}</Text>
          <Text style={styles.address}>{address || ' '}</Text>
          <Text style={styles.lead}>is enrolled as a vendor of</Text>
          <Text style={styles.customer}>{detail.customerName}</Text>
          <Text style={styles.period}>Enrolled from {usDate(detail.enrollmentCompleteDate)} to present</Text>
          <ListsCheckedText lists={data.listsChecked} />
          <Text style={styles.verify}>
            Issued {usDate(data.issuedOn)}. Check that this certificate is still true at {data.verifyUrl} with verification code{' '}
            <Text style={styles.code}>{detail.verificationCode}</Text>.
          </Text>
        </View>
      </Page>
    </Document>
  );
}

/** CertificateDocument, rendered on a PDF render thread. */
export const certificateDocument = pdfComponent(CertificateDocument, import.meta.url, 'certificateDocument');
