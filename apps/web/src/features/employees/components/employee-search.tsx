import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { useDraft } from '../../../lib/use-url-state';

/** The roster search (spec 000 §2): a first, last or full name in either order, a date of birth as MM/DD/YYYY, or the SSN's last four. */
export function EmployeeSearch({ searched, onSearch }: { searched: string; onSearch: (filter: string) => void }) {
  const [text, setText] = useDraft(searched);
  return (
    <Box
      component="form"
      role="search"
      aria-label="Search employees"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, maxWidth: 560 }}
    >
      <TextField
        label="Search employees"
        value={text}
        onChange={(event) => setText(event.target.value)}
        helperText="Name (first, last or full, either order), date of birth (MM/DD/YYYY) or SSN last four"
        size="small"
        margin="none"
      />
      <Button type="submit" variant="contained" startIcon={<SearchIcon aria-hidden />} sx={{ mt: 0.25, flexShrink: 0 }}>
        Search
      </Button>
    </Box>
  );
}
