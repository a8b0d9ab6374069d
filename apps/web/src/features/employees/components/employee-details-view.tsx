import { maskTin } from '@app/shared/company/tin-mask';
import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import type { Employee } from '@app/shared/employees/employee';
import { formatDisplayDate } from '../../../components/format-display-date';
import { formatSsn } from '../../../lib/input-masks';
import { useCountries } from '../api/get-countries';
import { useStates } from '../api/get-states';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ '& + &': { mt: 3 } }}>
      <Typography variant="h2" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {term}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Typography>
    </>
  );
}

/** The SSN hidden but for its last four digits, with the eye toggle of the SSN input (spec 000 §5). */
function SsnText({ ssn }: { ssn: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <span>{visible ? formatSsn(ssn) : maskTin(ssn, 'SSN')}</span>
      <IconButton size="small" aria-label={visible ? 'Hide SSN' : 'Show SSN'} aria-pressed={visible} onClick={() => setVisible(!visible)}>
        {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
      </IconButton>
    </Box>
  );
}

/**
 * The detail page's view mode: the employee's data as text in the form's three sections (not disabled
 * inputs, which read as "you may not change this" and are hard to read); Edit turns it into the form.
 */
export function EmployeeDetailsView({ employee }: { employee: Employee }) {
  const stateName = useStates().data?.find((option) => option.code === employee.state)?.state;
  const countryName = useCountries().data?.find((option) => option.code === employee.country)?.name;
  return (
    <>
      <Section title="Personal Information">
        <Item term="First Name">{employee.firstName}</Item>
        <Item term="Last Name">{employee.lastName}</Item>
        <Item term="SSN">{employee.ssn ? <SsnText ssn={employee.ssn} /> : null}</Item>
        <Item term="Date of Birth">{formatDisplayDate(employee.dob)}</Item>
      </Section>
      <Section title="Medical Licensure">
        <Item term="NPI">{employee.npi}</Item>
      </Section>
      <Section title="Address Information">
        <Item term="Street 1">{employee.street1}</Item>
        <Item term="Street 2">{employee.street2}</Item>
        <Item term="City">{employee.city}</Item>
        <Item term="State">{employee.state ? (stateName ?? employee.state) : null}</Item>
        <Item term="Zip Code">{employee.postalCode}</Item>
        <Item term="Country">{employee.country ? (countryName ?? employee.country) : null}</Item>
      </Section>
    </>
  );
}
