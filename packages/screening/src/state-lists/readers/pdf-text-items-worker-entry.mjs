// Entry of the PDF text thread: the package is TypeScript, so the thread registers tsx's loader in its own
// thread (loader hooks are per thread on Node 20) before loading the worker module.
import { register } from 'tsx/esm/api';

register();
await import('./pdf-text-items-worker.ts');
