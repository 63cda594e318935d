'use client';

import { useState, type FormEvent } from 'react';
import { FILENAME_EXTENSIONS, generateFilenames, type FilenameField } from '@/lib/image-filenames';

const inputClass =
  'mt-1 block w-full rounded-sm border border-neutral-400 bg-white px-3 py-2.5 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink aria-invalid:border-sale';

/** The filename tool's form: all rules and messages are lib/image-filenames (unit-tested there). */
export function FilenameGenerator() {
  const [errors, setErrors] = useState<Partial<Record<FilenameField, string>>>({});
  const [patternError, setPatternError] = useState('');
  const [names, setNames] = useState<string[]>([]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (key: string) => {
      const value = data.get(key);
      return typeof value === 'string' ? value : '';
    };
    const result = generateFilenames({
      product: text('product'),
      colour: text('colour'),
      count: text('count'),
      extension: text('extension'),
    });
    setErrors(result.ok ? {} : result.error.fields);
    setPatternError(result.ok ? '' : (result.error.patternError ?? ''));
    setNames(result.ok ? result.data : []);
  };

  const described = (field: FilenameField) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `gen-${field}-error` } : {};
  const message = (field: FilenameField) =>
    errors[field] && (
      <p id={`gen-${field}-error`} className="mt-1 text-sm text-sale">
        {errors[field]}
      </p>
    );

  return (
    <div className="max-w-xl">
      <form onSubmit={onSubmit} noValidate className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="gen-product" className="text-sm font-medium text-ink">
            Product code
          </label>
          <input
            id="gen-product"
            name="product"
            autoComplete="off"
            className={inputClass}
            {...described('product')}
          />
          {message('product')}
        </div>
        <div>
          <label htmlFor="gen-colour" className="text-sm font-medium text-ink">
            Colour code
          </label>
          <input
            id="gen-colour"
            name="colour"
            autoComplete="off"
            className={inputClass}
            {...described('colour')}
          />
          {message('colour')}
        </div>
        <div>
          <label htmlFor="gen-count" className="text-sm font-medium text-ink">
            Number of images
          </label>
          <input
            id="gen-count"
            name="count"
            inputMode="numeric"
            defaultValue="1"
            className={inputClass}
            {...described('count')}
          />
          {message('count')}
        </div>
        <div>
          <label htmlFor="gen-extension" className="text-sm font-medium text-ink">
            Extension
          </label>
          <select id="gen-extension" name="extension" className={inputClass}>
            {FILENAME_EXTENSIONS.map((ext) => (
              <option key={ext} value={ext}>
                {ext}
              </option>
            ))}
          </select>
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className="btn-solid">
            Generate Filenames
          </button>
        </div>
      </form>
      <div role="status" className="mt-8">
        {patternError && <p className="text-sm text-sale">{patternError}</p>}
        {names.length > 0 && (
          <>
            <h2 className="text-sm font-semibold tracking-wide text-ink">
              {names.length} {names.length === 1 ? 'filename' : 'filenames'}
            </h2>
            <ol className="mt-3 space-y-1 font-mono text-sm text-ink">
              {names.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ol>
          </>
        )}
      </div>
    </div>
  );
}
