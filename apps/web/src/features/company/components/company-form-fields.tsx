import { useId, type ReactNode } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CompanyProfileValues } from '@app/shared/company/company-profile';
import { todayIso } from '@app/shared/employees/employee';
import type { RevisionNote } from '../../../api/get-revision-notes';
import type { CompanyFormValues } from '../utils/company-form-values';
import { digitsOnly } from '../../../lib/input-masks';
import { formatPhone, formatTin } from '../utils/input-masks';
import { revisionNotesByTarget } from '../utils/revision-note-targets';
import { CompanyAddressFields } from './company-address-fields';
import { FormTextField } from '../../../components/form/form-text-field';
import { RevisionNoteAlerts } from './revision-note-alerts';
import { TinField } from './tin-field';

type CompanyForm = UseFormReturn<CompanyFormValues, unknown, CompanyProfileValues>;
type HeadingLevel = 'h2' | 'h3';

function Section({ title, heading, children }: { title: string; heading: HeadingLevel; children: ReactNode }) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ '& + &': { mt: 4 } }}>
      <Typography id={titleId} variant="h3" component={heading} sx={{ fontSize: '1.15rem', fontWeight: 600, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

interface CompanyFormFieldsProps {
  form: CompanyForm;
  /** The customers' open revision requests, each shown next to the field it names. */
  notes: readonly RevisionNote[];
  servicesOfferedRequired: boolean;
  /** Level of the section headings under the page's (h3 under the account tab's h2). */
  heading?: HeadingLevel;
}

/**
 * The company profile's fields (spec 001 §2 Company profile, §5 Company): business details with the
 * sole-proprietor switch, office and mailing addresses, phone and the tax identifiers.
 */
export function CompanyFormFields({ form, notes, servicesOfferedRequired, heading = 'h3' }: CompanyFormFieldsProps) {
  const { control, getValues, setValue, clearErrors } = form;
  const soleProprietor = useWatch({ control, name: 'soleProprietor' });
  const sameMailing = useWatch({ control, name: 'mailingAddressSameAsDesignated' });
  const byTarget = revisionNotesByTarget(notes);

  return (
    <>
      <RevisionNoteAlerts notes={byTarget.general} />
      <Section title="Business Details" heading={heading}>
        <RevisionNoteAlerts notes={byTarget.soleProprietor} />
        <Controller
          name="soleProprietor"
          control={control}
          render={({ field }) => (
            <FormControlLabel
              sx={{ mb: 2 }}
              label="Sole Proprietor"
              control={
                <Switch
                  name={field.name}
                  checked={field.value}
                  onBlur={field.onBlur}
                  onChange={(event) => {
                    field.onChange(event.target.checked);
                    // The name rules swap: a business name or the proprietor's name and DOB.
                    clearErrors(['businessName', 'firstName', 'lastName', 'dob']);
                  }}
                />
              }
            />
          )}
        />
        <Grid container columnSpacing={2} rowSpacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <RevisionNoteAlerts notes={byTarget.businessName} />
            <FormTextField
              control={control}
              name="businessName"
              label="Business Name"
              required={!soleProprietor}
              autoComplete="organization"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <RevisionNoteAlerts notes={byTarget.dbaName} />
            <FormTextField control={control} name="dbaName" label="DBA Name" />
          </Grid>
          {soleProprietor && (
            <>
              <Grid size={{ xs: 12, sm: 4 }}>
                <FormTextField control={control} name="firstName" label="First Name" required autoComplete="given-name" />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <FormTextField control={control} name="lastName" label="Last Name" required autoComplete="family-name" />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <FormTextField control={control} name="dob" label="Date of Birth" required type="date" max={todayIso()} />
              </Grid>
            </>
          )}
          <Grid size={12}>
            <RevisionNoteAlerts notes={byTarget.servicesOffered} />
            <FormTextField control={control} name="servicesOffered" label="Services Offered" required={servicesOfferedRequired} multiline />
          </Grid>
        </Grid>
      </Section>

      <Section title="Office Address" heading={heading}>
        <RevisionNoteAlerts notes={byTarget.officeAddress} />
        <CompanyAddressFields form={form} prefix="officeAddress" />
      </Section>

      <Section title="Mailing Address" heading={heading}>
        <RevisionNoteAlerts notes={byTarget.mailingAddress} />
        <Controller
          name="mailingAddressSameAsDesignated"
          control={control}
          render={({ field }) => (
            <FormControlLabel
              sx={{ mb: sameMailing ? 0 : 2 }}
              label="Same as office address"
              control={
                <Checkbox
                  name={field.name}
                  checked={field.value}
                  onBlur={field.onBlur}
                  onChange={(event) => {
                    field.onChange(event.target.checked);
                    clearErrors('mailingAddress');
                  }}
                />
              }
            />
          )}
        />
        {!sameMailing && <CompanyAddressFields form={form} prefix="mailingAddress" />}
      </Section>

      <Section title="Contact and Tax Information" heading={heading}>
        <Grid container columnSpacing={2} rowSpacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <RevisionNoteAlerts notes={byTarget.phoneNumber} />
            <FormTextField
              control={control}
              name="phoneNumber"
              label="Phone Number"
              required
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              mask={formatPhone}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }} />
          <Grid size={{ xs: 12, sm: 6 }}>
            <RevisionNoteAlerts notes={byTarget.tinType} />
            <Controller
              name="tinType"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  onChange={(event) => {
                    const tinType = event.target.value as CompanyFormValues['tinType'];
                    field.onChange(tinType);
                    setValue('tin', formatTin(getValues('tin'), tinType), { shouldDirty: true });
                  }}
                  select
                  label="TIN Type"
                  required
                  fullWidth
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                >
                  <option value="UNKNOWN">Choose a TIN type</option>
                  <option value="EIN">EIN</option>
                  <option value="SSN">SSN</option>
                </TextField>
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <RevisionNoteAlerts notes={byTarget.tin} />
            <TinField control={control} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <RevisionNoteAlerts notes={byTarget.duns} />
            <FormTextField
              control={control}
              name="duns"
              label="DUNS"
              inputMode="numeric"
              maxLength={9}
              mask={(value) => digitsOnly(value, 9)}
              helperText="Optional, 9 digits"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <RevisionNoteAlerts notes={byTarget.npi} />
            <FormTextField
              control={control}
              name="npi"
              label="NPI"
              inputMode="numeric"
              maxLength={10}
              mask={(value) => digitsOnly(value, 10)}
              helperText="Optional, 10 digits"
            />
          </Grid>
        </Grid>
      </Section>
    </>
  );
}
