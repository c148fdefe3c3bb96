import './advance.css';

export { PricedButton } from '../../../components/priced-button';

/** What the outcome line says before anything is recorded. */
export const IDLE = (
  <p className="how">Each entry is recorded in the character's history with its date, and can be undone.</p>
);
