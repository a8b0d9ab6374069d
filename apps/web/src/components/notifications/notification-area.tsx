import { Suspense, lazy, useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Portal from '@mui/material/Portal';
import { useNotificationState, useNotify } from './notification-context';
import type { ShownMessage } from './notification-types';

/** The alert dialog's code loads with the first alert, not with the login page (issue 20). */
const AlertDialog = lazy(() => import('./alert-dialog').then((module) => ({ default: module.AlertDialog })));

function MessageItem({ message, onDismiss }: { message: ShownMessage; onDismiss: (id: number) => void }) {
  useEffect(() => {
    if (message.timeout <= 0) return;
    const timer = setTimeout(() => onDismiss(message.id), message.timeout);
    return () => clearTimeout(timer);
  }, [message, onDismiss]);
  return (
    <Alert
      severity={message.mode}
      variant="standard"
      onClose={() => onDismiss(message.id)}
      sx={{ boxShadow: 3, border: 1, borderColor: `${message.mode}.light`, alignItems: 'center' }}
    >
      {message.text}
    </Alert>
  );
}

/** Overlay messages (stacked at the bottom, newest last) and the alert dialog; the shell adds the payment dialog (a widget). */
export function NotificationArea() {
  const { messages, alert } = useNotificationState();
  const { dismiss, closeAlert } = useNotify();
  return (
    <>
      {/*
        Mounted in its own node at the end of the page only while there are messages: an open dialog
        hides the rest of the page from screen readers (aria-hidden on its siblings when it opens), and
        a node added after that stays readable, so a message about the dialog's action is heard.
      */}
      {messages.length > 0 && (
        <Portal>
          <Box
            aria-live="polite"
            sx={{
              position: 'fixed',
              zIndex: (theme) => theme.zIndex.snackbar,
              // At the bottom, where no heading, back link, stepper or picker is (issue 33).
              bottom: 16,
              left: '50%',
              transform: 'translateX(-50%)',
              width: 'min(640px, calc(100% - 32px))',
              display: 'flex',
              flexDirection: 'column',
              gap: 1,
            }}
          >
            {messages.map((message) => (
              <MessageItem key={message.id} message={message} onDismiss={dismiss} />
            ))}
          </Box>
        </Portal>
      )}
      {alert && (
        <Suspense fallback={null}>
          <AlertDialog alert={alert} onClose={closeAlert} />
        </Suspense>
      )}
    </>
  );
}
