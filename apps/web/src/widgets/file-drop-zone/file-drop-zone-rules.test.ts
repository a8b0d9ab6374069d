import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { checkChosenFiles, uploadProblem } from './file-drop-zone-rules';

const MB = 1024 * 1024;
const rules = { extensions: ['.csv'], typeLabel: 'CSV', maxBytes: 25 * MB, maxFiles: 1 };
const failure = (status: number, message: string) =>
  new ApiError({ kind: 'http', status, message, method: 'POST', url: '/services/files' });

describe('files chosen for the drop zone', () => {
  it('accepts one CSV file within the limit, whatever the case of its extension', () => {
    expect(checkChosenFiles([{ name: 'roster.CSV', size: 25 * MB }], rules)).toBeNull();
  });

  it('refuses more files than allowed', () => {
    expect(
      checkChosenFiles(
        [
          { name: 'a.csv', size: 1 },
          { name: 'b.csv', size: 1 },
        ],
        rules,
      ),
    ).toEqual({
      title: 'File limit reached',
      text: 'No more than 1 file(s) is allowed.',
    });
  });

  it('refuses a file of another type', () => {
    expect(checkChosenFiles([{ name: 'roster.xlsx', size: 1 }], rules)).toEqual({
      title: 'File type not recognized',
      text: "We don't recognize the file you attempted to upload. Please upload a CSV file.",
    });
  });

  it('refuses a file over the size limit and names the limit', () => {
    expect(checkChosenFiles([{ name: 'roster.csv', size: 25 * MB + 1 }], rules)).toEqual({
      title: 'File too large',
      text: 'File too large: the limit is 25 MB. Please upload a smaller file.',
    });
  });
});

describe('a failed upload', () => {
  it("shows the server's size text under File too large (413)", () => {
    const text = 'File too large: the limit is 25 MB. Please upload a smaller file.';
    expect(uploadProblem(failure(413, text), 'CSV')).toEqual({ title: 'File too large', text });
  });

  it('shows File type not recognized for content the server does not take (415)', () => {
    expect(uploadProblem(failure(415, 'File type not recognized: please upload a CSV file.'), 'CSV').title).toBe(
      'File type not recognized',
    );
  });

  it("shows Failed to Upload with the server's text otherwise", () => {
    expect(uploadProblem(failure(400, 'No file was uploaded.'), 'CSV')).toEqual({
      title: 'Failed to Upload',
      text: 'No file was uploaded.',
    });
    const offline = new ApiError({ kind: 'network', status: 0, message: 'Network Error', method: 'POST', url: '/services/files' });
    expect(uploadProblem(offline, 'CSV').title).toBe('Failed to Upload');
  });
});
