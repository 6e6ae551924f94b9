import { useId, useState, type FormEvent } from 'react';
import { __iconData as circleCheckIcon } from 'lucide-react/icons/circle-check';
import { __iconData as circleXIcon } from 'lucide-react/icons/circle-x';
import { SvgIcon } from './svg-icon.tsx';
import type { Coverage } from '../content-types.ts';
import { checkZip, ZIP_LENGTH, type ZipResult } from '../lib/zip.ts';

/** SPEC 8: the exact texts of the ZIP check. */
export const ZIP_MESSAGES = {
  invalid: 'Please enter a valid 5-digit ZIP code',
  available: 'Great news! We service your area. Call us or request a quote to get started.',
  unavailable: "We don't currently service this area. Please contact us to check if special arrangements can be made.",
} as const;

/** The ZIP checker (SPEC 4, 5): idle until a valid check, then a green or red panel in a live region. */
export function ZipChecker({ coverage }: { coverage: Coverage }) {
  const inputId = useId();
  const hintId = useId();
  const [zip, setZip] = useState('');
  const [result, setResult] = useState<Exclude<ZipResult, 'invalid'> | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = checkZip(zip, coverage);
    if (outcome === 'invalid') {
      setResult(null);
      window.alert(ZIP_MESSAGES.invalid);
      return;
    }
    setResult(outcome);
  };

  return (
    <div className="zip-checker js-only">
      {/* noValidate: the spec's alert, not the browser's bubble, reports a bad ZIP. */}
      <form className="zip-form" onSubmit={submit} noValidate>
        <label htmlFor={inputId}>ZIP code</label>
        <p id={hintId} className="zip-hint">Enter your 5-digit ZIP code to see whether we cover your area.</p>
        <div className="zip-row">
          <input
            id={inputId}
            name="zip"
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={ZIP_LENGTH}
            placeholder="e.g. 18901"
            aria-describedby={hintId}
            value={zip}
            onChange={(e) => setZip(e.target.value)}
          />
          <button type="submit" className="button button-primary">Check</button>
        </div>
      </form>
      <div aria-live="polite" role="status" className="zip-result-region">
        {result ? (
          <p className={`zip-result zip-result-${result}`}>
            {result === 'available' ? <SvgIcon icon={circleCheckIcon} size={22} /> : <SvgIcon icon={circleXIcon} size={22} />}
            <span>{ZIP_MESSAGES[result]}</span>
          </p>
        ) : null}
      </div>
    </div>
  );
}
