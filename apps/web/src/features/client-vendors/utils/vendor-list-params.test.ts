import { describe, expect, it } from 'vitest';
import { readListState, toQuery, writeListState } from './vendor-list-params';

describe('vendor list address state', () => {
  it('reads filters, paging and sorting from the address and writes back only what differs from the defaults', () => {
    const state = readListState(
      new URLSearchParams(
        'page=2&size=50&sortBy=complianceStatus&sortDesc=true&search=acme&complianceStatus=MISSING_FORMS&enrollment=RECENT&facilityId=7',
      ),
    );
    expect(state).toEqual({
      page: 2,
      size: 50,
      sortBy: 'complianceStatus',
      sortDesc: true,
      search: 'acme',
      complianceStatus: 'MISSING_FORMS',
      enrollment: 'RECENT',
      facilityId: 7,
    });
    expect(writeListState(state)).toEqual({
      page: '2',
      size: '50',
      sortBy: 'complianceStatus',
      sortDesc: 'true',
      search: 'acme',
      complianceStatus: 'MISSING_FORMS',
      enrollment: 'RECENT',
      facilityId: '7',
    });
    expect(writeListState(readListState(new URLSearchParams()))).toEqual({});
  });

  it('falls back to the defaults for values the server would refuse', () => {
    const state = readListState(
      new URLSearchParams('page=-1&size=33&sortBy=password&complianceStatus=Compliant&enrollment=SOON&facilityId=x'),
    );
    expect(state).toMatchObject({ page: 0, size: 25, sortBy: 'preferredName', complianceStatus: '', enrollment: '', facilityId: null });
  });

  it('sends a trimmed search and leaves empty filters out of the query', () => {
    expect(
      toQuery({
        page: 0,
        size: 25,
        sortBy: 'preferredName',
        sortDesc: false,
        search: '  ',
        complianceStatus: '',
        enrollment: '',
        facilityId: null,
      }),
    ).toEqual({
      page: 0,
      size: 25,
      sortBy: 'preferredName',
      sortDesc: 'false',
      search: undefined,
      complianceStatus: undefined,
      enrollment: undefined,
      facilityId: undefined,
    });
  });
});
