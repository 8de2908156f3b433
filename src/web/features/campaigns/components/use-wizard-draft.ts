import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Campaign } from '../../../../shared/campaigns';
import { localToday } from '../local-today';
import {
  type ChecklistItem,
  type ContentState,
  clearDraft,
  type DraftAudience,
  type DraftDetails,
  type DraftVoice,
  draftFromCampaign,
  draftStorageKey,
  emptyDraft,
  type PredictionState,
  saveDraft,
  type WizardDraft,
} from '../wizard-draft';

/**
 * The wizard's draft and its setters, one per part of the draft so that each step changes only its own. It starts
 * from the draft restored from session storage, else the edited campaign, else empty, and is kept in session storage
 * on every change, so a reload or a stray back loses nothing, until `finish` clears it.
 */
export function useWizardDraft(campaign: Campaign | undefined, restored: WizardDraft | null) {
  const storageKey = draftStorageKey(campaign?.id);
  const original = useMemo(() => (campaign ? draftFromCampaign(campaign) : null), [campaign]);
  const [draft, setDraft] = useState<WizardDraft>(() => restored ?? original ?? emptyDraft());
  const isFinished = useRef(false);

  // A running campaign keeps its past start date; a new or moved one may not start before today.
  const today = localToday();
  const savedStart = original?.details.startDate;
  const earliestStart = savedStart && savedStart < today ? savedStart : today;

  useEffect(() => {
    if (!isFinished.current) saveDraft(storageKey, draft);
  }, [storageKey, draft]);

  // Step 1's form owns the details while it is open (use-details-form.ts): it saves each change to session storage
  // itself and hands the details over when the step is left.
  const latestDraft = useRef(draft);
  useEffect(() => {
    latestDraft.current = draft;
  }, [draft]);
  const saveDetails = useCallback(
    (details: DraftDetails) => {
      if (!isFinished.current) saveDraft(storageKey, { ...latestDraft.current, details });
    },
    [storageKey],
  );
  const commitDetails = useCallback(
    (details: DraftDetails) =>
      setDraft((d) => (JSON.stringify(d.details) === JSON.stringify(details) ? d : { ...d, details })),
    [],
  );
  const setAudience = useCallback(
    (update: (audience: DraftAudience) => DraftAudience) =>
      setDraft((d) => ({ ...d, audience: update(d.audience) })),
    [],
  );
  const setVoice = useCallback(
    (voice: Partial<DraftVoice>) => setDraft((d) => ({ ...d, voice: { ...d.voice, ...voice } })),
    [],
  );
  const setPredictions = useCallback(
    (predictions: PredictionState) => setDraft((d) => ({ ...d, predictions })),
    [],
  );
  const setContent = useCallback((content: ContentState) => setDraft((d) => ({ ...d, content })), []);
  const setChecklistItem = useCallback(
    (item: ChecklistItem, checked: boolean) =>
      setDraft((d) => ({ ...d, checklist: { ...d.checklist, [item]: checked } })),
    [],
  );
  /** The campaign is saved: stop keeping the draft, so the next visit starts afresh. */
  const finish = useCallback(() => {
    isFinished.current = true;
    clearDraft(storageKey);
  }, [storageKey]);

  return {
    draft,
    original,
    earliestStart,
    saveDetails,
    commitDetails,
    setAudience,
    setVoice,
    setPredictions,
    setContent,
    setChecklistItem,
    finish,
  };
}
