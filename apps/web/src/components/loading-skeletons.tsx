import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Placeholders shown while a page, panel or dialog waits for its FIRST data, shaped like what they stand
 * for so nothing jumps when the data arrives. Work after a user action (saving, uploading, generating)
 * keeps its LinearProgress.
 *
 * Each skeleton is one loading region: role="progressbar" named by `label` (the texts the progress bars
 * had, e.g. "Loading employee"), aria-busy, its shapes hidden from assistive technology. Tests find it
 * with getByRole('progressbar', { name }) and wait for it to go.
 */
interface LoadingProps {
  /** The accessible name of the loading region, e.g. "Loading employee". */
  label: string;
  sx?: SxProps<Theme>;
}

function LoadingRegion({ label, sx, children }: LoadingProps & { children: ReactNode }) {
  return (
    <Box role="progressbar" aria-label={label} aria-busy="true" sx={sx}>
      {children}
    </Box>
  );
}

/** Lines of text of varying length, like a paragraph or a list of values. */
function TextLines({ count, width = ['90%', '75%', '82%', '60%'] }: { count: number; width?: readonly string[] }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} variant="text" width={width[index % width.length]} />
      ))}
    </>
  );
}

/** A record in view mode: sections of a heading line and label/value rows (the look of the alert dialogs' evidence tables). */
function RecordShapes({ sections }: { sections: readonly number[] }) {
  return (
    <>
      {sections.map((rows, section) => (
        <Box key={section} sx={{ mt: section === 0 ? 0 : 3 }}>
          <Skeleton variant="text" width="35%" sx={{ typography: 'h3', maxWidth: 240 }} />
          {Array.from({ length: rows }, (_, row) => (
            <Box key={row} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, gap: { xs: 0, sm: 2 }, py: 0.25 }}>
              <Skeleton variant="text" width="70%" />
              <Skeleton variant="text" width={row % 2 === 0 ? '40%' : '28%'} />
            </Box>
          ))}
        </Box>
      ))}
    </>
  );
}

