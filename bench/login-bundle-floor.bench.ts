/**
 * How much JavaScript the login route cannot do without (issue 20's 150 KB target, decision 235).
 * Builds, with the app's own Vite settings, a series of small entries that each add one library the
 * architecture mandates, used the way the login page uses it, then the login page alone with the shell's
 * bar and footer, then the whole app. Prints each build's Brotli bytes (quality 11, as the server sends
 * them) of the scripts its entry loads before the first paint, and what each step adds.
 *
 *   npx tsx bench/login-bundle-floor.bench.ts
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type InlineConfig } from 'vite';
import { brotliBytes, readManifest, staticScripts } from '../apps/web/scripts/first-load-scripts.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB = path.join(ROOT, 'apps/web');
const WORK = path.join(ROOT, 'bench/out/login-floor');
const KB = 1024;

/** Each entry's source, from the entries' folder (bench/out/login-floor): the app's code is three levels up. */
const SRC = '../../../apps/web/src';

const REACT_ROOT = `
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
const render = (node) => createRoot(document.getElementById('root')).render(<StrictMode>{node}</StrictMode>);`;

const MUI = `
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { theme } from '${SRC}/app/theme';
import { AuthCard } from '${SRC}/features/auth/components/auth-card';
import { LightTextField } from '${SRC}/components/form/light-text-field';
const noop = () => undefined;
const Themed = ({ children }) => <ThemeProvider theme={theme}><CssBaseline />{children}</ThemeProvider>;`;

const FORM = `
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import '${SRC}/lib/zod-jitless';
import { LoginRequest } from '@app/shared/auth/login-request';
function Form({ onSubmit = async () => undefined, footer = null }) {
  const { register, handleSubmit, formState } = useForm({ resolver: zodResolver(LoginRequest), defaultValues: { username: '', password: '' } });
  const { ref: usernameRef, ...username } = register('username');
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      {formState.errors.username && <Alert severity="error">{formState.errors.username.message}</Alert>}
      <LightTextField label="Username" {...username} inputRef={usernameRef} />
      {footer}
      <Button type="submit" variant="contained">Log In</Button>
    </form>
  );
}`;

const ROUTER = `
import { HashRouter, Link as RouterLink, Route, Routes } from 'react-router';
const Routed = ({ children }) => <HashRouter><Routes><Route path="*" element={children} /></Routes></HashRouter>;
const forgot = <Link component={RouterLink} to="/reset-password">Forgot Password?</Link>;`;

const QUERY = `
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { http } from '${SRC}/api/http';
const queryClient = new QueryClient();
function LoggingIn() {
  const login = useMutation({ mutationFn: (body) => http.post('/login', body) });
  return <Form onSubmit={(body) => login.mutateAsync(body)} footer={forgot} />;
}`;

interface Step {
  name: string;
  entry?: string;
}

/** Cumulative: each step's entry holds what the ones before it held, plus one library. */
const STEPS: Step[] = [
  { name: 'React and React DOM', entry: `${REACT_ROOT}\nrender(<h1>Log In</h1>);` },
  {
    name: '+ MUI (theme, card, text field, button, alert, link)',
    entry: `${REACT_ROOT}${MUI}
render(<Themed><AuthCard title="Log In"><Alert severity="error">!</Alert><LightTextField label="Username" name="u" onChange={noop} onBlur={noop} /><Link href="#/">Forgot Password?</Link><Button variant="contained">Log In</Button></AuthCard></Themed>);`,
  },
  {
    name: '+ react-hook-form with the shared zod schema',
    entry: `${REACT_ROOT}${MUI}${FORM}\nrender(<Themed><AuthCard title="Log In"><Form /></AuthCard></Themed>);`,
  },
  {
    name: '+ React Router (hash router, route, link)',
    entry: `${REACT_ROOT}${MUI}${FORM}${ROUTER}\nrender(<Themed><Routed><AuthCard title="Log In"><Form footer={forgot} /></AuthCard></Routed></Themed>);`,
  },
  {
    name: '+ TanStack Query and the HTTP client (the login call)',
    entry: `${REACT_ROOT}${MUI}${FORM}${ROUTER}${QUERY}
render(<QueryClientProvider client={queryClient}><Themed><Routed><AuthCard title="Log In"><LoggingIn /></AuthCard></Routed></Themed></QueryClientProvider>);`,
  },
  {
    name: 'The login page alone, with the providers, top bar and footer',
    entry: `${REACT_ROOT}
import { HashRouter, Route, Routes } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import '${SRC}/lib/zod-jitless';
import { AppProviders } from '${SRC}/app/providers';
import { TopBar } from '${SRC}/app/shell/top-bar';
import { Footer } from '${SRC}/app/shell/footer';
import VendorLoginPage from '${SRC}/features/auth/pages/vendor-login-page';
const page = <><TopBar logoOnly /><VendorLoginPage /><Footer /></>;
render(<AppProviders queryClient={new QueryClient()}><HashRouter><Routes><Route path="*" element={page} /></Routes></HashRouter></AppProviders>);`,
  },
  { name: 'The whole app (its login route, as check-bundle-budget.mjs counts it)' },
];

/** Brotli bytes of the scripts the entry loads statically (what the browser runs before the first paint). */
function firstLoadBytes(outDir: string, entryKey: string): number {
  return staticScripts(readManifest(outDir), [entryKey]).reduce((sum, file) => sum + brotliBytes(outDir, file), 0);
}

/** The app's own output settings (one chunk for everything the entry loads statically), without its HTML plugins. */
async function buildEntry(entryFile: string, outDir: string): Promise<void> {
  const config: InlineConfig = {
    configFile: false,
    logLevel: 'silent',
    root: WORK,
    base: '/v2/',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      rolldownOptions: {
        input: entryFile,
        preserveEntrySignatures: false,
        output: { codeSplitting: { groups: [{ name: 'app-core', tags: ['$initial'] }] } },
      },
    },
  };
  await build(config);
}

async function buildWholeApp(outDir: string): Promise<void> {
  await build({ configFile: path.join(WEB, 'vite.config.ts'), root: WEB, logLevel: 'silent', build: { outDir, emptyOutDir: true } });
}

async function main(): Promise<void> {
  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(WORK, { recursive: true });
  let previous = 0;
  console.log('login route, first-load JavaScript (Brotli, quality 11)');
  for (const [index, step] of STEPS.entries()) {
    const outDir = path.join(WORK, `dist-${index}`);
    let bytes: number;
    if (step.entry) {
      const entryFile = path.join(WORK, `step-${index}.jsx`);
      writeFileSync(entryFile, step.entry);
      await buildEntry(entryFile, outDir);
      bytes = firstLoadBytes(outDir, path.basename(entryFile));
    } else {
      await buildWholeApp(outDir);
      bytes = firstLoadBytes(outDir, 'index.html');
    }
    const added = index > 0 ? `  (${bytes >= previous ? '+' : ''}${((bytes - previous) / KB).toFixed(1)} KB)` : '';
    console.log(`${(bytes / KB).toFixed(1).padStart(7)} KB  ${step.name}${added}`);
    previous = bytes;
  }
  console.log('target (issue 20): 150.0 KB');
}

await main();
