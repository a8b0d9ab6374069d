import type { NoListJurisdiction, StateSource } from './source-types';
import { SOURCES_A_L } from './sources-a-l';
import { SOURCES_M_W } from './sources-m-w';

/** Every state Medicaid exclusion list the engine reads: 43 states and DC. */
export const STATE_SOURCES: readonly StateSource[] = [...SOURCES_A_L, ...SOURCES_M_W].sort((a, b) => a.state.localeCompare(b.state));

/** The seven states that publish no list of their own and rely on the OIG LEIE. */
export const NO_LIST_JURISDICTIONS: readonly NoListJurisdiction[] = [
  ['NM', 'New Mexico'],
  ['OK', 'Oklahoma'],
  ['RI', 'Rhode Island'],
  ['SD', 'South Dakota'],
  ['UT', 'Utah'],
  ['VA', 'Virginia'],
  ['WI', 'Wisconsin'],
].map(([state, name]) => ({
  id: `state:${state}` as const,
  state: state!,
  name: `${name} (no state list; relies on the OIG LEIE)`,
  noList: true as const,
}));

/** The state source with this id (`state:PA`, case-insensitive code), or undefined. */
export function stateSource(id: string): StateSource | undefined {
  const state = id.replace(/^state:/i, '').toUpperCase();
  return STATE_SOURCES.find((source) => source.state === state);
}
