import { useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { uploadProblem } from '../../../widgets/file-drop-zone/file-drop-zone-rules';
import { useUploadMarketplaceLogo, type UploadedLogo } from '../api/upload-marketplace-logo';
import { LOGO_ACCEPT, checkLogoFile } from '../utils/logo-rules';

/** Where a stored logo is shown from (the vendor's own file, read with the session cookie). */
export const logoSrc = (fileId: number) => `/services/files/${fileId}`;

interface LogoFieldProps {
  logo: UploadedLogo | null;
  onChange: (logo: UploadedLogo | null) => void;
}

/**
 * The logo: chosen, checked here (PNG, JPG or GIF, at most 0.8 MB), uploaded into marketplace-logo at
 * once and then shown; the server checks the content again. The profile stores the file id on save.
 */
export function LogoField({ logo, onChange }: LogoFieldProps) {
  const labelId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadMarketplaceLogo();
  const [problem, setProblem] = useState<string | null>(null);

  const take = async (file: File | undefined) => {
    if (!file) return;
    const rejected = checkLogoFile(file);
    setProblem(rejected);
    if (!rejected) {
      try {
        onChange(await upload.mutateAsync(file));
      } catch (error) {
        setProblem(uploadProblem(error, 'PNG, JPG or GIF').text);
      }
    }
    if (inputRef.current) inputRef.current.value = '';
  };

  return (
    <Box role="group" aria-labelledby={labelId} aria-describedby={hintId}>
      <Typography id={labelId} component="p" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Logo
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1, flexWrap: 'wrap' }}>
        {logo && (
          <Box
            component="img"
            src={logoSrc(logo.id)}
            alt={`Logo ${logo.name}`}
            sx={{ maxHeight: 64, maxWidth: 200, objectFit: 'contain' }}
          />
        )}
        <Button variant="outlined" disabled={upload.isPending} onClick={() => inputRef.current?.click()}>
          {logo ? 'Replace Logo' : 'Upload Logo'}
        </Button>
        {logo && <Button onClick={() => onChange(null)}>Remove Logo</Button>}
        {upload.isPending && <CircularProgress size={24} aria-label="Uploading logo" />}
        <input
          ref={inputRef}
          type="file"
          hidden
          aria-label="Logo file"
          accept={LOGO_ACCEPT}
          onChange={(event) => void take(event.target.files?.[0])}
        />
      </Box>
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {logo ? `${logo.name}. ` : ''}PNG, JPG or GIF, up to 0.8 MB.
      </Typography>
      {problem && (
        <Alert severity="error" sx={{ mt: 1 }} onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
    </Box>
  );
}
