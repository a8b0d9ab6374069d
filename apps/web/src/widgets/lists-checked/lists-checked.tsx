import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { DEMO_LIST_LABEL, groupCheckedLists, stateCode, type CheckedList, type StateListGroup } from '@app/shared/screening/lists-checked';
import { formatDisplayDate } from '../../components/format-display-date';

/** Marks demo data wherever a list is named, so nobody takes a synthetic fixture for the published list. */
function DemoChip() {
  return <Chip size="small" variant="outlined" label={`Demo: ${DEMO_LIST_LABEL}`} sx={{ ml: 1, maxWidth: '100%' }} />;
}

function FederalList({ list }: { list: CheckedList }) {
  return (
    <Box component="li" sx={{ py: 0.5 }}>
      <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
        {list.name}
      </Typography>
      <Typography variant="body2" component="span" color="text.secondary">
        {list.listDate ? `, list of ${formatDisplayDate(list.listDate)}` : ': not yet screened'}
      </Typography>
      {list.demo && <DemoChip />}
    </Box>
  );
}

/** A day's state lists in one line, their names behind a Show button (44 names would bury the page). */
function StateGroup({ group }: { group: StateListGroup }) {
  const [open, setOpen] = useState(false);
  const namesId = useId();
  const count = group.lists.length;
  return (
    <Box component="li" sx={{ py: 0.5 }}>
      <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
        {count} state Medicaid list{count === 1 ? '' : 's'}
      </Typography>
      <Typography variant="body2" component="span" color="text.secondary">
        , list of {formatDisplayDate(group.listDate)}
      </Typography>
      {group.demo && <DemoChip />}
      <Button size="small" aria-expanded={open} aria-controls={namesId} onClick={() => setOpen(!open)} sx={{ ml: 0.5 }}>
        {open ? 'Hide the states' : 'Show the states'}
      </Button>
      {open && (
        <Box component="ul" id={namesId} sx={{ m: 0, pl: 3 }}>
          {group.lists.map((list) => (
            <Typography key={list.sourceId} component="li" variant="body2">
              {list.name} ({stateCode(list)})
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}

/**
 * The exclusion lists checked, each with its day: the federal lists one by one, the state lists by day
 * (names on request), demo lists marked. The one view of `CheckedList[]` on the employee page, the
 * compliance report and the public verify page.
 */
export function ListsChecked({ lists, label = 'Exclusion lists checked' }: { lists: readonly CheckedList[]; label?: string }) {
  const { federal, stateGroups } = groupCheckedLists(lists);
  if (!lists.length) {
    return <Typography variant="body2">No exclusion list loaded yet</Typography>;
  }
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {federal.map((list) => (
        <FederalList key={list.sourceId} list={list} />
      ))}
      {stateGroups.map((group) => (
        <StateGroup key={`${group.listDate}-${group.demo}`} group={group} />
      ))}
    </Box>
  );
}
