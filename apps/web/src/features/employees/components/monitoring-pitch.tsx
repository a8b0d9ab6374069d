import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { PageHeader } from '../../../components/page-header';
import { PRICING_LINES, priceEstimateText } from '../utils/monitoring-price';

/** Where Start Employee Monitoring leads (spec 000 §2): the subscription payment, then back here. */
const START_MONITORING_PATH = '/subscription-payment?type=VP_EMPLOYEE_MONITORING&backNavigationTo=employees';

const BENEFITS = [
  'Every employee is checked against federal and state exclusion lists, including the OIG LEIE.',
  'Your roster is checked again whenever a list is updated, so you hear about new exclusions quickly.',
  'Each possible match shows why it matched, so you can verify it with confidence.',
  'Add employees one at a time or upload your whole roster as a CSV file.',
];

function Bullets({ lines }: { lines: readonly string[] }) {
  return (
    <List dense disablePadding>
      {lines.map((line) => (
        <ListItem key={line} disableGutters>
          <ListItemIcon sx={{ minWidth: 32 }}>
            <CheckCircleOutlined aria-hidden color="success" fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={line} />
        </ListItem>
      ))}
    </List>
  );
}

/** The sales pitch shown instead of the roster without an employee-monitoring subscription (spec 000 §1). */
export function MonitoringPitch() {
  const [teamSize, setTeamSize] = useState('100');
  const count = Number(teamSize);
  const validCount = teamSize.trim() !== '' && Number.isInteger(count) && count >= 0;
  return (
    <>
      <PageHeader
        title="Employee Exclusion Monitoring"
        subtitle="Know that everyone on your team is clear to work with your healthcare customers."
        actions={
          <Button component={RouterLink} to={START_MONITORING_PATH} variant="contained" size="large">
            Start Employee Monitoring
          </Button>
        }
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card component="section" aria-labelledby="monitoring-benefits-heading" sx={{ height: '100%' }}>
            <CardContent>
              <Typography id="monitoring-benefits-heading" variant="h2" component="h2" gutterBottom>
                What you get
              </Typography>
              <Bullets lines={BENEFITS} />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card component="section" aria-labelledby="monitoring-pricing-heading" sx={{ height: '100%' }}>
            <CardContent>
              <Typography id="monitoring-pricing-heading" variant="h2" component="h2" gutterBottom>
                Pricing
              </Typography>
              <Bullets lines={PRICING_LINES} />
              <Box sx={{ mt: 1 }}>
                <TextField
                  label="Number of employees"
                  type="number"
                  value={teamSize}
                  onChange={(event) => setTeamSize(event.target.value)}
                  slotProps={{ htmlInput: { min: 0, step: 1 } }}
                />
                <Typography variant="body1" aria-live="polite" sx={{ fontWeight: 500 }}>
                  {validCount ? priceEstimateText(count) : 'Enter the number of employees to see your monthly price.'}
                </Typography>
              </Box>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </>
  );
}
