import { describe, expect, it } from 'vitest';
import { hasRoutePage } from './route-pages';
import { ROUTES } from './routes';

describe('route pages', () => {
  it('gives every route that does not redirect a screen of its own', () => {
    const withoutPage = ROUTES.filter((route) => !route.redirectTo && !hasRoutePage(route.name)).map((route) => route.name);
    expect(withoutPage).toEqual([]);
  });
});
