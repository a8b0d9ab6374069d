import type { ReactNode } from 'react';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import CloseIcon from '@mui/icons-material/Close';
import { VENDOR_GROUP_TEXTS, type Cov, type Covg } from '@app/shared/vendor-groups/vendor-groups';

/** A COV row; in regroup mode it carries a drag handle (pointer or keyboard: Space to pick up, arrows, Space to drop). */
function CovRow({ cov, regrouping, showVendor }: { cov: Cov; regrouping: boolean; showVendor: boolean }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: `cov-${cov.id}`, disabled: !regrouping });
  return (
    <Box
      component="li"
      ref={setNodeRef}
      aria-label={`COV ${cov.id}`}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        py: 0.5,
        px: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: isDragging ? 'primary.main' : 'divider',
        position: 'relative',
        zIndex: isDragging ? 10 : 'auto',
        boxShadow: isDragging ? 4 : 0,
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
      }}
    >
      {regrouping && (
        <IconButton
          size="small"
          aria-label={`Move COV ${cov.id}`}
          {...attributes}
          {...listeners}
          sx={{ cursor: 'grab', touchAction: 'none' }}
        >
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
      )}
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {cov.legalName}
          {cov.trashed ? VENDOR_GROUP_TEXTS.trashedSuffix : ''}
        </Typography>
        <Typography variant="caption" component="p" sx={{ overflowWrap: 'anywhere' }}>
          COV ID {cov.id} · Vendor number {cov.vendorNumber}
          {cov.tin ? ` · TIN ${cov.tin}` : ''}
          {cov.managerName ? ` · ${cov.managerName}` : ''}
          {showVendor && cov.ptid ? ` · ${cov.ptid}` : ''}
        </Typography>
      </Box>
    </Box>
  );
}

/** What a group's card looks like while a COV is dragged over it. */
export type DropState = 'none' | 'accepts' | 'refuses';

/** A loaded group's card: names, ids, codes, COVs; a drop target in regroup mode. */
export function VendorGroupCard(props: {
  dropId: string;
  group: Covg | null;
  title: string;
  covs: readonly Cov[];
  regrouping: boolean;
  showVendor: boolean;
  dropState: DropState;
  onRemove?: () => void;
  children?: ReactNode;
}) {
  const { setNodeRef } = useDroppable({ id: props.dropId, disabled: !props.regrouping });
  const { group } = props;
  const borderColor = props.dropState === 'accepts' ? 'success.main' : props.dropState === 'refuses' ? 'error.main' : 'divider';
  return (
    <Card
      ref={setNodeRef}
      variant="outlined"
      component="section"
      aria-label={props.title}
      sx={{ overflow: 'visible', borderWidth: 2, borderColor, minWidth: 0 }}
    >
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h3" component="h3" sx={{ fontSize: '1.1rem', overflowWrap: 'anywhere' }}>
              {props.title}
            </Typography>
            {group && (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                COVG ID {group.id} · {group.clientName}
                {group.vendorCategory ? ` · ${group.vendorCategory}` : ''}
              </Typography>
            )}
            {group && group.signupCodes.length > 0 && (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                Signup codes: {group.signupCodes.map((code) => code.code).join(', ')}
              </Typography>
            )}
            {group && group.extraNames.length > 0 && (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                Extra names: {group.extraNames.join(', ')}
              </Typography>
            )}
            {group && props.showVendor && (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {group.vendor ? `Linked vendor: ${group.vendor.legalName ?? group.vendor.ptid} (${group.vendor.ptid})` : 'No linked vendor'}
              </Typography>
            )}
          </Box>
          {props.onRemove && (
            <IconButton size="small" aria-label={`Remove ${props.title}`} onClick={props.onRemove} disabled={props.regrouping}>
              <CloseIcon fontSize="small" />
            </IconButton>
          )}
        </Box>
        <Box component="ul" aria-label={`COVs of ${props.title}`} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 0.5 }}>
          {props.covs.map((cov) => (
            <CovRow key={cov.id} cov={cov} regrouping={props.regrouping} showVendor={props.showVendor} />
          ))}
        </Box>
        {props.covs.length === 0 && (
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            {props.regrouping ? 'Drop COVs here.' : 'No COVs.'}
          </Typography>
        )}
        {props.children}
      </CardContent>
    </Card>
  );
}
