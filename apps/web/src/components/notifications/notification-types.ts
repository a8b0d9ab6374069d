import type { ComponentType, ReactNode } from 'react';

type NotificationMode = 'success' | 'error' | 'warning' | 'info';

/** Overlay messages auto-dismiss after 30 seconds unless told otherwise (spec 002 §9). */
export const DEFAULT_NOTIFICATION_TIMEOUT_MS = 30_000;

/**
 * A success that only confirms what the user just did goes sooner (issue 33, decision 278): it has been
 * read within seconds, while an error or a warning keeps the spec's 30 seconds.
 */
export const SUCCESS_NOTIFICATION_TIMEOUT_MS = 8_000;

/** A plain message (spec 000 §4): mode defaults to success; timeout 0 keeps it until closed. */
interface NotificationMessage {
  text: string;
  mode?: NotificationMode;
  timeout?: number;
}

/** Props an embedded alert form receives: it reports its validity and data on every change. */
export interface AlertFormProps<TData> {
  onChange: (state: { valid: boolean; data: TData }) => void;
}

/**
 * An alert dialog (spec 002 §3 Notification alert). The action button stays disabled while the embedded
 * form reports invalid; the action runs with the form data, then the dialog closes.
 */
export interface NotificationAlert<TData = unknown> {
  title: string;
  description?: ReactNode;
  form?: ComponentType<AlertFormProps<TData>>;
  cancelText?: string;
  actionText?: string;
  /** 'error' paints the action red: it destroys or ends something (Terminate). Primary unless told. */
  actionColor?: 'primary' | 'error';
  actionFn?: (formData: TData | undefined) => void | Promise<void>;
  cancelFn?: () => void;
}

export interface ShownMessage {
  id: number;
  text: string;
  mode: NotificationMode;
  timeout: number;
  /** performance.now() when shown: a message shown just before a navigation belongs to the new page. */
  shownAt: number;
}

export interface NotificationState {
  messages: ShownMessage[];
  alert: NotificationAlert<never> | null;
  /** The payment dialog is persistent and opens or closes with this flag; the session says who opened it. */
  paymentDialog: { open: boolean; sessionId: string | null };
}

export interface Notifier {
  notify: (message: NotificationMessage | string) => void;
  dismiss: (id: number) => void;
  /** The user went to another page: messages about the page left, the alert and the payment dialog close. */
  navigated: () => void;
  showAlert: <TData>(alert: NotificationAlert<TData>) => void;
  closeAlert: () => void;
  setPaymentDialog: (open: boolean, sessionId?: string | null) => void;
}
