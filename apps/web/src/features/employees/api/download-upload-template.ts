import { useMutation } from '@tanstack/react-query';
import { EMPLOYEE_TEMPLATE_FILENAME } from '@app/shared/employees/uploads';
import { http } from '../../../api/http';
import { saveBlob } from '../../../lib/save-blob';

/** GET /employees/uploads/template and offers it as sample-upload-file.csv. */
async function downloadUploadTemplate(): Promise<void> {
  const { blob, filename } = await http.getBlob('/employees/uploads/template');
  saveBlob(blob, filename ?? EMPLOYEE_TEMPLATE_FILENAME);
}

export function useDownloadUploadTemplate() {
  return useMutation({ mutationFn: downloadUploadTemplate });
}
