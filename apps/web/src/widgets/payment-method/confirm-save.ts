import { useNotify } from '../../components/notifications/notification-context';
import type { PaymentMethod } from '../../api/get-payment-method';
import { describePaymentMethod } from './payment-method-text';

/**
 * Runs a new method's save, after whatever confirmation it needs. Resolves once the save ran or the
 * person declined, so the form shows "Saving…" for as long as the question and the save take.
 */
export type ConfirmSave = (save: () => Promise<void>) => Promise<void>;

/** The question asked before a new method replaces the one on file (spec 001 §4: change it after a confirm dialog). */
const replaceMethodQuestion = (method: PaymentMethod) =>
  `Your ${describePaymentMethod(method)} will be replaced by the new payment method for all of your subscriptions. Do you want to change it?`;

/**
 * How a new card or bank account is saved: at once when nothing is on file, otherwise after "Change
 * Payment Method". The question comes when the new method is saved, not when the person chooses to
 * enter one: choosing a form replaces nothing, and a question before any card was typed reads as if
 * the card on file were already gone.
 */
export function useConfirmReplace(onFile: PaymentMethod | null): ConfirmSave {
  const { showAlert } = useNotify();
  return (save) => {
    if (!onFile) return save();
    return new Promise<void>((resolve) => {
      showAlert({
        title: 'Change Payment Method',
        description: replaceMethodQuestion(onFile),
        cancelText: 'Cancel',
        actionText: 'Change Payment Method',
        actionFn: () => save().finally(resolve),
        cancelFn: resolve,
      });
    });
  };
}
