import { useRef, useState } from 'react';
import { useSignedInUser } from '../../../app/session';
import { useDryRunMetricsImport } from '../api/dry-run-metrics-import';
import type { MetricsImportProgress } from '../api/metrics-import-job';
import { isChannelRequired } from '../api/metrics-import-request';
import { detectImportFormat } from '../detect-format';
import { metricsImportSizeLimitFor } from '../import-size-limit';

/**
 * The chosen file, its channel and the dry run that checks it, with a large file's progress. `onNewCheck` runs
 * whenever a file or channel is chosen, so the dialog can drop an earlier import's outcome.
 */
export function useMetricsFileCheck(onNewCheck: () => void) {
  const dryRun = useDryRunMetricsImport();
  const sizeLimit = metricsImportSizeLimitFor(useSignedInUser().role);
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [needsChannel, setNeedsChannel] = useState(false);
  const [channel, setChannel] = useState('');
  const [checkProgress, setCheckProgress] = useState<MetricsImportProgress | null>(null);
  // A large file's check uploads it: a newer choice (or closing) stops the older upload rather than let it finish.
  const checkAbortRef = useRef<AbortController | null>(null);

  const stopCheck = () => {
    checkAbortRef.current?.abort();
    checkAbortRef.current = null;
    setCheckProgress(null);
  };
  // Each choice gets a number, so a slow header read of an earlier file cannot overwrite a later one.
  const choiceRef = useRef(0);

  const reset = () => {
    choiceRef.current += 1;
    setFile(null);
    setRefusal(null);
    setNeedsChannel(false);
    stopCheck();
    dryRun.reset();
  };

  const check = (chosen: File, chosenChannel: string) => {
    stopCheck();
    const controller = new AbortController();
    checkAbortRef.current = controller;
    const onProgress = (progress: MetricsImportProgress) => {
      if (!controller.signal.aborted) setCheckProgress(progress);
    };
    dryRun.mutate(
      { file: chosen, channel: chosenChannel || undefined, onProgress, signal: controller.signal },
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
  };

  const choose = async (chosen: File) => {
    const choice = ++choiceRef.current;
    stopCheck();
    dryRun.reset();
    onNewCheck();
    setRefusal(null);
    if (chosen.size > sizeLimit.maxBytes) {
      setFile(null);
      setNeedsChannel(false);
      setRefusal(sizeLimit.tooLargeMessage);
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

  return {
    dryRun,
    checkProgress,
    sizeLimit,
    file,
    refusal,
    needsChannel,
    channel,
    reset,
    choose,
    chooseChannel,
    retryCheck,
  };
}
