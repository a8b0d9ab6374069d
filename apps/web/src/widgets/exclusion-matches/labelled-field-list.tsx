import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LabelledField } from '@app/shared/screening/list-record-fields';

/** Labelled evidence (a list record, the matcher's checks) as a definition list: label beside value, stacked on phones. */
export function LabelledFieldList({ fields }: { fields: LabelledField[] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, columnGap: 2 }}>
      {fields.map((field) => (
        <Box key={field.label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {field.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {field.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
