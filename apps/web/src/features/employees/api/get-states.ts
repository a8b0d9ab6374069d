import { queryOptions, useQuery } from '@tanstack/react-query';
import { StateList, type StateOption } from '@app/shared/platform/constants';
import { http } from '../../../api/http';

/** GET /util/states: US states, DC and territories with USPS codes. */
async function getStates(): Promise<StateOption[]> {
  return StateList.parse(await http.get('/util/states'));
}

const statesQuery = queryOptions({ queryKey: ['constants', 'states'], queryFn: getStates, staleTime: Infinity });

export function useStates() {
  return useQuery(statesQuery);
}
