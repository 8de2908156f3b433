import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * One query parameter of the address that takes one of `allowed` values (a filter, a sort, a tab), so a reload or
 * a shared link keeps the view. A missing or unknown value reads as `fallback`. Setting it keeps the other
 * parameters, leaves the default out of the address and replaces the history entry (a filter is not a page).
 */
export function useEnumParam<T extends string>(
  name: string,
  allowed: readonly T[],
  fallback: T,
): [T, (value: T) => void];
export function useEnumParam<T extends string>(
  name: string,
  allowed: readonly T[],
  fallback?: undefined,
): [T | undefined, (value: T | undefined) => void];
export function useEnumParam<T extends string>(
  name: string,
  allowed: readonly T[],
  fallback?: T,
): [T | undefined, (value: T | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(name);
  const value = raw !== null && (allowed as readonly string[]).includes(raw) ? (raw as T) : fallback;
  const setValue = useCallback(
    (next: T | undefined) =>
      setParams(
        (current) => {
          if (next === undefined || next === fallback) current.delete(name);
          else current.set(name, next);
          return current;
        },
        { replace: true },
      ),
    [name, fallback, setParams],
  );
  return [value, setValue];
}
