import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_MODULES, SIGNED_IN_MENUS_MODULE } from './first-screens';
import { preloadRoutePage } from './route-pages';
import { findRoute } from './routes';
import { preloadSignedInMenus } from './shell/top-bar';

/** A module of the web app by its path from the app's root, as the build plugin names it. */
const importAppModule = (module: string): Promise<unknown> => import(/* @vite-ignore */ `../../${module}`);

describe('the first screens index.html preloads (decision 232)', () => {
  it.each(Object.entries(FIRST_SCREEN_MODULES))('lists for %s the module its route loads', async (hashPath, module) => {
    const route = findRoute(hashPath);
    expect(route?.path.replace(/\/:\w+\?$/, '')).toBe(hashPath);
    expect(await preloadRoutePage(route)).toBe(await importAppModule(module));
  });

  it('lists the module the top bar loads for a signed-in user', async () => {
    const menus = await preloadSignedInMenus();
    expect(menus?.default).toBe(((await importAppModule(SIGNED_IN_MENUS_MODULE)) as { SignedInMenus: unknown }).SignedInMenus);
  });
});
