import { describe, expect, it } from 'vitest';
import { fileTooLargeMessage, formatMegabytes, UPLOAD_MAX_BYTES } from './uploads';

describe('formatMegabytes', () => {
  it('shows whole limits as they are and limits under 10 MB with one decimal', () => {
    expect(formatMegabytes(100 * 1024 * 1024)).toBe('100 MB');
    expect(formatMegabytes(0.8 * 1024 * 1024)).toBe('0.8 MB');
    expect(formatMegabytes(1024 * 1024)).toBe('1 MB');
  });
});

describe('fileTooLargeMessage', () => {
  it("names each directory's limit as the upload screens show it", () => {
    expect(fileTooLargeMessage(UPLOAD_MAX_BYTES['marketplace-logo'])).toBe(
      'File too large: the limit is 0.8 MB. Please upload a smaller file.',
    );
    expect(fileTooLargeMessage(UPLOAD_MAX_BYTES.employeeUpload)).toBe('File too large: the limit is 25 MB. Please upload a smaller file.');
    expect(fileTooLargeMessage(UPLOAD_MAX_BYTES.listImport)).toBe('File too large: the limit is 200 MB. Please upload a smaller file.');
  });
});
