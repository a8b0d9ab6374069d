import { useCallback } from 'react';
import { useNotify } from '../../../components/notifications/notification-context';
import { errorMessage } from '../../../api/api-error';
import { terminatedMessage, useTerminateEmployee } from '../api/terminate-employee';

/**
 * Asks to confirm terminating an employee (spec 000 §4), then terminates and says so; the
 * confirm button is red, as the action takes the person off monitoring. `onTerminated`
 * runs after success (the detail page goes back to the roster).
 */
export function useConfirmTerminate(onTerminated?: () => void) {
  const { showAlert, notify } = useNotify();
  const { mutateAsync: terminate } = useTerminateEmployee();
  // The same function from render to render (while onTerminated is), so the roster's memoised rows and
  // cards do not re-render for it.
  return useCallback(
    (employee: { employeeId: number; firstName: string; lastName: string }) =>
      showAlert({
        title: 'Terminate Employee',
        description: `Are you sure you want to terminate ${employee.firstName} ${employee.lastName}? They will be removed from your roster and will no longer be monitored.`,
        cancelText: 'Cancel',
        actionText: 'Terminate',
        actionColor: 'error',
        actionFn: async () => {
          try {
            notify(terminatedMessage(await terminate(employee.employeeId)));
            onTerminated?.();
          } catch (error) {
            notify({ text: errorMessage(error, 'Error terminating the employee, please try again.'), mode: 'error' });
          }
        },
      }),
    [showAlert, notify, terminate, onTerminated],
  );
}
