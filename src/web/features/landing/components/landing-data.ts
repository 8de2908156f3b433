import type { LucideIcon } from 'lucide-react';
import { ChartNoAxesCombined, Images, Scale, Sparkles, Target, Workflow } from 'lucide-react';

export interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
  highlight?: string;
}

/** SPEC §2: the six feature cards, in order. */
export const FEATURES: Feature[] = [
  {
    icon: Sparkles,
    title: 'AI Campaign Builder',
    text: 'Turn a brief into a launch-ready campaign: audience, copy and budget split in four guided steps.',
    highlight: 'Live in 5 minutes',
  },
  {
    icon: Target,
    title: 'Smart Audience Targeting',
    text: 'Find the people most likely to convert by demographics, interests, devices and shopping times.',
  },
  {
    icon: Images,
    title: 'Multimodal Content',
    text: 'Headlines, descriptions, calls to action, image and video prompts, written in your brand voice.',
  },
  {
    icon: ChartNoAxesCombined,
    title: 'Predictive Analytics',
    text: 'Forecast reach, click-through and conversions before you spend a dollar.',
    highlight: '85% forecast accuracy',
  },
  {
    icon: Workflow,
    title: 'Autonomous Optimization',
    text: 'Budget follows performance across channels, and every change is recorded so you can undo it.',
    highlight: 'Up to 40% higher ROI',
  },
  {
    icon: Scale,
    title: 'Ethical AI Monitor',
    text: 'Every recommendation comes with its evidence and a confidence score that you review before it applies.',
  },
];

export const STATS = [
  { value: '10,000+', label: 'marketers use Northstar' },
  { value: '150+', label: 'countries' },
  { value: '300%', label: 'ROI increase, best case' },
  { value: '5 min', label: 'from sign-up to first campaign' },
];

export interface Plan {
  name: string;
  price: string;
  period?: string;
  description: string;
  features: string[];
  isPopular?: boolean;
}

/** SPEC §9 pricing, with exactly its feature lists. */
export const PLANS: Plan[] = [
  {
    name: 'Starter',
    price: '$99',
    period: '/mo',
    description: 'For small teams running their first AI-assisted campaigns.',
    features: ['Up to 5 campaigns', 'AI content generation', 'Basic analytics', 'Email support'],
  },
  {
    name: 'Professional',
    price: '$299',
    period: '/mo',
    description: 'For growing teams that optimise across channels every day.',
    features: [
      'Unlimited campaigns',
      'Advanced AI optimization',
      'Predictive analytics',
      'Multi-channel deployment',
      'Priority support',
    ],
    isPopular: true,
  },
  {
    name: 'Enterprise',
    price: 'Custom',
    description: 'For organisations with their own models, brands and integrations.',
    features: [
      'Custom AI models',
      'White-label',
      'Dedicated success manager',
      'Custom integrations',
      '24/7 support',
    ],
  },
];

/** 'yes' and 'no' render as icons with text for screen readers; anything else is shown as written. */
export type CompareCell = 'yes' | 'no' | string;

export interface CompareRow {
  capability: string;
  northstar: CompareCell;
  hubspot: CompareCell;
  hootsuite: CompareCell;
  traditional: CompareCell;
}

export const COMPETITORS = {
  northstar: 'Northstar',
  hubspot: 'HubSpot Marketing Hub',
  hootsuite: 'Hootsuite',
  traditional: 'Traditional tools',
} as const;

/**
 * Kept to what the vendors document publicly; where a capability exists only in part or on some plans the cell
 * says 'Limited' or 'Partial' rather than guessing. Review against the vendors' pages before each release.
 */
export const COMPARE_ROWS: CompareRow[] = [
  {
    capability: 'AI campaign builder (brief to audience, copy and budget)',
    northstar: 'yes',
    hubspot: 'Partial',
    hootsuite: 'Partial',
    traditional: 'no',
  },
  {
    capability: 'Predictive audience modelling',
    northstar: 'yes',
    hubspot: 'Limited',
    hootsuite: 'no',
    traditional: 'no',
  },
  {
    capability: 'Autonomous cross-channel budget optimization',
    northstar: 'yes',
    hubspot: 'Limited',
    hootsuite: 'Limited',
    traditional: 'no',
  },
  {
    capability: 'Recommendations with evidence, confidence and undo',
    northstar: 'yes',
    hubspot: 'Limited',
    hootsuite: 'Limited',
    traditional: 'no',
  },
  {
    capability: 'Social post scheduling',
    northstar: 'no',
    hubspot: 'yes',
    hootsuite: 'yes',
    traditional: 'Add-on',
  },
  {
    capability: 'Starting price',
    northstar: '$99/mo',
    hubspot: 'Free tools; paid plans per seat',
    hootsuite: 'Paid plans only',
    traditional: 'Licences plus agency fees',
  },
  {
    capability: 'Free trial',
    northstar: '14 days, no credit card',
    hubspot: 'Free plan',
    hootsuite: 'yes',
    traditional: 'Rarely',
  },
];

export const CONTACT = {
  email: 'hello@northstar.example',
  phone: '+1 (415) 555-0134',
  phoneHref: 'tel:+14155550134',
  city: 'San Francisco, CA',
};

export const PLAN_LABELS: Record<string, string> = {
  starter: 'Starter ($99/mo)',
  professional: 'Professional ($299/mo)',
  enterprise: 'Enterprise (custom)',
};
