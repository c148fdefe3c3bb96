import { useRef } from 'react';

/**
 * A button that opens the system's file chooser for JSON files: the chooser's input is hidden and named by
 * `inputLabel` (so tests and assistive technology can reach it), and is emptied after each choice so the same
 * file can be chosen again.
 */
export function FilePickButton({
  label,
  inputLabel,
  multiple = false,
  disabled = false,
  onFiles,
}: {
  label: string;
  inputLabel: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles(files: File[]): void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" disabled={disabled} onClick={() => input.current?.click()}>
        {label}
      </button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        multiple={multiple}
        hidden
        aria-label={inputLabel}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          onFiles(files);
        }}
      />
    </>
  );
}
