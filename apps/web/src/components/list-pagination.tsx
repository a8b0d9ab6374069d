import { useId } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import { groupThousands } from '../lib/group-thousands';
import { choiceOptions } from './choice-field';

interface ListPaginationProps {
  /** How many items the whole list has. */
  count: number;
  /** The page shown, from 0. */
  page: number;
  rowsPerPage: number;
  /** The page sizes offered; with one or none, no choice is shown. */
  rowsPerPageOptions?: readonly number[];
  onPageChange: (page: number) => void;
  onRowsPerPageChange?: (rowsPerPage: number) => void;
  labelRowsPerPage?: string;
  /** The browser's own select for the page size (a phone's system picker; see ChoiceField). */
  native?: boolean;
}

/**
 * The bar under a paged list: rows per page, "1–25 of 300", previous and next. It looks and reads like
 * MUI's TablePagination (the same names for the choice and the buttons), which it replaces because that
 * module builds an Intl number formatter as soon as it loads: the browser's locale data then loads in the
 * middle of the page's first load (decision 231). Wraps on a phone instead of pushing the page sideways.
 */
export function ListPagination({
  count,
  page,
  rowsPerPage,
  rowsPerPageOptions = [],
  onPageChange,
  onRowsPerPageChange,
  labelRowsPerPage = 'Rows per page:',
  native = false,
}: ListPaginationProps) {
  const labelId = useId();
  const from = count === 0 ? 0 : page * rowsPerPage + 1;
  const to = Math.min(count, (page + 1) * rowsPerPage);
  const lastPage = Math.max(0, Math.ceil(count / rowsPerPage) - 1);
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'flex-end',
        columnGap: { xs: 1, sm: 2 },
        minHeight: 52,
        px: { xs: 1, sm: 2 },
      }}
    >
      {rowsPerPageOptions.length > 1 && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: { xs: 0, sm: 2 } }}>
          <Typography variant="body2" id={labelId}>
            {labelRowsPerPage}
          </Typography>
          <Select
            variant="standard"
            disableUnderline
            native={native}
            labelId={labelId}
            inputProps={native ? { 'aria-labelledby': labelId } : undefined}
            value={rowsPerPage}
            onChange={(event) => onRowsPerPageChange?.(Number(event.target.value))}
            sx={{ typography: 'body2', '& .MuiSelect-select': { pl: 1 } }}
          >
            {choiceOptions(
              rowsPerPageOptions.map((option) => ({ value: String(option), label: String(option) })),
              native,
            )}
          </Select>
        </Box>
      )}
      <Typography variant="body2">
        {groupThousands(from)}–{groupThousands(to)} of {groupThousands(count)}
      </Typography>
      {/* The browser's own tooltip (title): MUI's Tooltip re-renders itself as it mounts, inside the page's first commit. */}
      <Box sx={{ display: 'flex', ml: { xs: 0, sm: 1 } }}>
        <IconButton
          color="inherit"
          aria-label="Go to previous page"
          title="Go to previous page"
          disabled={page === 0}
          onClick={() => onPageChange(page - 1)}
        >
          <KeyboardArrowLeft />
        </IconButton>
        <IconButton
          color="inherit"
          aria-label="Go to next page"
          title="Go to next page"
          disabled={page >= lastPage}
          onClick={() => onPageChange(page + 1)}
        >
          <KeyboardArrowRight />
        </IconButton>
      </Box>
    </Box>
  );
}