/** Labelled inputs stacked like a form: outlined fields of 56 px and their gaps. */
function FieldShapes({ fields, columns }: { fields: number; columns: 1 | 2 }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, 1fr)` } }}>
      {Array.from({ length: fields }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={56} />
      ))}
    </Box>
  );
}

/**
 * The page's h1 while its record loads: the route's own title (e.g. "Employee Detail") where PageHeader
 * will put the record's name, so the page has its heading at once, and a subtitle line when the page has
 * one. It stays outside the loading region: a progressbar's content is not read as headings.
 */
function HeaderShape({ title, subtitle }: { title: string; subtitle: boolean }) {
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h1" component="h1">
        {title}
      </Typography>
      {subtitle && <Skeleton variant="text" width="25%" sx={{ typography: 'body1', maxWidth: 240, mt: 0.5 }} />}
    </Box>
  );
}

/**
 * A detail page before its record arrives: its heading `title` (and a subtitle line), then a wide card
 * of the record's values beside a narrow side panel (`layout="main-side"`, e.g. employee detail), tabs
 * above a table (`layout="tabs"`, e.g. customer detail), one full-width card of values (`layout="record"`,
 * e.g. owner detail) or of form fields (`layout="form"`, e.g. a to-do).
 */
export function DetailPageSkeleton({
  label,
  title,
  layout = 'main-side',
  subtitle = false,
  sx,
}: LoadingProps & { title: string; layout?: 'main-side' | 'tabs' | 'record' | 'form'; subtitle?: boolean }) {
  return (
    <Box sx={sx}>
      <HeaderShape title={title} subtitle={subtitle} />
      <LoadingRegion label={label}>
        {layout === 'record' && (
          <Card>
            <CardContent>
              <RecordShapes sections={[6, 3]} />
            </CardContent>
          </Card>
        )}
        {layout === 'form' && (
          <Card>
            <CardContent>
              <FieldShapes fields={6} columns={2} />
            </CardContent>
          </Card>
        )}
        {layout === 'tabs' && (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 3, height: 48, mb: 2, borderBottom: 1, borderColor: 'divider' }}>
              {Array.from({ length: 3 }, (_, index) => (
                <Skeleton key={index} variant="text" width={96} height={32} />
              ))}
            </Box>
            <TableShape rows={4} columns={4} />
          </>
        )}
        {layout === 'main-side' && (
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
            <Card>
              <CardContent>
                <RecordShapes sections={[4, 1, 6]} />
              </CardContent>
            </Card>
            <Card>
              <CardContent>
                <Skeleton variant="text" width="60%" sx={{ typography: 'h3' }} />
                <Skeleton variant="text" width="35%" />
                <Skeleton variant="text" width="50%" sx={{ typography: 'h3', mt: 2 }} />
                <TextLines count={2} />
              </CardContent>
            </Card>
          </Box>
        )}
      </LoadingRegion>
    </Box>
  );
}

/** A form before its saved values arrive: an optional intro line, its fields, and the action button. */
export function FormSkeleton({
  label,
  fields = 6,
  columns = 2,
  intro = false,
  action = true,
  sx,
}: LoadingProps & { fields?: number; columns?: 1 | 2; intro?: boolean; action?: boolean }) {
  return (
    <LoadingRegion label={label} sx={sx}>
      {intro && <Skeleton variant="text" width="70%" sx={{ mb: 2 }} />}
      <FieldShapes fields={fields} columns={columns} />
      {action && (
        <Box sx={{ display: 'flex', mt: 3 }}>
          <Skeleton variant="rounded" width={120} height={36} />
        </Box>
      )}
    </LoadingRegion>
  );
}

/** Rows of a table in an outlined box like the tables' Paper: a header row and `rows` rows of `columns` cells. */
function TableShape({ rows, columns }: { rows: number; columns: number }) {
  const grid = { display: 'grid', gap: 2, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, alignItems: 'center' };
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, bgcolor: 'background.paper' }}>
      <Box sx={{ ...grid, height: 48, borderBottom: 1, borderColor: 'divider' }}>
        {Array.from({ length: columns }, (_, index) => (
          <Skeleton key={index} variant="text" width="60%" />
        ))}
      </Box>
      {Array.from({ length: rows }, (_, row) => (
        <Box key={row} sx={{ ...grid, height: 52, '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' } }}>
          {Array.from({ length: columns }, (_, column) => (
            <Skeleton key={column} variant="text" width={column === 0 ? '80%' : '55%'} />
          ))}
        </Box>
      ))}
    </Box>
  );
}

/**
 * A table or list before its rows arrive: an optional heading line (`heading`, for a table under its own
 * h2/h3), then the table's header row and `rows` rows of `columns` cells.
 */
export function TableSkeleton({
  label,
  rows = 5,
  columns = 4,
  heading = false,
  sx,
}: LoadingProps & { rows?: number; columns?: number; heading?: boolean }) {
  return (
    <LoadingRegion label={label} sx={sx}>
      {heading && <Skeleton variant="text" width="30%" sx={{ typography: 'h3', maxWidth: 280, mb: 1 }} />}
      <TableShape rows={rows} columns={columns} />
    </LoadingRegion>
  );
}

/** A card or section before its content arrives: an optional heading line, then `lines` lines of text. */
export function CardSkeleton({
  label,
  lines = 3,
  heading = true,
  outlined = false,
  sx,
}: LoadingProps & { lines?: number; heading?: boolean; outlined?: boolean }) {
  const content = (
    <>
      {heading && <Skeleton variant="text" width="40%" sx={{ typography: 'h6' }} />}
      <TextLines count={lines} />
    </>
  );
  return (
    <LoadingRegion label={label} sx={sx}>
      {outlined ? (
        <Card variant="outlined">
          <CardContent>{content}</CardContent>
        </Card>
      ) : (
        content
      )}
    </LoadingRegion>
  );
}

/**
 * One block standing for a chart, a list or a card whose shape is simple (the admin panels, the client
 * area): a single MUI Skeleton of `height` inside the named loading region.
 */
export function BlockSkeleton({
  label,
  height,
  width,
  variant = 'rounded',
  sx,
}: LoadingProps & { height?: number; width?: number; variant?: 'rounded' | 'rectangular' | 'text' }) {
  return (
    <LoadingRegion label={label} sx={sx}>
      <Skeleton variant={variant} height={height} width={width} />
    </LoadingRegion>
  );
}
