import { describe, expect, it } from 'vitest';
import { isFiltered, readListState, toQuery, writeListState } from './onboarding-list-params';

describe('onboarding list address state', () => {
  it('reads filters, paging and sorting from the address and writes back only what differs from the defaults', () => {
    const address =
      'page=2&size=50&sortBy=age&sortDesc=false&businessName=acme&email=a%40b.test&createdBy=pat&facilityId=7&status=PENDING_REVIEW&openItem=VENDOR_REVIEW&assignedToMe=true';
    const state = readListState(new URLSearchParams(address));
    expect(state).toEqual({
      page: 2,
      size: 50,
      sortBy: 'age',
      sortDesc: false,
      businessName: 'acme',
      email: 'a@b.test',
      createdBy: 'pat',
      facilityId: 7,
      status: 'PENDING_REVIEW',
      openItem: 'VENDOR_REVIEW',
      assignedToMe: true,
    });
    expect(new URLSearchParams(writeListState(state)).toString()).toBe(new URLSearchParams(address).toString());
    expect(writeListState(readListState(new URLSearchParams()))).toEqual({});
  });

  it('opens newest first, ten a page', () => {
    const state = readListState(new URLSearchParams());
    expect(toQuery(state)).toEqual({ page: 0, size: 10, sortBy: 'createTime', sortDesc: 'true' });
  });

  it('falls back to the defaults for values the server would refuse', () => {
    const state = readListState(new URLSearchParams('page=-1&size=30&sortBy=tin&status=DONE&openItem=NOPE&facilityId=x'));
    expect(writeListState(state)).toEqual({});
  });

  it('sends trimmed text filters, assigned to me and the open item under the API names', () => {
    const state = readListState(new URLSearchParams('businessName=%20acme%20&assignedToMe=true&openItem=MONITOR_STATUS&email=%20%20'));
    expect(toQuery(state)).toMatchObject({
      businessName: 'acme',
      email: undefined,
      showAssignedToMe: 'true',
      openItemProgrammaticName: 'MONITOR_STATUS',
    });
  });

  it('counts only filters, not paging or sorting, as narrowing the list', () => {
    expect(isFiltered(readListState(new URLSearchParams('page=3&size=50&sortBy=age')))).toBe(false);
    expect(isFiltered(readListState(new URLSearchParams('assignedToMe=true')))).toBe(true);
    expect(isFiltered(readListState(new URLSearchParams('businessName=acme')))).toBe(true);
  });
});
