// Entry of a PDF render thread: the server is TypeScript run by tsx, so the thread registers tsx's loader
// in itself (loader hooks are per thread on Node 20) before loading the worker module.
import { register } from 'tsx/esm/api';

register();
await import('./render-pdf-worker.ts');
