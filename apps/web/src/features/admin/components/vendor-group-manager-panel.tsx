import { startTransition, useMemo, useOptimistic, useRef, useState, type FormEvent } from 'react';
import { useQueries, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import {
  DndContext,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { VENDOR_GROUP_TEXTS, parseIdentifiers, regroupOutcome, type Cov, type Covg } from '@app/shared/vendor-groups/vendor-groups';
import { errorMessage } from '../../../api/api-error';
import { useNotify } from '../../../components/notifications/notification-context';
import { useDraft, useUrlState } from '../../../lib/use-url-state';
import { useLoadVendorGroups, useRegroup, vendorGroupQuery, type GroupIdentifier } from '../api/vendor-groups';
import { groupIdsOf, loadedState, searchOf, VENDOR_GROUP_PARAMS, withoutGroup, withSavedGroups } from '../vendor-group-address';
import { boardOf, canDrop, moveCov, pendingMoves, regroupRequest, withNewGroup, type BoardGroup } from '../vendor-group-board';
import { VendorGroupCard, type DropState } from './vendor-group-card';

const FIELDS: ReadonlyArray<{ kind: GroupIdentifier; label: string; numeric: boolean }> = [
  { kind: 'signupCode', label: 'Signup Code', numeric: false },
  { kind: 'covgId', label: 'COVG ID', numeric: true },
  { kind: 'covId', label: 'COV ID', numeric: true },
  { kind: 'ptid', label: 'PTID', numeric: false },
];
const EMPTY_VALUES: Record<GroupIdentifier, string> = { signupCode: '', covgId: '', covId: '', ptid: '' };

/**
 * A group the Load or the save has just answered is not read again when the board shows it; a board
 * opened later (another tab first, Back after a while, a copied address) reads its groups afresh.
 */
const JUST_READ_MS = 10_000;

/** The groups on the board as their look-ups stand (TanStack keeps the result stable while they do not change). */
function boardLookups(results: ReadonlyArray<UseQueryResult<Covg>>) {
  return {
    groups: results.flatMap((result) => (result.data ? [result.data] : [])),
    pending: results.some((result) => result.isPending),
    errors: results.map((result) => result.error),
  };
}

const covIdOf = (dragId: string | number) => Number(String(dragId).replace('cov-', ''));

/** The pointer decides under a pointer; the keyboard moves the COV's box, so its overlap decides then. */
const collisions: CollisionDetection = (args) => (args.pointerCoordinates ? pointerWithin(args) : rectIntersection(args));

/**
 * Vendor Group Manager tab (spec 002 §2, §4, §7): load groups by one identifier (several values
 * separated by spaces or commas), show or hide linked vendors, full width; regroup by dragging COVs
 * (pointer, or keyboard: focus a COV's move button, Space, arrow keys from group to group, Space to
 * drop) between groups of the same client or into a New Group; Save Changes asks first. The search, the
 * groups loaded and the linked-vendors switch live in the address (`vendor-group-address.ts`): Back
 * undoes a Load or a removal, and a copied address opens the same board.
 */
export default function VendorGroupManagerPanel() {
  const { notify } = useNotify();
  const queryClient = useQueryClient();
  const [state, setState] = useUrlState(VENDOR_GROUP_PARAMS);
  const [values, setValues] = useDraft(searchOf(state));
  const [fieldError, setFieldError] = useState<string | null>(null);
  // The values the last Load found nothing for, shown while its search is the one in the address.
  const [missing, setMissing] = useState<{ search: string; values: string[] } | null>(null);
  const groupIds = useMemo(() => groupIdsOf(state.groups), [state.groups]);
  const lookups = useQueries({
    queries: groupIds.map((id) => ({ ...vendorGroupQuery(id), staleTime: JUST_READ_MS })),
    combine: boardLookups,
  });
  const { groups } = lookups;
  // The router takes the new address in a transition; the switch shows its new position at once.
  const [showVendors, showVendorsNow] = useOptimistic(state.vendors);
  const switchVendors = (on: boolean) =>
    startTransition(() => {
      showVendorsNow(on);
      setState({ vendors: on });
    });
  const [fullWidth, setFullWidth] = useState(false);
  // A regrouping in progress belongs to the board it started on: Back to another board ends it.
  const [draft, setDraft] = useState<{ groups: string; board: BoardGroup[] } | null>(null);
  const board = draft?.groups === state.groups ? draft.board : null;
  const setBoard = (next: BoardGroup[] | null) => setDraft(next && { groups: state.groups, board: next });
  const [confirming, setConfirming] = useState(false);
  const [over, setOver] = useState<{ covId: number; key: string } | null>(null);
  const load = useLoadVendorGroups();
  const regroup = useRegroup();
  const regrouping = board !== null;
  const searchKey = JSON.stringify(searchOf(state));
  const notFound = missing?.search === searchKey ? missing.values : [];

  const active = FIELDS.find((field) => values[field.kind].trim() !== '');
  const covsById = useMemo(() => new Map<number, Cov>(groups.flatMap((g) => g.covs.map((cov): [number, Cov] => [cov.id, cov]))), [groups]);
  const loadedBoard = useMemo(() => boardOf(groups), [groups]);
  const shown = board ?? loadedBoard;
  const order = useRef<string[]>([]);
  order.current = shown.map((group) => group.key);

  const titleOf = (key: string) => {
    const group = shown.find((g) => g.key === key);
    if (!group) return key;
    if (group.covgId === null) return `New Group ${key.replace('new-', '')}`;
    const loaded = groups.find((g) => g.id === group.covgId);
    return loaded ? `${loaded.preferredName}${loaded.trashed ? VENDOR_GROUP_TEXTS.trashedSuffix : ''}` : `Group ${group.covgId}`;
  };

  // Arrow keys jump from group to group (in the order shown) rather than by a few pixels.
  const jumpBetweenGroups: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
    const step =
      event.code === 'ArrowRight' || event.code === 'ArrowDown' ? 1 : event.code === 'ArrowLeft' || event.code === 'ArrowUp' ? -1 : 0;
    if (step === 0) return undefined;
    event.preventDefault();
    const keys = order.current;
    const current = context.over ? keys.indexOf(String(context.over.id)) : -1;
    const next = keys[Math.min(keys.length - 1, Math.max(0, current + step))];
    const rect = next === undefined ? undefined : context.droppableRects.get(next);
    return rect ? { x: rect.left + 8, y: rect.top + 8 } : currentCoordinates;
  };
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: jumpBetweenGroups }),
  );

  const announcements: Announcements = {
    onDragStart: ({ active: a }) =>
      `Picked up COV ${covIdOf(a.id)}. Use the arrow keys to move it from group to group, Space or Enter to drop it, Escape to cancel.`,
    onDragOver: ({ active: a, over: o }) =>
      o
        ? `COV ${covIdOf(a.id)} is over ${titleOf(String(o.id))}${canDrop(shown, covIdOf(a.id), String(o.id)) ? '' : ', which does not accept it'}.`
        : `COV ${covIdOf(a.id)} is not over a group.`,
    onDragEnd: ({ active: a, over: o }) =>
      o && canDrop(shown, covIdOf(a.id), String(o.id))
        ? `COV ${covIdOf(a.id)} was moved to ${titleOf(String(o.id))}.`
        : `COV ${covIdOf(a.id)} was not moved.`,
    onDragCancel: ({ active: a }) => `Moving COV ${covIdOf(a.id)} was canceled.`,
  };

  const onDragOver = (event: DragOverEvent) => setOver(event.over ? { covId: covIdOf(event.active.id), key: String(event.over.id) } : null);
  const onDragEnd = (event: DragEndEvent) => {
    setOver(null);
    if (!board || !event.over) return;
    setBoard(moveCov(board, covIdOf(event.active.id), String(event.over.id)));
  };
  const dropState = (key: string): DropState => {
    if (!over || over.key !== key) return 'none';
    return canDrop(shown, over.covId, key) ? 'accepts' : 'refuses';
  };

  const submitLoad = async (event: FormEvent) => {
    event.preventDefault();
    if (!active) return;
    const parsed = parseIdentifiers(values[active.kind]);
    if (active.numeric && parsed.some((value) => !/^[1-9][0-9]*$/.test(value))) {
      setFieldError(`Enter ${active.label}s as numbers, separated by spaces or commas`);
      return;
    }
    setFieldError(null);
    try {
      const result = await load.mutateAsync({ kind: active.kind, values: parsed });
      for (const group of result.found) queryClient.setQueryData(vendorGroupQuery(group.id).queryKey, group);
      const change = loadedState(
        active.kind,
        parsed,
        groupIds,
        result.found.map((group) => group.id),
      );
      setMissing({ search: JSON.stringify(searchOf({ ...state, ...change })), values: result.missing });
      setState(change);
    } catch (error) {
      notify({ text: errorMessage(error, VENDOR_GROUP_TEXTS.notFound), mode: 'error' });
    }
  };

  const save = async () => {
    if (!board) return;
    setConfirming(false);
    try {
      const result = await regroup.mutateAsync(regroupRequest(board));
      const outcome = regroupOutcome(result);
      notify({ text: outcome.text, mode: outcome.severity });
      for (const group of result.affectedCovgs) queryClient.setQueryData(vendorGroupQuery(group.id).queryKey, group);
      setBoard(null);
      // Saving is not a step to go Back over: the groups it created join the board in place.
      setState(
        withSavedGroups(
          groupIds,
          result.affectedCovgs.map((group) => group.id),
        ),
        { replace: true },
      );
    } catch (error) {
      notify({ text: errorMessage(error, 'Error saving the regrouping. Please try again.'), mode: 'error' });
    }
  };

  const moves = board ? pendingMoves(loadedBoard, board) : 0;
  return (
    <Box component="section" aria-labelledby="vendor-group-manager-heading" sx={{ maxWidth: fullWidth ? 'none' : 1200 }}>
      <Typography id="vendor-group-manager-heading" variant="h2" component="h2" sx={{ mb: 2 }}>
        Vendor Group Manager
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void submitLoad(event)}
        aria-label="Load vendor groups"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 1, alignItems: 'flex-start' }}
      >
        {FIELDS.map((field) => (
          <TextField
            key={field.kind}
            id={`vendor-group-${field.kind}`}
            size="small"
            label={field.label}
            value={values[field.kind]}
            disabled={regrouping || (active !== undefined && active.kind !== field.kind)}
            onChange={(event) => setValues({ ...EMPTY_VALUES, [field.kind]: event.target.value })}
            error={fieldError !== null && active?.kind === field.kind}
            helperText={fieldError !== null && active?.kind === field.kind ? fieldError : undefined}
            sx={{ width: { xs: '100%', sm: 200 } }}
          />
        ))}
        <Button type="submit" variant="contained" disabled={!active || regrouping || load.isPending}>
          Load
        </Button>
      </Box>
      <Typography variant="body2" sx={{ mb: 2, color: 'text.secondary' }}>
        Fill one field; separate several values with spaces or commas.
      </Typography>
      {(load.isPending || lookups.pending) && <LinearProgress aria-label="Loading vendor groups" sx={{ mb: 2 }} />}
      {notFound.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }} onClose={() => setMissing(null)}>
          {VENDOR_GROUP_TEXTS.notFound}: {notFound.join(', ')}
        </Alert>
      )}
      {groupIds.map((id, index) => {
        const error = lookups.errors[index];
        // A group in the address that cannot be read (gone since the address was copied): said, and dropped on closing.
        return error ? (
          <Alert key={id} severity="warning" sx={{ mb: 2 }} onClose={() => setState(withoutGroup(groupIds, id), { replace: true })}>
            {errorMessage(error, VENDOR_GROUP_TEXTS.notFound)}: COVG ID {id}
          </Alert>
        ) : null;
      })}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <FormControlLabel
          control={<Switch checked={showVendors} onChange={(event) => switchVendors(event.target.checked)} />}
          label="Show linked vendors"
        />
        <FormControlLabel
          control={<Switch checked={fullWidth} onChange={(event) => setFullWidth(event.target.checked)} />}
          label="Full width"
        />
        {!regrouping ? (
          <Button variant="outlined" disabled={groups.length === 0 || lookups.pending} onClick={() => setBoard(loadedBoard)}>
            Regroup
          </Button>
        ) : (
          <>
            <Button variant="outlined" onClick={() => setBoard(withNewGroup(board))}>
              New Group
            </Button>
            <Button variant="outlined" color="inherit" onClick={() => setBoard(null)} disabled={regroup.isPending}>
              Cancel Regrouping
            </Button>
            <Button variant="contained" onClick={() => setConfirming(true)} disabled={regroup.isPending}>
              Save Changes
            </Button>
            <Typography variant="body2" role="status">
              {moves === 0 ? 'No COVs moved yet.' : `${moves} COV(s) to move.`}
            </Typography>
          </>
        )}
      </Box>
      {regroup.isPending && <LinearProgress aria-label="Saving the regrouping" sx={{ mb: 2 }} />}
      {groups.length === 0 ? (
        // While a copied address's groups load, the progress bar stands in for the board.
        !lookups.pending && (
          <Typography variant="body2">Load vendor groups by a signup code, COVG ID, COV ID or PTID to see them here.</Typography>
        )
      ) : (
        <DndContext
          sensors={sensors}
          // Picking a COV up scrolls it into view: the groups are measured afresh on every move, so the
          // first arrow key aims at where the next group is now, not where it was before the scroll.
          measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
          collisionDetection={collisions}
          onDragOver={onDragOver}
          onDragEnd={onDragEnd}
          onDragCancel={() => setOver(null)}
          accessibility={{
            announcements,
            screenReaderInstructions: {
              draggable:
                'To move this COV, press Space or Enter, use the arrow keys to go from group to group, then Space or Enter to drop it. Escape cancels.',
            },
          }}
        >
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: {
                xs: '1fr',
                sm: 'repeat(2, minmax(0, 1fr))',
                lg: fullWidth ? 'repeat(4, minmax(0, 1fr))' : 'repeat(3, minmax(0, 1fr))',
              },
            }}
          >
            {shown.map((column) => {
              const group = column.covgId === null ? null : (groups.find((g) => g.id === column.covgId) ?? null);
              return (
                <VendorGroupCard
                  key={column.key}
                  dropId={column.key}
                  group={group}
                  title={titleOf(column.key)}
                  covs={column.covIds.flatMap((id) => covsById.get(id) ?? [])}
                  regrouping={regrouping}
                  showVendor={showVendors}
                  dropState={dropState(column.key)}
                  onRemove={group ? () => setState(withoutGroup(groupIds, group.id)) : undefined}
                />
              );
            })}
          </Box>
        </DndContext>
      )}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        aria-labelledby="regroup-confirm-title"
        slotProps={{ paper: { sx: { width: 672, maxWidth: 'calc(100% - 32px)' } } }}
      >
        <DialogTitle id="regroup-confirm-title">Save Changes</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {moves === 0
              ? 'No COV has moved. Save anyway?'
              : `Move ${moves} COV(s) to their new groups? Their groups' enrollments, signup codes and compliance follow them.`}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Cancel</Button>
          <Button variant="contained" onClick={() => void save()}>
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
