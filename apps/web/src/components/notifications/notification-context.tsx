import { createContext, useContext, useMemo, useReducer, type ReactNode } from 'react';
import {
  DEFAULT_NOTIFICATION_TIMEOUT_MS,
  SUCCESS_NOTIFICATION_TIMEOUT_MS,
  type NotificationAlert,
  type NotificationState,
  type Notifier,
  type ShownMessage,
} from './notification-types';

type Action =
  | { type: 'show'; message: ShownMessage }
  | { type: 'dismiss'; id: number }
  | { type: 'navigated'; at: number }
  | { type: 'alert'; alert: NotificationAlert<never> | null }
  | { type: 'payment'; open: boolean; sessionId: string | null };

const initialState: NotificationState = { messages: [], alert: null, paymentDialog: { open: false, sessionId: null } };

function reducer(state: NotificationState, action: Action): NotificationState {
  switch (action.type) {
    case 'show':
      // The same text twice in a row (e.g. two denied navigations) shows once.
      if (state.messages.some((m) => m.text === action.message.text && m.mode === action.message.mode)) return state;
      // A success replaces the errors still shown: the user retried and it worked (issue 33).
      if (action.message.mode === 'success') {
        return { ...state, messages: [...state.messages.filter((m) => m.mode !== 'error'), action.message] };
      }
      return { ...state, messages: [...state.messages, action.message] };
    case 'dismiss':
      return { ...state, messages: state.messages.filter((message) => message.id !== action.id) };
    case 'navigated': {
      // Messages shown in the moment before the navigation say what the action that navigated did (Save,
      // then back to the list): they stay; older ones were about the page left.
      const messages = state.messages.filter((message) => action.at - message.shownAt < NAVIGATION_GRACE_MS);
      if (messages.length === state.messages.length && !state.alert && !state.paymentDialog.open) return state;
      return { messages, alert: null, paymentDialog: { open: false, sessionId: null } };
    }
    case 'alert':
      return { ...state, alert: action.alert };
    case 'payment':
      return { ...state, paymentDialog: { open: action.open, sessionId: action.sessionId } };
  }
}

const StateContext = createContext<NotificationState>(initialState);
const NotifierContext = createContext<Notifier | null>(null);

let nextId = 1;

/** How long before a navigation a message may have been shown and still belong to the new page. */
const NAVIGATION_GRACE_MS = 1_500;

/** Holds the notification area's state: messages, the alert dialog and the payment-dialog flag. */
export function NotificationProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(reducer, initialState);
  const notifier = useMemo<Notifier>(
    () => ({
      notify: (message) => {
        const { text, mode = 'success', timeout } = typeof message === 'string' ? { text: message } : message;
        const shownFor = timeout ?? (mode === 'success' ? SUCCESS_NOTIFICATION_TIMEOUT_MS : DEFAULT_NOTIFICATION_TIMEOUT_MS);
        dispatch({ type: 'show', message: { id: nextId++, text, mode, timeout: shownFor, shownAt: performance.now() } });
      },
      dismiss: (id) => dispatch({ type: 'dismiss', id }),
      navigated: () => dispatch({ type: 'navigated', at: performance.now() }),
      showAlert: (alert) => dispatch({ type: 'alert', alert: alert as unknown as NotificationAlert<never> }),
      closeAlert: () => dispatch({ type: 'alert', alert: null }),
      setPaymentDialog: (open, sessionId = null) => dispatch({ type: 'payment', open, sessionId }),
    }),
    [],
  );
  return (
    <NotifierContext.Provider value={notifier}>
      <StateContext.Provider value={state}>{children}</StateContext.Provider>
    </NotifierContext.Provider>
  );
}

/** Shows messages and alert dialogs from anywhere in the app. */
export function useNotify(): Notifier {
  const notifier = useContext(NotifierContext);
  if (!notifier) throw new Error('useNotify must be used inside NotificationProvider');
  return notifier;
}

export function useNotificationState(): NotificationState {
  return useContext(StateContext);
}
