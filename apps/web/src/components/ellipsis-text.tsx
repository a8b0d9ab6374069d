import Box from '@mui/material/Box';

/**
 * A long single value (an e-mail address) cut with an ellipsis at the width of its column, so a table fits
 * the page (issue 30); the whole value shows on hover as its title, and is read whole by screen readers.
 */
export function EllipsisText({ text, maxWidth }: { text: string; maxWidth: number | string }) {
  return (
    <Box
      component="span"
      title={text}
      sx={{ display: 'block', maxWidth, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
    >
      {text}
    </Box>
  );
}
