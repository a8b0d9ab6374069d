// The architecture's import boundaries (docs/decisions.md 54), as zones for the
// boundaries/no-restricted-paths rule (lint/no-restricted-paths.js). Zones are generated from the
// folders on disk, so a new feature or module is covered the day it is created.
import fs from 'node:fs';
import path from 'node:path';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const subfolders = (relative) =>
  fs
    .readdirSync(path.join(root, relative), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const WEB = './apps/web/src';
const SERVER = './apps/server/src';

/** A web feature never imports another feature; only app/ composes features. */
function webZones() {
  const features = subfolders(`${WEB}/features`);
  return [
    ...features.map((feature) => ({
      target: `${WEB}/features/${feature}`,
      from: `${WEB}/features`,
      except: [`./${feature}`],
      message:
        'A feature never imports another feature: move the shared piece to src/api, src/widgets, src/components or src/lib (only src/app composes features).',
    })),
    ...['components', 'widgets', 'lib', 'api'].map((tier) => ({
      target: `${WEB}/${tier}`,
      from: `${WEB}/features`,
      message: `src/${tier} never imports a feature: features build on it, not the other way round.`,
    })),
    {
      target: `${WEB}/components`,
      from: [`${WEB}/widgets`, `${WEB}/api`, `${WEB}/app`],
      message: 'src/components holds presentational pieces only: a piece that calls the API belongs in src/widgets.',
    },
    {
      target: [`${WEB}/lib`, `${WEB}/api`],
      from: [`${WEB}/widgets`, `${WEB}/app`],
      message: 'src/lib and src/api sit below widgets and the app shell.',
    },
    { target: './apps/web', from: ['./apps/server', './packages/screening'], message: 'The web app reaches the server only over HTTP.' },
  ];
}

/**
 * platform/ is the framework the modules stand on and never imports them; a module reaches another
 * module through its service functions, never through its private `*-queries.ts` files.
 */
function serverZones() {
  const modules = subfolders(`${SERVER}/modules`);
  const compositionRoots = [`${SERVER}/app.ts`, `${SERVER}/runtime.ts`, `${SERVER}/jobs.ts`, `${SERVER}/main.ts`, `${SERVER}/worker.ts`];
  return [
    {
      target: `${SERVER}/platform`,
      from: [`${SERVER}/modules`, `${SERVER}/db/seed`, `${SERVER}/cli`, ...compositionRoots],
      message: 'platform/ never imports modules/ or the composition root: pass what it needs in (src/runtime.ts wires them).',
    },
    {
      target: `${SERVER}/modules`,
      from: [...compositionRoots, `${SERVER}/db/seed`, `${SERVER}/cli`, `${SERVER}/testing`],
      message: 'Modules do not import the composition root, the seed, the CLIs or the test helpers.',
    },
    ...modules
      .map((module) => ({
        target: `${SERVER}/modules/${module}`,
        from: otherModulesQueryFiles(module),
        message: 'A module reaches another module only through its exported service functions, never its *-queries.ts files.',
      }))
      .filter((zone) => zone.from.length > 0),
  ];
}

/** Universal code: packages/shared runs in the browser and on the server; the engine is a pure library. */
function packageZones() {
  return [
    {
      target: './packages/shared',
      from: ['./apps', './packages/screening'],
      message: 'packages/shared is universal: it imports neither the apps nor the engine.',
    },
    { target: './packages/screening', from: './apps', message: 'packages/screening is a pure library: it imports nothing of the apps.' },
  ];
}

/** Every *-queries.ts file of a module other than `module`, relative to the repository. */
function otherModulesQueryFiles(module) {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(relative);
      else if (/-queries\.tsx?$/.test(entry.name)) files.push(relative);
    }
  };
  for (const other of subfolders(`${SERVER}/modules`)) if (other !== module) walk(`${SERVER}/modules/${other}`);
  return files;
}

/** The zones for the boundaries/no-restricted-paths rule (lint/no-restricted-paths.js). */
export function boundaryZones() {
  return [...webZones(), ...serverZones(), ...packageZones()];
}
