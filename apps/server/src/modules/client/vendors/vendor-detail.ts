import { formStatusOf } from '@app/shared/client/dashboard';
import { maskTin } from '@app/shared/company/tin-mask';
import type { ClientChecklistItem, ClientVendorDetail, ReviewDecision } from '@app/shared/client/vendor-detail';
import { subscriptionLabel } from '@app/shared/payments/subscriptions';
import { evidenceChecks, listRecordFields } from '@app/shared/screening/list-record-fields';
import { readableCovg } from '../../../platform/auth/tenant-scope';
import type { ServiceContext } from '../../../platform/context';
import { vendorTinLastFour } from '../../company/vendor-tin';
import { clientAlertReviews } from '../alerts/client-alert-reviews';
import {
  checklistOf,
  companyOf,
  employeeMonitoringOf,
  enrolmentOf,
  ownersOf,
  recordsOfGroup,
  unenrolledGroupStatus,
  reviewsOf,
  revisionNotesOf,
  submissionsOf,
  subscriptionsOf,
  vendorAlerts,
  w9SubmissionsOf,
} from './vendor-detail-queries';
import { questionsOf, submissionAnswers } from './submission-answers';

const SCREENING = ['COMPLIANT', 'UNDER_REVIEW', 'EXCLUDED'] as const;
const today = () => new Date().toISOString().slice(0, 10);

type NoteRow = Awaited<ReturnType<typeof revisionNotesOf>>[number];
type ReviewRow = Awaited<ReturnType<typeof reviewsOf>>[number];

const toNote = (row: NoteRow) => ({
  id: row.id,
  note: row.note,
  completed: row.completed,
  dataPointId: row.data_point_id,
  vendorDataKey: row.vendor_data_key,
  createdAt: row.created_at.toISOString(),
});
const toReview = (row: ReviewRow): ReviewDecision => ({
  decision: row.decision,
  note: row.note,
  reviewerName: row.reviewer_name,
  reviewedAt: row.reviewed_at.toISOString(),
});

/**
 * The vendor page of one of the acting client's vendor groups: the client's records (COVs), the
 * company and owners with their screening status, every to-do with its submissions, notes and the
 * client's decisions, W-9s sent to this client, alerts of the company, owners and active employees with
 * readable evidence, history and the client's own review, the matches under review, and an employee
 * monitoring summary (counts only). 404 for a group that is not the client's.
 */
