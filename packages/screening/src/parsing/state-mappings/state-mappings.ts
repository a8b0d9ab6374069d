import type { StateListMapping } from '../state-list-mapping';
import { CA_MEDI_CAL_MAPPING } from './ca-medi-cal';
import { NY_OMIG_MAPPING } from './ny-omig';

/** The state lists shipped with the engine, by two-letter code. */
export const STATE_LIST_MAPPINGS: Readonly<Record<string, StateListMapping>> = {
  NY: NY_OMIG_MAPPING,
  CA: CA_MEDI_CAL_MAPPING,
};
