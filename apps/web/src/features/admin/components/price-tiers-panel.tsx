import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddCircleOutline from '@mui/icons-material/AddCircleOutlineOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import {
  editableTiers,
  priceTierProblems,
  tierMaxLabel,
  withMax,
  withMin,
  withTierInserted,
  withTierRemoved,
  type PriceTierInput,
} from '@app/shared/payments/price-tier-rules';
import { UNBOUNDED, formatCents, type PriceTier } from '@app/shared/payments/pricing';
import type { PickerOption } from '@app/shared/users/acting-as';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { errorMessage } from '../../../api/api-error';
import { BlockSkeleton } from '../../../components/loading-skeletons';
import { useNotify } from '../../../components/notifications/notification-context';
import { SearchPicker } from '../../../components/search-picker';
import { useCurrentVendor } from '../api/get-current-vendor';
import { useVendorOptions } from '../api/get-vendor-options';
import { useVendorPriceTiers } from '../api/get-vendor-price-tiers';
import { useSavePriceTiers } from '../api/save-price-tiers';
import { TierNumberField } from './tier-number-field';

function TiersView({ tiers }: { tiers: readonly PriceTier[] }) {
  return (
    <TableScrollRegion label="Price tiers" outlined>
      <Table size="small" aria-label="Price tiers">
        <TableHead>
          <TableRow>
            <TableCell>Min Employees</TableCell>
            <TableCell>Max Employees</TableCell>
            <TableCell align="right">Price</TableCell>
            <TableCell align="right">Per Employee</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {tiers.map((tier) => (
            <TableRow key={tier.minEmployees}>
              <TableCell>{tier.minEmployees.toLocaleString('en-US')}</TableCell>
              <TableCell>{tierMaxLabel(tier.maxEmployees)}</TableCell>
              <TableCell align="right">{formatCents(tier.price, { wholeDollars: true })}</TableCell>
              <TableCell align="right">{formatCents(tier.pricePerEmployee)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScrollRegion>
  );
}

/** The tiers in edit mode: linked min/max fields (spec 002 §5), insert and remove per tier. */
function TiersEditor({ tiers, onChange }: { tiers: PriceTierInput[]; onChange: (tiers: PriceTierInput[]) => void }) {
  const problems = priceTierProblems(tiers);
  const set = (index: number, patch: Partial<PriceTierInput>) =>
    onChange(tiers.map((tier, i) => (i === index ? { ...tier, ...patch } : tier)));
  return (
    <Box component="ol" aria-label="Price tiers" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {tiers.map((tier, index) => {
        const tierName = `Tier ${index + 1}`;
        const last = index === tiers.length - 1;
        return (
          <Paper component="li" variant="outlined" key={index} sx={{ p: 1.5 }} aria-label={tierName}>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
              <Typography variant="subtitle2" component="h3">
                {tierName}
              </Typography>
              <Box>
                <IconButton
                  aria-label={`Insert a tier of 100 employees before ${tierName}`}
                  onClick={() => onChange(withTierInserted(tiers, index))}
                >
                  <AddCircleOutline />
                </IconButton>
                <IconButton
                  aria-label={`Remove ${tierName}`}
                  disabled={tiers.length === 1}
                  onClick={() => onChange(withTierRemoved(tiers, index))}
                >
                  <DeleteOutline />
                </IconButton>
              </Box>
            </Box>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 1.5 }}>
              <TierNumberField
                label={`${tierName} min employees`}
                value={tier.minEmployees}
                disabled={index === 0}
                error={problems[`${index}.minEmployees`]}
                onValue={(min) => onChange(withMin(tiers, index, min))}
              />
              {last ? (
                <TextField size="small" margin="none" label={`${tierName} max employees`} value="Unbounded" disabled />
              ) : (
                <TierNumberField
                  label={`${tierName} max employees`}
                  value={tier.maxEmployees}
                  error={problems[`${index}.maxEmployees`]}
                  onValue={(max) => onChange(withMax(tiers, index, Math.min(max, UNBOUNDED - 1)))}
                />
              )}
              <TierNumberField
                label={`${tierName} price ($)`}
                value={tier.price / 100}
                decimals={2}
                onValue={(dollars) => set(index, { price: Math.round(dollars * 100) })}
              />
              <TierNumberField
                label={`${tierName} per employee ($)`}
                value={tier.pricePerEmployee / 100}
                decimals={2}
                onValue={(dollars) => set(index, { pricePerEmployee: Math.round(dollars * 100) })}
              />
            </Box>
          </Paper>
        );
      })}
    </Box>
  );
}

/**
 * Price Tiers tab (spec 002 §2, §4, §5): the employee-monitoring tiers of the selected vendor (the
 * acting-as picker's, or one chosen here), in view mode, or in edit mode where Cancel restores the saved
 * copy. Save sends the whole list; Reset to Defaults sends an empty one.
 */
export default function PriceTiersPanel() {
  const current = useCurrentVendor();
  const [chosen, setChosen] = useState<PickerOption | null>(null);
  const vendor = chosen ?? current.data ?? null;
  const tiers = useVendorPriceTiers(vendor?.id ?? null);
  const save = useSavePriceTiers();
  const { notify } = useNotify();
  const [draft, setDraft] = useState<PriceTierInput[] | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const ownTiers = tiers.data?.some((tier) => tier.vendorId !== null) ?? false;

  const choose = (option: PickerOption) => {
    setChosen(option);
    setDraft(null);
    setSaveError(null);
  };

  const send = async (list: PriceTierInput[]) => {
    if (!vendor) return;
    setSaveError(null);
    try {
      await save.mutateAsync({ vendorId: vendor.id, tiers: list });
      setDraft(null);
      notify('Price Tiers successfully saved');
    } catch (error) {
      notify({ text: 'Error saving Price Tiers', mode: 'error' });
      setSaveError(errorMessage(error, 'Error saving Price Tiers'));
    }
  };

  const problems = draft ? Object.values(priceTierProblems(draft)) : [];

  return (
    <Box component="section" aria-labelledby="price-tiers-heading">
      <Typography id="price-tiers-heading" variant="h2" component="h2" sx={{ mb: 2 }}>
        Price Tiers
      </Typography>
      {current.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Unable to load current vendor
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <SearchPicker
          id="price-tiers-vendor"
          label="Vendor"
          current={vendor}
          useOptions={useVendorOptions}
          onPick={choose}
          busy={current.isPending || save.isPending}
        />
        {vendor && (
          <Typography variant="body2" color="text.secondary">
            {ownTiers ? 'This vendor has its own tiers.' : 'This vendor pays the default tiers.'}
          </Typography>
        )}
      </Box>
      {!vendor && !current.isPending && <Alert severity="info">Choose a vendor to see its employee monitoring price tiers.</Alert>}
      {vendor && tiers.isError && <Alert severity="error">Unable to load price tiers</Alert>}
      {vendor && tiers.isPending && <BlockSkeleton label="Loading price tiers" variant="rectangular" height={200} />}
      {vendor && tiers.data && !draft && (
        <>
          <TiersView tiers={tiers.data} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
            <Button variant="contained" onClick={() => setDraft(editableTiers(tiers.data))}>
              Edit
            </Button>
            {ownTiers && (
              <Button variant="outlined" disabled={save.isPending} onClick={() => void send([])}>
                Reset to Defaults
              </Button>
            )}
          </Box>
        </>
      )}
      {vendor && draft && (
        <>
          <TiersEditor tiers={draft} onChange={setDraft} />
          {problems.length > 0 && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {problems[0]}
            </Alert>
          )}
          {saveError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {saveError}
            </Alert>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
            <Button variant="contained" disabled={save.isPending || problems.length > 0} onClick={() => void send(draft)}>
              Save
            </Button>
            <Button
              variant="outlined"
              disabled={save.isPending}
              onClick={() => {
                setDraft(null);
                setSaveError(null);
              }}
            >
              Cancel
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
}
