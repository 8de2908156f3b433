import { useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Mode,
  type Path,
  type UseFormReset,
  useForm,
} from 'react-hook-form';
import { applyServerFieldErrors, errorMessage } from './form-errors';
import { lazyZodResolver, type SchemaLoader } from './lazy-resolver';
import { useNotify } from './notifications';

interface ServerFormOptions<TFields extends FieldValues, TValues, TResult> {
  /** When the shared schema first checks a field: as the person types, or once they leave it. */
  mode: Extract<Mode, 'onChange' | 'onTouched'>;
  defaultValues: DefaultValues<TFields>;
  /** The request the form sends. */
  submit: (values: TValues) => Promise<TResult>;
  /** The fields the server may name in a refusal, in the order the first one gets the focus. */
  fields: readonly Path<TFields>[];
  /** The notification's title when the request fails; its text is the server's message. */
  failureTitle: string;
  /** What follows an accepted request (a notification, a reset, a new page). */
  onSubmitted: (result: TResult, reset: UseFormReset<TFields>) => void | Promise<void>;
}

/**
 * A form checked by its shared zod schema whose request the server may refuse (SPEC §8): the refusal's per-field
 * messages land under the inputs and its message in a notification, so every form words a failure the same way.
 * The schema loads with the form's first focus or check (lazyZodResolver); give the form `onFocus={preloadSchema}`.
 */
export function useServerForm<TFields extends FieldValues, TValues extends FieldValues, TResult>(
  loadSchema: SchemaLoader<TFields, TValues>,
  {
    mode,
    defaultValues,
    submit,
    fields,
    failureTitle,
    onSubmitted,
  }: ServerFormOptions<TFields, TValues, TResult>,
) {
  const notify = useNotify();
  const [{ resolver, preload }] = useState(() => lazyZodResolver(loadSchema));
  const form = useForm<TFields, unknown, TValues>({ resolver, mode, defaultValues });
  const onSubmit = form.handleSubmit(async (values) => {
    let result: TResult;
    try {
      result = await submit(values);
    } catch (error) {
      applyServerFieldErrors(error, fields, form.setError);
      notify({ type: 'error', title: failureTitle, description: errorMessage(error) });
      return;
    }
    await onSubmitted(result, form.reset);
  });
  return { register: form.register, errors: form.formState.errors, onSubmit, preloadSchema: preload };
}
