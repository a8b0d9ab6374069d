/** The one formula-safety rule of every CSV, shared with the web's CSV files (packages/shared). */
export { safeCell } from '@app/shared/platform/csv';
