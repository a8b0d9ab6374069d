import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import type { ClientSubmissionAnswer } from '@app/shared/client/vendor-detail';
import { API_BASE } from '../../api/http';

/** Where the client downloads a file the vendor attached to a disclosure (checked against the vendor group on the server). */
const formFileUrl = (covgId: number, fileId: number) => `${API_BASE}/client/vendors/${covgId}/form-files/${fileId}`;

/** The files of a file answer, each a link that downloads it (issue 30: attachments are not plain text). */
export function AnswerFiles({ covgId, files }: { covgId: number; files: ClientSubmissionAnswer['files'] }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
      {files.map((file) => (
        <Link
          key={file.id}
          href={formFileUrl(covgId, file.id)}
          download={file.name}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <FileDownloadOutlined fontSize="small" aria-hidden />
          {file.name}
        </Link>
      ))}
    </Box>
  );
}
