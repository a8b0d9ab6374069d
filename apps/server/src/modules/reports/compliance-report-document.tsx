import { Document, Page, Text, View } from '@react-pdf/renderer';
import { MONITORING_LABELS, requiredFormsText, screeningRunText, type ComplianceReport } from '@app/shared/reports/compliance-report';
import { statusWithReview } from '@app/shared/customers/compliance-status';
import { usDate, usDateTimeUtc } from '@app/shared/platform/us-date';
import { checkedListDateText } from '@app/shared/screening/lists-checked';
import { PdfField } from '../../platform/pdf/pdf-field';
import { pdfStyles as s } from '../../platform/pdf/pdf-styles';
import { pdfComponent } from '../../platform/pdf/pdf-component';

const day = (iso: string | null) => usDate(iso) || '—';

/** The vendor compliance report (portrait US letter). */
function ComplianceReportDocument({ report }: { report: ComplianceReport }) {
  return (
    <Document title={`Compliance Report - ${report.vendor.name}`} author="VendorProof">
      <Page size="LETTER" style={s.page}>
        <Text style={s.brand}>VendorProof · Vendor compliance</Text>
        <Text style={s.title}>Compliance Report</Text>
        <Text style={s.subtitle}>
          {report.vendor.name} · generated {usDateTimeUtc(report.generatedAt)}
        </Text>

        <View style={s.section}>
          <Text style={s.sectionTitle}>Vendor</Text>
          <PdfField label="Name" value={report.vendor.name} />
          <PdfField label="PTID" value={report.vendor.ptid} />
          <PdfField label="TIN" value={report.vendor.maskedTin ?? ''} />
          <PdfField label="Address" value={report.vendor.address} />
        </View>

        <View style={s.section}>
          <Text style={s.sectionTitle}>Customers</Text>
          <View style={s.tableHeader}>
            <Text style={[s.cell, { width: '30%' }]}>Customer</Text>
            <Text style={[s.cell, { width: '18%' }]}>Enrolled</Text>
            <Text style={[s.cell, { width: '32%' }]}>Compliance</Text>
            <Text style={[s.cell, { width: '20%' }]}>Required forms</Text>
          </View>
          {report.customers.map((customer) => (
            <View key={customer.customerName} style={s.tableRow} wrap={false}>
              <Text style={[s.cell, { width: '30%' }]}>{customer.customerName}</Text>
              <Text style={[s.cell, { width: '18%' }]}>
                {customer.enrollmentComplete ? day(customer.enrollmentCompleteDate) : 'Not finished'}
              </Text>
              <Text style={[s.cell, { width: '32%' }, customer.complianceStatus === 'Compliant' ? s.good : s.bad]}>
                {statusWithReview(customer.complianceStatus, customer.openAlerts)}
              </Text>
              <Text style={[s.cell, { width: '20%' }]}>{requiredFormsText(customer.requiredForms)}</Text>
            </View>
          ))}
        </View>

        <View style={s.section}>
          <Text style={s.sectionTitle}>Monitoring</Text>
          <View style={s.tableHeader}>
            <Text style={[s.cell, { width: '25%' }]}>Monitored</Text>
            <Text style={[s.cell, { width: '20%' }]}>Since</Text>
            <Text style={[s.cell, { width: '19%' }]}>Subjects</Text>
            <Text style={[s.cell, { width: '18%' }]}>Open matches</Text>
            <Text style={[s.cell, { width: '18%' }]}>Confirmed</Text>
          </View>
          {report.monitoring.map((monitoring) => (
            <View key={monitoring.type} style={s.tableRow} wrap={false}>
              <Text style={[s.cell, { width: '25%' }]}>{MONITORING_LABELS[monitoring.type]}</Text>
              <Text style={[s.cell, { width: '20%' }]}>{day(monitoring.startDate)}</Text>
              <Text style={[s.cell, { width: '19%' }]}>{`${monitoring.subjectsMonitored} monitored`}</Text>
              <Text style={[s.cell, { width: '18%' }]}>{`${monitoring.openMatches} open`}</Text>
              <Text style={[s.cell, { width: '18%' }]}>{`${monitoring.confirmedMatches} confirmed`}</Text>
            </View>
          ))}
        </View>

        <View style={s.section}>
          <Text style={s.sectionTitle}>Exclusion lists checked</Text>
          {report.lists.map((list) => (
            <PdfField key={list.sourceId} label={list.name} value={checkedListDateText(list)} />
          ))}
          <PdfField
            label="Last screening run"
            value={
              report.lastScreeningRun
                ? `${screeningRunText(report.lastScreeningRun.kind)}, ${day(report.lastScreeningRun.finishedAt)}, ${report.lastScreeningRun.subjects} subjects`
                : 'none yet'
            }
          />
        </View>

        <View style={s.footer} fixed>
          <Text>VendorProof compliance report · {report.vendor.ptid}</Text>
          <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
}

/** ComplianceReportDocument, rendered on a PDF render thread. */
export const complianceReportDocument = pdfComponent(ComplianceReportDocument, import.meta.url, 'complianceReportDocument');
