/** Query keys of the checklist item page. */
export const disclosureKeys = {
  item: (customerId: number, itemId: number) => ['checklist-item', customerId, itemId] as const,
};
