import { Document, Page, Text, View } from '@react-pdf/renderer';
import { OUTCOME_TEXT, auditHistoryText, type AuditRow } from '@app/shared/reports/audit';
import { pdfStyles as s } from '../../platform/pdf/pdf-styles';
import { pdfComponent } from '../../platform/pdf/pdf-component';
import { usDate } from '@app/shared/platform/us-date';
import { SUBJECT_TYPE_TEXT, alertSubjectLabel } from '@app/shared/screening/alerts';
import { labelledFieldsText } from '@app/shared/screening/list-record-fields';

/**
 * Subjects per <Page>. react-pdf breaks an overflowing page by laying out everything after the break again,
 * so one page holding 2,000 rows took a minute (quadratic); pages of about a sheet each keep the layout
 * linear. A chunk with many alert lines still overflows onto a further sheet by itself.
 */
const AUDIT_ROWS_PER_PAGE = 30;

export interface AuditDocumentProps {
  rows: AuditRow[];
  from: string;
  to: string;
  vendorName: string;
  /** Subjects in the whole audit (the rows may be one part of it). */
  subjectCount: number;
  listsChecked: string;
  /** A later part of an audit rendered in parts: no title block. */
  continued?: boolean;
  /** False for a part: the joined document numbers its pages (see mergePdfParts). */
  numbered?: boolean;
}

function TableHeader() {
  return (
    <View style={s.tableHeader} fixed>
      <Text style={[s.cell, { width: '14%' }]}>Type</Text>
      <Text style={[s.cell, { width: '36%' }]}>Subject</Text>
      <Text style={[s.cell, { width: '18%' }]}>Since</Text>
      <Text style={[s.cell, { width: '32%' }]}>Outcome</Text>
    </View>
  );
}

function AuditRowView({ row }: { row: AuditRow }) {
  return (
    <View style={s.tableRow} wrap={false}>
      <Text style={[s.cell, { width: '14%' }]}>{SUBJECT_TYPE_TEXT[row.subjectType]}</Text>
      <View style={[s.cell, { width: '36%' }]}>
        <Text>{alertSubjectLabel(row.subjectName, row.subjectType)}</Text>
        {row.alerts.map((alert, index) => (
          <View key={index} style={{ fontSize: 8, color: '#52606d' }}>
            <Text>{`${alert.listName}: ${alert.recordName}, ${alert.status}`}</Text>
            {alert.recordFields.length > 0 && <Text>{labelledFieldsText(alert.recordFields)}</Text>}
            {alert.history.map((entry, entryIndex) => (
              <Text key={entryIndex}>{auditHistoryText(entry)}</Text>
            ))}
          </View>
        ))}
      </View>
      <Text style={[s.cell, { width: '18%' }]}>{usDate(row.monitoredSince)}</Text>
      <Text style={[s.cell, { width: '32%' }, row.outcome === 'NO_MATCH' ? s.good : s.bad]}>{OUTCOME_TEXT[row.outcome]}</Text>
    </View>
  );
}

/** The monitoring audit as a PDF (portrait US letter): one row per subject, its alerts beneath. */
function AuditDocument({ rows, from, to, vendorName, subjectCount, listsChecked, continued = false, numbered = true }: AuditDocumentProps) {
  const pages: AuditRow[][] = [];
  for (let start = 0; start < rows.length || start === 0; start += AUDIT_ROWS_PER_PAGE)
    pages.push(rows.slice(start, start + AUDIT_ROWS_PER_PAGE));
  return (
    <Document title={`Monitoring audit ${usDate(from)} to ${usDate(to)}`} author="VendorProof">
      {pages.map((pageRows, index) => (
        <Page key={index} size="LETTER" style={s.page}>
          {index === 0 && !continued && (
            <>
              <Text style={s.brand}>VendorProof · Monitoring audit</Text>
              <Text style={s.title}>Monitoring Audit</Text>
              <Text style={s.subtitle}>
                {vendorName} · {usDate(from)} to {usDate(to)} · {subjectCount} subjects
              </Text>
              <Text style={{ marginBottom: 10, color: '#52606d' }}>Lists checked: {listsChecked || 'none'}</Text>
            </>
          )}
          <TableHeader />
          {pageRows.map((row) => (
            <AuditRowView key={`${row.subjectType}-${row.subjectId}`} row={row} />
          ))}
          <View style={s.footer} fixed>
            <Text>VendorProof monitoring audit</Text>
            {numbered && <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />}
          </View>
        </Page>
      ))}
    </Document>
  );
}

/** AuditDocument, rendered on a PDF render thread. */
export const auditDocument = pdfComponent(AuditDocument, import.meta.url, 'auditDocument');
