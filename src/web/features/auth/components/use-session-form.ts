import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { SchemaLoader } from '../../../lib/lazy-resolver';
import { useNotify } from '../../../lib/notifications';
import { useServerForm } from '../../../lib/use-server-form';

interface SessionFormOptions<TFields extends FieldValues, TValues, TResult> {
  /** Every field, empty, in the order of the form: a refusal focuses the first field the server names. */
  defaultValues: DefaultValues<TFields>;
  /** The request that starts the session (sign in, register). */
  start: (values: TValues) => Promise<TResult>;
  failureTitle: string;
  welcome: { title: string; description: string };
  /** True when the answer asks for another step (the sign-in's code) rather than starting the session. */
  needsAnotherStep?: (result: TResult) => boolean;
}

/**
 * A form that starts a session (SPEC §2), checked as the person types: only a started session is welcomed and
 * taken home, where the session query decides the page.
 */
export function useSessionForm<TFields extends FieldValues, TValues extends FieldValues, TResult = unknown>(
  loadSchema: SchemaLoader<TFields, TValues>,
  {
    defaultValues,
    start,
    failureTitle,
    welcome,
    needsAnotherStep,
  }: SessionFormOptions<TFields, TValues, TResult>,
) {
  const notify = useNotify();
  const navigate = useNavigate();
  return useServerForm(loadSchema, {
    mode: 'onChange',
    defaultValues,
    submit: start,
    fields: Object.keys(defaultValues) as Path<TFields>[],
    failureTitle,
    onSubmitted: async (result) => {
      if (needsAnotherStep?.(result)) return;
      notify({ type: 'success', ...welcome });
      await navigate('/');
    },
  });
}
