import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Popover from '@mui/material/Popover';
import { TruncatedText } from './truncated-text';

/**
 * A list cell: the first value (truncated), the others behind a 'View N more' chip that opens them
 * (spec 002 §2). `label` names the list for screen readers.
 */
export function MoreValuesCell({ values, max, label }: { values: string[]; max: number; label: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const [first, ...others] = values;
  if (first === undefined) return <>—</>;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <TruncatedText text={first} max={max} />
      {others.length > 0 && (
        <>
          <Chip
            size="small"
            label={`View ${others.length} more`}
            onClick={(event) => setAnchor(event.currentTarget)}
            aria-haspopup="dialog"
            aria-controls={anchor ? popoverId : undefined}
          />
          <Popover
            id={popoverId}
            open={Boolean(anchor)}
            anchorEl={anchor}
            onClose={() => setAnchor(null)}
            // Rendered inside the page's main landmark, so its content is not outside every landmark.
            disablePortal
            anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
            slotProps={{ paper: { 'aria-label': label } }}
          >
            <List dense>
              {values.map((value, index) => (
                <ListItem key={`${value}-${index}`}>{value}</ListItem>
              ))}
            </List>
          </Popover>
        </>
      )}
    </Box>
  );
}
