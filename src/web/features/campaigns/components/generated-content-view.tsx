import { Clapperboard, Image as ImageIcon } from 'lucide-react';
import type { GeneratedContent } from '../../../../shared/content';
import {
  AD_LIMITS,
  COPY_PROPERTIES,
  type CopyProperty,
  LANGUAGE_NAMES,
  type ScoreKey,
} from '../../../../shared/content-rules';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

export const SOURCE_LABELS: Record<NonNullable<GeneratedContent['source']>, string> = {
  llm: 'Written by the AI model',
  local: "Written by Northstar's built-in generator",
  fallback: 'Offline template copy (fallback)',
};

const SCORE_LABELS: [ScoreKey, string][] = [
  ['coherenceScore', 'Coherence'],
  ['brandAlignmentScore', 'Brand Alignment'],
  ['engagementPrediction', 'Engagement'],
  ['conversionLikelihood', 'Conversion Likelihood'],
];

const PROPERTY_LABELS: Record<CopyProperty, string> = {
  keyMessageCoverage: 'Key-message coverage',
  lengthUse: 'Length use',
  readability: 'Readability',
  ctaStrength: 'CTA strength',
  objectiveFit: 'Fit to objective',
  toneFit: 'Tone fit',
};

/** Generated copy, always rendered as plain text: it comes from a model and is never trusted as markup. */
export function GeneratedContentView({ content }: { content: GeneratedContent }) {
  const source = content.source ?? 'local';
  const { reasons, properties } = content.performance;
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={source === 'llm' ? 'accent' : 'warning'}>{SOURCE_LABELS[source]}</Badge>
          {content.language ? (
            <span className="text-xs text-slate-500 dark:text-slate-400">
              Copy in {LANGUAGE_NAMES[content.language] ?? content.language}
            </span>
          ) : null}
        </div>
        {content.notes?.length ? (
          <ul className="space-y-1 text-sm text-slate-600 dark:text-slate-400" aria-label="Why this copy">
            {content.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        ) : null}
      </div>

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Content scores">
        {SCORE_LABELS.map(([key, label]) => (
          <div
            key={key}
            className="rounded-lg border border-slate-100 bg-slate-50 p-3 dark:border-slate-800 dark:bg-slate-950"
          >
            <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
            <dd className="mt-1 text-lg font-semibold tabular-nums text-slate-900 dark:text-white">
              {Math.round(content.performance[key])}
              <span className="text-xs font-normal text-slate-500 dark:text-slate-400"> / 100</span>
            </dd>
            <dd className="mt-1 text-xs leading-5 text-slate-600 dark:text-slate-400">
              {reasons?.[key] ??
                (source === 'fallback'
                  ? 'Placeholder: template copy made in your browser is not measured.'
                  : 'Not measured for copy saved before scores were explained.')}
            </dd>
          </div>
        ))}
      </dl>

      {properties && reasons ? (
        <details className="rounded-lg border border-slate-200 px-4 py-3 text-sm dark:border-slate-800">
          <summary className="cursor-pointer font-medium text-slate-900 dark:text-white">
            What the scores measure
          </summary>
          <dl className="mt-3 space-y-2">
            {COPY_PROPERTIES.map((property) => (
              <div key={property} className="grid gap-1 sm:grid-cols-[12rem_3rem_minmax(0,1fr)] sm:gap-3">
                <dt className="text-slate-700 dark:text-slate-300">{PROPERTY_LABELS[property]}</dt>
                <dd className="font-semibold tabular-nums text-slate-900 dark:text-white">
                  {properties[property]}
                </dd>
                <dd className="text-slate-600 dark:text-slate-400">{reasons[property]}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}

      <CopyList title="Headlines" lines={content.text.headlines} limit={AD_LIMITS.headline} />
      <CopyList title="Descriptions" lines={content.text.descriptions} limit={AD_LIMITS.description} />
      <CopyList title="Call-to-Action Buttons" lines={content.text.ctaButtons} limit={AD_LIMITS.cta} />

      <div className="grid gap-4 md:grid-cols-2">
        <PromptList title="Image Prompts" icon={ImageIcon} prompts={content.visuals.imagePrompts} />
        <PromptList title="Video Prompts" icon={Clapperboard} prompts={content.visuals.videoPrompts} />
      </div>
    </div>
  );
}

function CopyList({ title, lines, limit }: { title: string; lines: string[]; limit: number }) {
  return (
    <div>
      <h3 className="text-sm font-medium text-slate-900 dark:text-white">{title}</h3>
      <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {lines.map((line, index) => {
          const isOver = line.length > limit;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: generated lines may repeat; their order is their identity
            <li key={index} className="flex items-start justify-between gap-3 px-3 py-2 text-sm">
              <span className="min-w-0 break-words text-slate-800 dark:text-slate-200">{line}</span>
              <span
                className={cn(
                  'shrink-0 text-xs tabular-nums',
                  isOver
                    ? 'font-semibold text-red-600 dark:text-red-400'
                    : 'text-slate-500 dark:text-slate-400',
                )}
              >
                {line.length}/{limit}
                <span className="sr-only"> characters</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function PromptList({
  title,
  icon: Icon,
  prompts,
}: {
  title: string;
  icon: typeof ImageIcon;
  prompts: string[];
}) {
  return (
    <div className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <h3 className="flex items-center gap-2 text-sm font-medium text-slate-900 dark:text-white">
        <Icon aria-hidden="true" className="size-4 text-slate-500" />
        {title}
      </h3>
      <ul className="mt-2 space-y-2">
        {prompts.map((prompt, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: generated prompts may repeat; their order is their identity
          <li key={index} className="text-sm leading-6 text-slate-700 dark:text-slate-300">
            {prompt}
          </li>
        ))}
      </ul>
    </div>
  );
}
