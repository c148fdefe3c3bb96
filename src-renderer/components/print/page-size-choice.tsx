import { useId } from 'react';

export type PageSize = 'A4' | 'Letter';

/** The paper a sheet prints on, as radio buttons: A4 or US Letter. */
export function PageSizeChoice({ value, onChange }: { value: PageSize; onChange(size: PageSize): void }) {
  const name = useId();
  return (
    <fieldset className="print-options">
      <legend>Page size</legend>
      <label>
        <input type="radio" name={name} checked={value === 'A4'} onChange={() => onChange('A4')} />
        A4
      </label>
      <label>
        <input type="radio" name={name} checked={value === 'Letter'} onChange={() => onChange('Letter')} />
        US Letter
      </label>
    </fieldset>
  );
}
