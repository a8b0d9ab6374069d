import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { usePriceTiers } from '../api/get-price-tiers';
import { sortedTiers, tierPriceText, tierRangeText } from '../utils/price-tier-text';

/**
 * The monthly employee-monitoring price after the first month, by number of monitored employees
 * (spec 000 §1), from the vendor's price tiers. Nothing shows when they cannot be loaded.
 */
export function MonitoringPriceTiers() {
  const tiers = usePriceTiers();
  if (!tiers.data?.length) return null;
  return (
    <>
      <Typography variant="body2" sx={{ mt: 2 }}>
        The first month costs the price above, whatever the size of your team. After that, the monthly price depends on the number of
        employees you monitor:
      </Typography>
      <Table size="small" aria-label="Monthly price by number of employees" sx={{ mt: 1 }}>
        <TableHead>
          <TableRow>
            <TableCell>Employees</TableCell>
            <TableCell>Monthly price</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sortedTiers(tiers.data).map((tier) => (
            <TableRow key={`${tier.minEmployees}-${tier.maxEmployees}`}>
              <TableCell>{tierRangeText(tier)}</TableCell>
              <TableCell>{tierPriceText(tier)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
