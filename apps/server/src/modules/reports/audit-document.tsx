import { Document, Page, Text, View } from '@react-pdf/renderer';
import { OUTCOME_TEXT, type AuditRow } from '@app/shared/reports/audit';
import { pdfStyles as s } from '../../platform/pdf/pdf-styles';

/** The monitoring audit as a PDF (portrait US letter): one row per subject, its alerts beneath. */
export function AuditDocument({ rows, from, to, vendorName }: { rows: AuditRow[]; from: string; to: string; vendorName: string }) {
  return (
    <Document title={`Monitoring audit ${from} to ${to}`} author="VendorProof">
      <Page size="LETTER" style={s.page}>
        <Text style={s.brand}>VendorProof · Monitoring audit</Text>
        <Text style={s.title}>Monitoring Audit</Text>
        <Text style={s.subtitle}>
          {vendorName} · {from} to {to} · {rows.length} subjects
        </Text>
        <Text style={{ marginBottom: 10, color: '#52606d' }}>Lists checked: {rows[0]?.listsChecked || 'none'}</Text>
        <View style={s.tableHeader}>
          <Text style={[s.cell, { width: '14%' }]}>Type</Text>
          <Text style={[s.cell, { width: '36%' }]}>Subject</Text>
          <Text style={[s.cell, { width: '18%' }]}>Since</Text>
          <Text style={[s.cell, { width: '32%' }]}>Outcome</Text>
        </View>
        {rows.map((row) => (
          <View key={`${row.subjectType}-${row.subjectId}`} style={s.tableRow} wrap={false}>
            <Text style={[s.cell, { width: '14%' }]}>{row.subjectType}</Text>
            <View style={[s.cell, { width: '36%' }]}>
              <Text>{row.subjectName}</Text>
              {row.alerts.map((alert, index) => (
                <Text key={index} style={{ fontSize: 8, color: '#52606d' }}>
                  {`${alert.listName}: ${alert.recordName} (${alert.status})${alert.history.map((h) => `; ${h.at.slice(0, 10)} ${h.change} by ${h.by}`).join('')}`}
                </Text>
              ))}
            </View>
            <Text style={[s.cell, { width: '18%' }]}>{row.monitoredSince}</Text>
            <Text style={[s.cell, { width: '32%' }, row.outcome === 'NO_MATCH' ? s.good : s.bad]}>{OUTCOME_TEXT[row.outcome]}</Text>
          </View>
        ))}
        <View style={s.footer} fixed>
          <Text>VendorProof monitoring audit</Text>
          <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
}
