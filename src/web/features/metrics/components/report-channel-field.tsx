import { useId } from 'react';
import { CHANNELS } from '../../../../shared/analytics-rules';
import { METRICS_IMPORT_MESSAGES } from '../../../../shared/metrics-rules';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';

/** Asked for when a report does not say which channel it is from (a Google Ads export). */
export function ReportChannelField({
  channel,
  isDisabled,
  onChange,
}: {
  channel: string;
  isDisabled: boolean;
  onChange: (channel: string) => void;
}) {
  const channelId = useId();
  const channelHintId = useId();
  return (
    <div className="space-y-1.5 rounded-lg border border-slate-200 bg-slate-50 p-3 dark:border-slate-800 dark:bg-slate-950/40">
      <Label htmlFor={channelId}>Channel of this report</Label>
      <p id={channelHintId} className="text-sm text-slate-600 dark:text-slate-400">
        {METRICS_IMPORT_MESSAGES.channelRequired}
      </p>
      {/* The width on a wrapper: the select's chevron sits at the right of its container. */}
      <div className="sm:max-w-xs">
        <NativeSelect
          id={channelId}
          value={channel}
          aria-describedby={channelHintId}
          disabled={isDisabled}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="" disabled>
            Choose a channel
          </option>
          {CHANNELS.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
