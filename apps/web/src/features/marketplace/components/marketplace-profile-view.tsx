import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { MarketplaceProfile } from '@app/shared/marketplace/marketplace-profile';
import { US_STATES } from '@app/shared/platform/us-states';
import { contactName, phoneWithExtension } from '../utils/marketplace-form-values';
import { logoSrc } from './logo-field';

const STATE_NAMES = new Map(US_STATES.map((s) => [s.code, s.state]));

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {term}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0, whiteSpace: 'pre-line' }}>
        {children || '—'}
      </Typography>
    </>
  );
}

/** The saved profile in view mode. */
export function MarketplaceProfileView({ profile }: { profile: MarketplaceProfile }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, columnGap: 3, rowGap: 1.5, m: 0 }}>
      <Item term="Name">{profile.name}</Item>
      <Item term="Logo">
        {profile.logoFileId ? (
          <Box
            component="img"
            src={profile.logoUrl ?? logoSrc(profile.logoFileId)}
            alt={`Logo ${profile.logoName ?? ''}`.trim()}
            sx={{ maxHeight: 64, maxWidth: 200, objectFit: 'contain' }}
          />
        ) : null}
      </Item>
      <Item term="Summary">{profile.summary}</Item>
      <Item term="Description">{profile.description}</Item>
      <Item term="States">
        {profile.states.length === 0 ? 'All states' : profile.states.map((code) => STATE_NAMES.get(code) ?? code).join(', ')}
      </Item>
      <Item term="Categories">{profile.categories.map((category) => category.name).join(', ')}</Item>
      <Item term="Contact">{contactName(profile)}</Item>
      <Item term="Email">{profile.contactEmail}</Item>
      <Item term="Phone">{phoneWithExtension(profile)}</Item>
      <Item term="Website">
        {profile.website ? (
          <Link href={profile.website} target="_blank" rel="noopener noreferrer">
            {profile.website}
          </Link>
        ) : null}
      </Item>
      <Item term="Shown in the Marketplace">{profile.visible ? 'Yes' : 'No, hidden from the Marketplace'}</Item>
    </Box>
  );
}