export async function clientVendorDetail(ctx: ServiceContext, input: { covgId: number }): Promise<ClientVendorDetail> {
  const { covg } = await readableCovg(ctx, input.covgId);
  const records = await recordsOfGroup(ctx.db, covg.id);
  const base = {
    covgId: covg.id,
    preferredName: covg.preferred_name,
    category: covg.category,
    extraNames: covg.extra_names,
    records: records.map((r) => ({
      covId: r.id,
      vendorNumber: r.vendor_number,
      legalName: r.legal_name,
      maskedTin: r.tin_last_four ? maskTin(r.tin_last_four, r.tin_type) : null,
      facility: r.facility,
      managerName: r.manager_name,
    })),
  };
  if (covg.vendor_id === null) {
    return {
      ...base,
      complianceStatus: await unenrolledGroupStatus(ctx.db, covg.id),
      openAlerts: 0,
      enrollment: { state: 'NOT_STARTED', customerSince: null, completeDate: null, signupCode: null },
      company: null,
      companyReview: { revisionNotes: [], reviews: [] },
      owners: [],
      checklist: [],
      w9: { submissions: [], revisionNotes: [], reviews: [], reviewable: false },
      alerts: [],
      employeeMonitoring: { subscribed: false, monitoredCount: 0, openAlerts: 0 },
      subscriptions: [],
      certificateUrl: null,
      complianceReportUrl: null,
    };
  }
  const vendorId = covg.vendor_id;
  const clientId = covg.client_id;
  const [enrolment, company, owners, items, submissions, notes, reviews, w9s, alerts, monitoring, subscriptions] = await Promise.all([
    enrolmentOf(ctx.db, vendorId, clientId),
    companyOf(ctx.db, vendorId),
    ownersOf(ctx.db, vendorId),
    checklistOf(ctx.db, vendorId, clientId),
    submissionsOf(ctx.db, vendorId, clientId),
    revisionNotesOf(ctx.db, vendorId, clientId),
    reviewsOf(ctx.db, vendorId, clientId),
    w9SubmissionsOf(ctx.db, vendorId, clientId),
    vendorAlerts(ctx.db, vendorId),
    employeeMonitoringOf(ctx.db, vendorId),
    subscriptionsOf(ctx.db, vendorId, clientId),
  ]);
  const { enrollment } = enrolment;
  const date = today();
  const checklist: ClientChecklistItem[] = items.map((item) => {
    const questions = questionsOf(item.definition);
    const itemNotes = notes.filter((n) => n.type === 'EVD' && n.checklist_item_id === item.id);
    const itemSubmissions = submissions.filter((s) => s.checklist_item_id === item.id);
    return {
      id: item.id,
      type: item.type,
      name: item.name,
      status: item.status,
      formStatus: formStatusOf({ status: item.status, dueDate: item.due_date }, date),
      required: item.required,
      dueDate: item.due_date,
      completedAt: item.completed_at?.toISOString() ?? null,
      submissions: itemSubmissions.map((s) => ({
        id: s.id,
        submittedAt: s.submitted_at.toISOString(),
        username: s.username,
        answers: submissionAnswers(s.answers, questionsOf(s.definition), questions),
      })),
      revisionNotes: itemNotes.map(toNote),
      reviews: reviews.filter((r) => r.item_type === 'EVD' && r.checklist_item_id === item.id).map(toReview),
      document: item.document_file_id
        ? { fileEntityId: item.document_file_id, filename: item.document_filename!, uploadedAt: item.document_uploaded_at!.toISOString() }
        : null,
      reviewable: (item.type === 'EVD' ? itemSubmissions.length > 0 : item.document_file_id !== null) && item.status !== 'REVISION_NEEDED',
    };
  });
  const clientReviews = await clientAlertReviews(
    ctx.db,
    clientId,
    alerts.alerts.map((a) => a.id),
  );
  const tinLastFour = vendorTinLastFour(ctx.encryption, company.tin_encrypted);
  const address = [company.office_addr_line1, company.office_addr_line2, company.office_city, company.office_state, company.office_zip]
    .filter(Boolean)
    .join(', ');
  const w9Notes = notes.filter((n) => n.type === 'W9');
  const historyOf = (alertId: number) => alerts.history.filter((h) => h.alert_id === alertId);
  return {
    ...base,
    complianceStatus: enrolment.complianceStatus ?? (await unenrolledGroupStatus(ctx.db, covg.id)),
    openAlerts: enrolment.openAlerts,
    enrollment: {
      state: !enrollment ? 'NOT_STARTED' : enrollment.enrollment_complete ? 'COMPLETE' : 'IN_PROGRESS',
      customerSince: enrollment?.customer_since ?? null,
      completeDate: enrollment?.enrollment_complete_date ?? null,
      signupCode: enrollment?.signup_code ?? null,
    },
    company: {
      vendorId,
      ptid: company.ptid,
      businessName: company.business_name,
      dbaName: company.dba_name,
      maskedTin: tinLastFour ? maskTin(tinLastFour, company.tin_type) : null,
      duns: company.duns,
      npi: company.npi,
      phoneNumber: company.phone_number,
      address: address || null,
      servicesOffered: company.services_offered,
      screeningStatus: SCREENING[Math.min(Number(company.alert_level), 2)]!,
    },
    companyReview: {
      revisionNotes: notes.filter((n) => n.type === 'AccountInfo').map(toNote),
      reviews: reviews.filter((r) => r.item_type === 'AccountInfo').map(toReview),
    },
    owners: owners.map((o) => ({
      id: o.id,
      name: o.this_is_a_business ? (o.business_name ?? '') : [o.first_name, o.last_name].filter(Boolean).join(' '),
      isBusiness: o.this_is_a_business,
      ownershipPercentage: Number(o.ownership_percentage),
      screeningStatus: SCREENING[Math.min(Number(o.alert_level), 2)]!,
    })),
    checklist,
    w9: {
      submissions: w9s.map((w) => ({ w9Id: w.w9_id, filename: w.filename, submittedAt: w.submitted_at.toISOString() })),
      revisionNotes: w9Notes.map(toNote),
      reviews: reviews.filter((r) => r.item_type === 'W9').map(toReview),
      reviewable: w9s.length > 0 && !w9Notes.some((n) => !n.completed),
    },
    alerts: alerts.alerts.map((a) => ({
      id: a.id,
      subjectType: a.subject_type,
      subjectId: a.subject_id,
      subjectName: a.subject_name,
      sourceId: a.source_id,
      listName: a.list_name,
      recordId: a.record_id,
      matchedName: a.matched_name,
      score: Number(a.score),
      band: a.band,
      status: a.status,
      reasons: a.reasons,
      listRecord: listRecordFields(a.list_name, a.record, 'client'),
      checks: evidenceChecks(a.evidence, 'client'),
      createdAt: a.created_at.toISOString(),
      statusChangedAt: a.status_changed_at.toISOString(),
      history: historyOf(a.id).map((h) => ({
        at: h.occurred_at.toISOString(),
        by: h.username,
        fromStatus: h.from_status,
        toStatus: h.to_status,
        note: h.note,
        reason: h.reason,
      })),
      clientReview: clientReviews.get(a.id) ?? [],
    })),
    employeeMonitoring: { subscribed: monitoring.subscribed, monitoredCount: monitoring.monitored, openAlerts: monitoring.open_alerts },
    subscriptions: subscriptions.map((s) => ({
      type: s.subscription_type,
      label: subscriptionLabel(s.subscription_type, s.client_name),
      status: s.status,
      startDate: s.start_date,
      renewalDate: s.renewal_date,
    })),
    certificateUrl: enrollment?.enrollment_complete ? `/services/customers/${clientId}/certificate/${vendorId}` : null,
    complianceReportUrl: enrollment ? `/services/reports/compliance/pdf?vendorId=${vendorId}` : null,
  };
}
