import { W9View } from './w9-view';

/** The W-9 tab of /account (spec 001 §2 W-9). */
export default function W9Panel() {
  return <W9View />;
}
