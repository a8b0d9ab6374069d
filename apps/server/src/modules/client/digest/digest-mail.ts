import { ALERT_STATUS_WORDS, alertSubjectLabel, type AlertStatus, type SubjectType } from '@app/shared/screening/alerts';
import { usDate } from '@app/shared/platform/us-date';
import type { DigestWindow } from './digest-queries';

/** Lines shown per section; the rest are counted and the link opens them all. */
const SHOWN = 20;

export interface DigestContent {
  clientName: string;
  firstName: string | null;
  window: DigestWindow;
  alerts: Array<{
    covg_id: number;
    vendor_name: string;
    subject_type: SubjectType;
    subject_name: string;
    list_name: string;
    status: AlertStatus;
  }>;
  changes: Array<{ covg_id: number; vendor_name: string; previous_status: string; status: string }>;
  forms: { items: Array<{ covg_id: number; vendor_name: string; name: string; due_date: string }>; total: number };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function section<T>(title: string, rows: T[], line: (row: T) => string[], more: string): string[] {
  if (!rows.length) return [];
  const hidden = rows.length - SHOWN;
  return [`${title} (${rows.length})`, ...rows.slice(0, SHOWN).flatMap(line), ...(hidden > 0 ? [`And ${hidden} more: ${more}`] : []), ''];
}

/**
 * The digest e-mail (decision 324): a count-led subject, then new alerts, compliance status changes and
 * forms past due, each line with a link into the client area (PUBLIC_URL), and how to turn it off. Null
 * when there is nothing to say: an empty digest is not sent.
 */
export function digestMail(content: DigestContent, publicUrl: string): { subject: string; text: string } | null {
  const { alerts, changes, forms } = content;
  if (!alerts.length && !changes.length && !forms.items.length) return null;
  const app = `${publicUrl}/v2/#`;
  const vendorLink = (covgId: number, tab: string) => `   ${app}/client/manage/vendors/${covgId}?tab=${tab}`;
  const lastDay = new Date(Date.parse(`${content.window.to}T00:00:00Z`) - 86_400_000);
  const counts = [
    alerts.length && plural(alerts.length, 'new alert'),
    changes.length && plural(changes.length, 'status change'),
    forms.items.length && `${plural(forms.items.length, 'form')} past due`,
  ].filter(Boolean);
  const text = [
    `Hello ${content.firstName?.trim() || 'there'},`,
    '',
    `Here is what changed for ${content.clientName}'s vendors in the week of ${usDate(content.window.from)} to ${usDate(lastDay)}.`,
    '',
    ...section(
      'New alerts',
      alerts,
      (a) => [
        `- ${a.vendor_name}: ${alertSubjectLabel(a.subject_name, a.subject_type)}. ${a.list_name}: ${ALERT_STATUS_WORDS[a.status]}`,
        vendorLink(a.covg_id, 'alerts'),
      ],
      `${app}/client/dashboard`,
    ),
    ...section(
      'Compliance status changes',
      changes,
      (c) => [`- ${c.vendor_name}: was ${c.previous_status}, now ${c.status}`, vendorLink(c.covg_id, 'overview')],
      `${app}/client/manage/vendors`,
    ),
    ...section(
      'Forms past due',
      forms.items,
      (f) => [`- ${f.vendor_name}: ${f.name}, due ${usDate(f.due_date)}`, vendorLink(f.covg_id, 'forms')],
      `${app}/client/attestations?status=PAST_DUE`,
    ),
    ...(forms.items.length ? [`${plural(forms.total, 'form')} past due in all: ${app}/client/attestations?status=PAST_DUE`, ''] : []),
    'You receive this digest every Monday when there is something new.',
    `To stop it, turn off "Weekly e-mail digest" under My Account > Notifications: ${app}/account#notifications`,
    '',
  ].join('\n');
  return { subject: `Your weekly VendorProof digest for ${content.clientName}: ${counts.join(', ')}`, text };
}
