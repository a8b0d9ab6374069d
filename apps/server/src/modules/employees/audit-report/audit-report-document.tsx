import { Document, Page, Text, View } from '@react-pdf/renderer';
import { PdfField } from '../../../platform/pdf/pdf-field';
import { pdfStyles as s } from '../../../platform/pdf/pdf-styles';
import type { AuditReportData } from './load-audit-report';
import { pdfComponent } from '../../../platform/pdf/pdf-component';
import { usDate, usDateTimeUtc } from '@app/shared/platform/us-date';

/** Individual Audit Report: one employee's screening record as of a day (US letter, portrait). */
function AuditReportDocument({ data }: { data: AuditReportData }) {
  const name = `${data.employee.firstName} ${data.employee.lastName}`;
  const asOf = usDate(data.asOf);
  return (
    <Document title={`Individual Audit Report - ${name} - ${asOf}`} author="VendorProof" subject="Exclusion screening audit report">
      <Page size="LETTER" style={s.page}>
        <Text style={s.brand}>VendorProof · Exclusion monitoring</Text>
        <Text style={s.title}>Individual Audit Report</Text>
        <Text style={s.subtitle}>
          {name} · as of {asOf} · {data.vendor.name} ({data.vendor.ptid})
        </Text>

        <View style={s.section}>
          <Text style={s.sectionTitle}>Employee</Text>
          <PdfField label="Name" value={name} />
          <PdfField label="SSN" value={data.employee.maskedSsn} />
          <PdfField label="Date of Birth" value={usDate(data.employee.dob)} />
          <PdfField label="NPI" value={data.employee.npi ?? ''} />
          <PdfField label="Address" value={data.employee.address} />
          <PdfField label="Monitored since" value={usDate(data.employee.onRosterSince)} />
          <PdfField label={`Status on ${asOf}`} value={data.statusAsOf} />
        </View>

        <View style={s.section}>
          <Text style={s.sectionTitle}>Exclusion lists checked</Text>
          <View style={s.tableHeader}>
            <Text style={[s.cell, { width: '34%' }]}>List</Text>
            <Text style={[s.cell, { width: '30%' }]}>List in force</Text>
            <Text style={[s.cell, { width: '36%' }]}>Outcome</Text>
          </View>
          {data.lists.map((list) => (
            <View key={list.sourceName} style={s.tableRow} wrap={false}>
              <Text style={[s.cell, { width: '34%' }]}>{list.sourceName}</Text>
              <Text style={[s.cell, { width: '30%' }]}>
                {list.snapshotDate
                  ? `list of ${usDate(list.snapshotDate)} · ${(list.recordCount ?? 0).toLocaleString('en-US')} record${list.recordCount === 1 ? '' : 's'}`
                  : '—'}
              </Text>
              <Text style={[s.cell, { width: '36%' }, s[list.tone]]}>{list.outcome}</Text>
            </View>
          ))}
        </View>

        <View style={s.section}>
          <Text style={s.sectionTitle}>Alert history</Text>
          {data.history.length === 0 ? (
            <Text>No alerts were raised for this employee up to {asOf}.</Text>
          ) : (
            <>
              <View style={s.tableHeader}>
                <Text style={[s.cell, { width: '20%' }]}>When</Text>
                <Text style={[s.cell, { width: '22%' }]}>List / record</Text>
                <Text style={[s.cell, { width: '18%' }]}>Change</Text>
                <Text style={[s.cell, { width: '15%' }]}>By</Text>
                <Text style={[s.cell, { width: '25%' }]}>Note</Text>
              </View>
              {data.history.map((entry, index) => (
                <View key={index} style={s.tableRow} wrap={false}>
                  <Text style={[s.cell, { width: '20%' }]}>{usDateTimeUtc(entry.at)}</Text>
                  <View style={[s.cell, { width: '22%' }]}>
                    <Text>{`${entry.sourceName}: ${entry.recordName}`}</Text>
                    {entry.recordDetails && <Text style={{ fontSize: 7 }}>{entry.recordDetails}</Text>}
                  </View>
                  <Text style={[s.cell, { width: '18%' }]}>{entry.change}</Text>
                  <Text style={[s.cell, { width: '15%' }]}>{entry.by}</Text>
                  <Text style={[s.cell, { width: '25%' }]}>{entry.note ?? ''}</Text>
                </View>
              ))}
            </>
          )}
        </View>

        <View style={s.footer} fixed>
          <Text>Generated {usDateTimeUtc(data.generatedAt)} by VendorProof</Text>
          <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
}

/** AuditReportDocument, rendered on a PDF render thread. */
export const auditReportDocument = pdfComponent(AuditReportDocument, import.meta.url, 'auditReportDocument');
