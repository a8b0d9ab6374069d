import { createTheme } from '@mui/material/styles';

/** System fonts only: the strict CSP allows no external font or CDN. */
const SYSTEM_FONT_STACK =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif';

/** A calm, professional theme; every colour pair meets WCAG AA contrast. */
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#0b5cab', dark: '#084683', light: '#3d7fc1', contrastText: '#ffffff' },
    secondary: { main: '#0f6e64', contrastText: '#ffffff' },
    background: { default: '#f4f6f9', paper: '#ffffff' },
    text: { primary: '#1c2430', secondary: '#4a5566' },
    divider: '#d9dee6',
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: SYSTEM_FONT_STACK,
    h1: { fontSize: '1.75rem', fontWeight: 600, lineHeight: 1.3 },
    h2: { fontSize: '1.25rem', fontWeight: 600, lineHeight: 1.35 },
    h3: { fontSize: '1.05rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiLink: { defaultProps: { underline: 'hover' } },
    // The app renders in the browser only: a media query answers on the first render, so a phone does not
    // draw the desktop layout first and then swap it (a layout shift, issue 20).
    MuiUseMediaQuery: { defaultProps: { noSsr: true } },
    // On phones every dialog takes the whole screen (issue 20): no cramped margins, its own scrolling.
    MuiDialog: {
      styleOverrides: {
        paper: ({ theme: { breakpoints } }) => ({
          [breakpoints.down('sm')]: { margin: 0, width: '100%', maxWidth: '100%', maxHeight: '100%', height: '100%', borderRadius: 0 },
        }),
      },
    },
  },
});
