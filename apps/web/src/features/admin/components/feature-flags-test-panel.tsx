import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useFeatureFlags } from '../../../api/get-feature-flags';

/**
 * Feature Flags Test tab (spec 002 §2), shown only while TEST_FEATURE is on: the flags exactly as this
 * browser loaded them (the pairs every user gets), to check that a toggle reached the app.
 */
export default function FeatureFlagsTestPanel() {
  const flags = Object.entries(useFeatureFlags()).sort(([a], [b]) => a.localeCompare(b));
  return (
    <Box component="section" aria-labelledby="feature-flags-test-heading">
      <Typography id="feature-flags-test-heading" variant="h2" component="h2" sx={{ mb: 1 }}>
        Feature Flags Test
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        This tab shows because TEST_FEATURE is on. These are the flags as the app loaded them for everyone.
      </Typography>
      {flags.length === 0 ? (
        <Typography variant="body2">The app has no feature flags loaded.</Typography>
      ) : (
        <Box
          component="ul"
          aria-label="Loaded feature flags"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {flags.map(([name, enabled]) => (
            <li key={name}>
              <Chip label={`${name}: ${enabled ? 'on' : 'off'}`} variant="outlined" color={enabled ? 'success' : 'default'} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
