import { z } from 'zod';

export const StateOption = z.object({ state: z.string(), code: z.string() });
export const StateList = z.array(StateOption);
export type StateOption = z.infer<typeof StateOption>;

export const CountryOption = z.object({ code: z.string(), name: z.string() });
export const CountryList = z.array(CountryOption);
export type CountryOption = z.infer<typeof CountryOption>;
