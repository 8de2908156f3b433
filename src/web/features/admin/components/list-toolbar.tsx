import { SearchInput } from '../../../components/ui/search-input';
import { Spinner } from '../../../components/ui/spinner';

/** Search box over a server-paginated list; a small spinner while a new page or search loads. */
export function ListToolbar({
  id,
  label,
  placeholder,
  value,
  onChange,
  isFetching,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  isFetching: boolean;
}) {
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <SearchInput
        id={id}
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        maxLength={200}
        onChange={(event) => onChange(event.target.value)}
        className="w-full sm:max-w-sm"
      />
      {isFetching ? <Spinner label="Updating list" className="text-indigo-600 dark:text-indigo-400" /> : null}
    </div>
  );
}
