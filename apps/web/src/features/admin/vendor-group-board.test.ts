import { describe, expect, it } from 'vitest';
import { canDrop, moveCov, pendingMoves, regroupRequest, withNewGroup, type BoardGroup } from './vendor-group-board';

const board: BoardGroup[] = [
  { key: 'group-1', covgId: 1, clientId: 10, trashed: false, covIds: [100, 101] },
  { key: 'group-2', covgId: 2, clientId: 10, trashed: false, covIds: [200] },
  { key: 'group-3', covgId: 3, clientId: 11, trashed: false, covIds: [300] },
  { key: 'group-4', covgId: 4, clientId: 10, trashed: true, covIds: [] },
];

describe('regroup board (spec 002 §4)', () => {
  it('accepts a COV only in another live group of its client', () => {
    expect(canDrop(board, 100, 'group-2')).toBe(true);
    expect(canDrop(board, 100, 'group-1')).toBe(false);
    expect(canDrop(board, 100, 'group-3')).toBe(false);
    expect(canDrop(board, 100, 'group-4')).toBe(false);
    expect(canDrop(board, 999, 'group-2')).toBe(false);
  });

  it('lets a New Group take the client of its first COV', () => {
    const withNew = withNewGroup(board);
    expect(withNew.at(-1)).toEqual({ key: 'new-1', covgId: null, clientId: null, trashed: false, covIds: [] });
    const moved = moveCov(withNew, 300, 'new-1');
    expect(moved.at(-1)).toMatchObject({ clientId: 11, covIds: [300] });
    expect(canDrop(moved, 100, 'new-1')).toBe(false);
  });

  it('moves a COV and counts it as pending until saved; a refused move changes nothing', () => {
    const moved = moveCov(board, 101, 'group-2');
    expect(moved[0]!.covIds).toEqual([100]);
    expect(moved[1]!.covIds).toEqual([200, 101]);
    expect(pendingMoves(board, moved)).toBe(1);
    expect(moveCov(board, 101, 'group-3')).toEqual(board);
  });

  it('sends every loaded group and only the New Groups that received COVs', () => {
    const withNew = withNewGroup(withNewGroup(board));
    const moved = moveCov(withNew, 100, 'new-2');
    expect(regroupRequest(moved).covgs).toEqual([
      { id: 1, covs: [{ id: 101 }] },
      { id: 2, covs: [{ id: 200 }] },
      { id: 3, covs: [{ id: 300 }] },
      { id: 4, covs: [] },
      { id: null, covs: [{ id: 100 }] },
    ]);
  });
});
