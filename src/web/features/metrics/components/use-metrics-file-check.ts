import { useRef, useState } from 'react';
import { METRICS_IMPORT_MAX_BYTES, METRICS_IMPORT_MESSAGES } from '../../../../shared/metrics-rules';
import { useDryRunMetricsImport } from '../api/dry-run-metrics-import';
import { isChannelRequired } from '../api/metrics-import-request';
import { detectImportFormat } from '../detect-format';

/**
 * The chosen file, its channel and the dry run that checks it. `onNewCheck` runs whenever a file or channel is
 * chosen, so the dialog can drop an earlier import's outcome.
 */
export function useMetricsFileCheck(onNewCheck: () => void) {
  const dryRun = useDryRunMetricsImport();
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [needsChannel, setNeedsChannel] = useState(false);
  const [channel, setChannel] = useState('');
  // Each choice gets a number, so a slow header read of an earlier file cannot overwrite a later one.
  const choiceRef = useRef(0);

  const reset = () => {
    choiceRef.current += 1;
    setFile(null);
    setRefusal(null);
    setNeedsChannel(false);
    dryRun.reset();
  };

  const check = (chosen: File, chosenChannel: string) =>
    dryRun.mutate(
      { file: chosen, channel: chosenChannel || undefined },
      {
        // The header read may not know a report's layout; the server then says the channel is missing. One chosen
        // for an earlier report is tried at once (it is on screen, and can be changed).
        onError: (error) => {
          if (!isChannelRequired(error)) return;
          setNeedsChannel(true);
          if (!chosenChannel && channel) check(chosen, channel);
        },
      },
    );

  const choose = async (chosen: File) => {
    const choice = ++choiceRef.current;
    dryRun.reset();
    onNewCheck();
    setRefusal(null);
    if (chosen.size > METRICS_IMPORT_MAX_BYTES) {
      setFile(null);
      setNeedsChannel(false);
      setRefusal(METRICS_IMPORT_MESSAGES.tooLarge);
      return;
    }
    setFile(chosen);
    const format = await detectImportFormat(chosen).catch(() => null);
    if (choice !== choiceRef.current) return;
    const isGoogleAds = format === 'google-ads';
    setNeedsChannel(isGoogleAds);
    // A channel picked for an earlier report is kept (and shown): the next file is often the same account's.
    if (isGoogleAds && !channel) return;
    check(chosen, isGoogleAds ? channel : '');
  };

  const chooseChannel = (next: string) => {
    setChannel(next);
    if (file && next) {
      onNewCheck();
      check(file, next);
    }
  };

  const retryCheck = () => {
    if (file) check(file, needsChannel ? channel : '');
  };

  return { dryRun, file, refusal, needsChannel, channel, reset, choose, chooseChannel, retryCheck };
}
