import { RefreshCw, Sparkles } from 'lucide-react';
import { CONTENT_MESSAGES } from '../../../../shared/content-rules';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import type { GenerationStage } from '../api/generate-content';
import type { WizardDraft } from '../wizard-draft';
import { GeneratedContentView } from './generated-content-view';
import { StepSection } from './wizard-parts';

const STAGE_TEXT: Record<GenerationStage, string> = {
  llm: 'Asking the AI model…',
  local: "Using Northstar's built-in generator…",
  fallback: 'Preparing template copy…',
};

export function GeneratedContentSection({
  content,
  stage,
  isGenerating,
  refusal,
  canRegenerate,
  onRegenerate,
}: {
  content: WizardDraft['content'];
  stage: GenerationStage | null;
  isGenerating: boolean;
  /** Why the generator refused the brief, if it did. */
  refusal: string | null;
  canRegenerate: boolean;
  onRegenerate: () => void;
}) {
  return (
    <StepSection
      title="Generated Content"
      description="Ad copy and creative prompts for your campaign."
      aside={
        canRegenerate ? (
          <Button variant="secondary" size="sm" onClick={onRegenerate} disabled={stage !== null}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Regenerate
          </Button>
        ) : null
      }
    >
      {isGenerating ? (
        <GenerationProgress stage={stage} />
      ) : refusal ? (
        <div
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
        >
          <p className="font-medium">{CONTENT_MESSAGES.rulesUnmet}</p>
          <p className="mt-1">{refusal}</p>
        </div>
      ) : content ? (
        <GeneratedContentView content={content.value} />
      ) : (
        <div className="flex flex-col items-center justify-center rounded-lg border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700">
          <Sparkles aria-hidden="true" className="size-6 text-indigo-500" />
          <p className="mt-3 text-sm font-medium text-slate-900 dark:text-white">No content yet</p>
          <p className="mt-1 max-w-sm text-sm text-slate-600 dark:text-slate-400">
            Fill in the product or service name and at least one key message; content generates automatically.
          </p>
        </div>
      )}
    </StepSection>
  );
}

/** The current generation stage, a bar and a skeleton of the content to come. */
function GenerationProgress({ stage }: { stage: GenerationStage | null }) {
  return (
    <div className="space-y-4" aria-busy="true">
      <div role="status" className="space-y-2">
        <p className="flex items-center gap-2 text-sm font-medium text-indigo-700 dark:text-indigo-300">
          <Sparkles aria-hidden="true" className="size-4 animate-pulse motion-reduce:animate-none" />
          {stage ? STAGE_TEXT[stage] : 'Generating content…'}
        </p>
        <div className="h-1.5 overflow-hidden rounded-full bg-indigo-100 dark:bg-indigo-950">
          <div
            className="h-full rounded-full bg-indigo-600 transition-[width] duration-200 ease-out dark:bg-indigo-400"
            style={{
              width: stage === 'llm' ? '35%' : stage === 'local' ? '70%' : stage ? '90%' : '10%',
            }}
          />
        </div>
      </div>
      <Skeleton className="h-6 w-48" />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {['a', 'b', 'c', 'd'].map((key) => (
          <Skeleton key={key} className="h-16" />
        ))}
      </div>
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}
